import {
  ContractViolation, CreditBonusCommand, CreditPrizeCommand, DebitEntryFeeCommand, PaySponsorPrizeCommand, RefundEntryFeeCommand, ReserveSponsorPoolCommand,
  ReturnSponsorPoolCommand, type Command, type Reply,
} from '@arena/contracts'
import type { Bus, Subscription } from '@arena/bus'
import { WalletInputInvalid, WalletRefused } from '../domain/errors'
import { SponsorRefused, type SponsorCommand } from '../domain/sponsor'
import type { Cause } from './walletCommands'
import type { WalletHandlers, WalletResult } from './walletHandlers'

/** The service name other services address: commands arrive on `topics.commands('wallet')`. */
export const WALLET_SERVICE = 'wallet'

/**
 * Turns a bus command into a handler call and its outcome into a Reply. Refusals are replies
 * (`ok: false`, code = the refusal); only infrastructure failures throw, so the bus redelivers.
 * The command's id is the wallet command id, so a redelivered command changes nothing.
 */
export async function handleWalletCommand(handlers: WalletHandlers, command: Command): Promise<Reply> {
  const cause: Cause = { actor: command.metadata.actor, correlationId: command.metadata.correlationId, causationId: command.id }
  const base = { commandId: command.id, at: command.metadata.at }
  try {
    const sponsor = sponsorCommand(command, base)
    if (sponsor) {
      const state = await handlers.sponsors.execute(sponsor, cause)
      const pool = sponsor.type === 'ReturnPool' ? state.pools.get(sponsor.contestId) : undefined
      const returned = pool ? { returned: pool.reserved.minus(pool.paid).toFixed(2) } : {}
      return { correlationId: command.id, ok: true, data: { sponsorName: state.name, available: state.available.toFixed(2), ...returned } }
    }
    const result = await dispatch(handlers, command, base, cause)
    return { correlationId: command.id, ok: true, data: replyData(result) }
  } catch (error) {
    if (error instanceof SponsorRefused) return { correlationId: command.id, ok: false, error: { code: error.reason, message: error.message } }
    if (error instanceof WalletRefused) {
      return { correlationId: command.id, ok: false, error: { code: error.reason, message: error.message, fields: error.detail } }
    }
    if (error instanceof WalletInputInvalid) {
      return { correlationId: command.id, ok: false, error: { code: 'invalidInput', message: error.message, fields: error.errors } }
    }
    if (error instanceof ContractViolation) {
      return { correlationId: command.id, ok: false, error: { code: 'invalidCommand', message: error.message } }
    }
    throw error
  }
}

/** A sponsor-account command (the contest's sponsored prize pools), or undefined for a wallet one. */
function sponsorCommand(command: Command, base: { commandId: string; at: string }): SponsorCommand | undefined {
  switch (command.type) {
    case ReserveSponsorPoolCommand.type:
      return { type: 'ReservePool', ...base, ...ReserveSponsorPoolCommand.parse(command.data) }
    case PaySponsorPrizeCommand.type:
      return { type: 'PayPrize', ...base, ...PaySponsorPrizeCommand.parse(command.data) }
    case ReturnSponsorPoolCommand.type:
      return { type: 'ReturnPool', ...base, ...ReturnSponsorPoolCommand.parse(command.data) }
    default:
      return undefined
  }
}

function dispatch(handlers: WalletHandlers, command: Command, base: { commandId: string; at: string }, cause: Cause): Promise<WalletResult> {
  switch (command.type) {
    case DebitEntryFeeCommand.type:
      return handlers.debitEntryFee({ ...base, ...DebitEntryFeeCommand.parse(command.data) }, cause)
    case RefundEntryFeeCommand.type:
      return handlers.refundEntryFee({ ...base, ...RefundEntryFeeCommand.parse(command.data) }, cause)
    case CreditPrizeCommand.type:
      return handlers.creditPrize({ ...base, ...CreditPrizeCommand.parse(command.data) }, cause)
    case CreditBonusCommand.type:
      return handlers.creditBonus({ ...base, ...CreditBonusCommand.parse(command.data) }, cause)
    default:
      throw new ContractViolation(command.type, '', 'is not a wallet command')
  }
}

function replyData(result: WalletResult) {
  const event = result.events[0]
  const split = event?.type === 'EntryFeeDebited' || event?.type === 'EntryFeeRefunded' ? event.data.split : undefined
  return { balances: result.balances, duplicate: result.duplicate, ...(split ? { split } : {}), ...(result.held ? { held: true } : {}) }
}

/** Serves wallet commands from the bus until the returned subscription is closed. */
export function serveWalletCommands(bus: Bus, handlers: WalletHandlers): Promise<Subscription> {
  return bus.handle(WALLET_SERVICE, command => handleWalletCommand(handlers, command))
}
