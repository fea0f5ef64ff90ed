import { kycStreams, type BankEvent, type KycEvent } from '@arena/contracts'
import { decideBank, evolveBank, initialBank, type BankCommand, type BankState } from '../domain/bank'
import { decideKyc, type KycCommand } from '../domain/decideKyc'
import { evolveKyc, initialKyc, type KycState } from '../domain/kyc'
import { runCommand, type Cause } from './commandRunner'
import type { IdentityDeps } from './deps'

const kycFold = { initial: initialKyc, evolve: (state: KycState, event: KycEvent) => evolveKyc(state, event) }
const bankFold = { initial: initialBank, evolve: (state: BankState, event: BankEvent) => evolveBank(state, event) }

/** Runs a command on `kyc-<userId>` and waits for the KYC view, so the answer and the next read agree. */
export async function applyToKyc(deps: IdentityDeps, userId: string, command: KycCommand, cause: Cause): Promise<KycEvent[]> {
  const { events, position } = await runCommand(deps.store, kycStreams.kyc(userId), kycFold, state => ({ events: decideKyc(command, state), result: undefined }), cause)
  await deps.kycCaughtUpTo(position)
  return events
}

/** Runs a command on `bank-<userId>` and waits for the KYC view. */
export async function applyToBank(deps: IdentityDeps, userId: string, command: BankCommand, cause: Cause): Promise<BankEvent[]> {
  const { events, position } = await runCommand(deps.store, kycStreams.bank(userId), bankFold, state => ({ events: decideBank(command, state), result: undefined }), cause)
  await deps.kycCaughtUpTo(position)
  return events
}
