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
  return {
    async debitEntryFee({ commandId, at, ...data }, cause) {
      DebitEntryFeeCommand.parse(data)
      return outcome(await send(command(DebitEntryFeeCommand.type, commandId, at, data, cause)))
    },
    async refundEntryFee({ commandId, at, userId, contestId }, cause) {
      const data = { userId, contestId }
      RefundEntryFeeCommand.parse(data)
      return outcome(await send(command(RefundEntryFeeCommand.type, commandId, at, data, cause)))
    },
    async creditPrize({ commandId, at, ...data }, cause) {
      CreditPrizeCommand.parse(data)
      return outcome(await send(command(CreditPrizeCommand.type, commandId, at, data, cause)))
    },
    async reserveSponsorPool({ commandId, at, ...data }, cause) {
      ReserveSponsorPoolCommand.parse(data)
      return sponsorOutcome(await send(command(ReserveSponsorPoolCommand.type, commandId, at, data, cause)))
    },
    async paySponsorPrize({ commandId, at, ...data }, cause) {
      PaySponsorPrizeCommand.parse(data)
      return sponsorOutcome(await send(command(PaySponsorPrizeCommand.type, commandId, at, data, cause)))
    },
    async returnSponsorPool({ commandId, at, ...data }, cause) {
      ReturnSponsorPoolCommand.parse(data)
      return sponsorOutcome(await send(command(ReturnSponsorPoolCommand.type, commandId, at, data, cause)))
    },
  }
}
