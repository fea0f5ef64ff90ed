import {
  CreditPrizeCommand, DebitEntryFeeCommand, PaySponsorPrizeCommand, RefundEntryFeeCommand, ReserveSponsorPoolCommand, ReturnSponsorPoolCommand,
  type Command, type Reply,
} from '@arena/contracts'
import type { FeeSplit } from '../domain/state'
import type { Cause, SponsorOutcome, WalletCommands, WalletOutcome } from '../ports'

/** Sends one wallet command and returns the wallet's Reply; throws when no answer came. */
export type WalletTransport = (command: Command) => Promise<Reply>

function command(type: string, commandId: string, at: string, data: unknown, cause: Cause): Command {
  return { id: commandId, type, data, metadata: { ...cause, at } }
}

function outcome(reply: Reply): WalletOutcome {
  if (!reply.ok) return { ok: false, code: reply.error.code, message: reply.error.message }
  const { split, held } = (reply.data as { split?: FeeSplit; held?: boolean } | undefined) ?? {}
  return { ok: true, ...(split ? { split } : {}), ...(held ? { held } : {}) }
}

function sponsorOutcome(reply: Reply): SponsorOutcome {
  if (!reply.ok) return { ok: false, code: reply.error.code, message: reply.error.message }
  const { sponsorName = '', returned } = (reply.data as { sponsorName?: string; returned?: string } | undefined) ?? {}
  return { ok: true, sponsorName, ...(returned === undefined ? {} : { returned }) }
}

/**
 * The WalletCommands port over any transport that speaks the wallet's command contract
 * (`DebitEntryFee`, `RefundEntryFee`, `CreditPrize`): the bus, or the wallet's handler in the
 * same process. The command id is the wallet's idempotency key, so a resend changes nothing.
 */
export function walletCommands(send: WalletTransport): WalletCommands {
  // Checked against the contract before it leaves, so a wrong shape fails here, not in the wallet.
  const checked = (message: { type: string; parse(data: unknown): unknown }, commandId: string, at: string, data: unknown, cause: Cause) => {
    message.parse(data)
    return send(command(message.type, commandId, at, data, cause))
  }
  return {
    debitEntryFee: async ({ commandId, at, ...data }, cause) => outcome(await checked(DebitEntryFeeCommand, commandId, at, data, cause)),
    refundEntryFee: async ({ commandId, at, userId, contestId }, cause) => outcome(await checked(RefundEntryFeeCommand, commandId, at, { userId, contestId }, cause)),
    creditPrize: async ({ commandId, at, ...data }, cause) => outcome(await checked(CreditPrizeCommand, commandId, at, data, cause)),
    reserveSponsorPool: async ({ commandId, at, ...data }, cause) => sponsorOutcome(await checked(ReserveSponsorPoolCommand, commandId, at, data, cause)),
    paySponsorPrize: async ({ commandId, at, ...data }, cause) => sponsorOutcome(await checked(PaySponsorPrizeCommand, commandId, at, data, cause)),
    returnSponsorPool: async ({ commandId, at, ...data }, cause) => sponsorOutcome(await checked(ReturnSponsorPoolCommand, commandId, at, data, cause)),
  }
}
