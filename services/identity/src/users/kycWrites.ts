import type { Cause } from '@arena/contracts'
import { kycStreams, type BankEvent, type KycEvent } from '@arena/contracts'
import type { BankCommand } from '../domain/bank'
import type { KycCommand } from '../domain/decideKyc'
import type { IdentityDeps } from '../adapters/deps'

/** Runs a command on `kyc-<userId>` and waits for the KYC view, so the answer and the next read agree. */
export async function applyToKyc(deps: IdentityDeps, userId: string, command: KycCommand, cause: Cause): Promise<KycEvent[]> {
  const { events, position } = await deps.commands.kyc.execute(kycStreams.kyc(userId), command, cause)
  await deps.kycCaughtUpTo(position)
  return events
}

/** Runs a command on `bank-<userId>` and waits for the KYC view. */
export async function applyToBank(deps: IdentityDeps, userId: string, command: BankCommand, cause: Cause): Promise<BankEvent[]> {
  const { events, position } = await deps.commands.bank.execute(kycStreams.bank(userId), command, cause)
  await deps.kycCaughtUpTo(position)
  return events
}
