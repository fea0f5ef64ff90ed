import { Decimal, isDecimalString, normalizeReference, normalizeWithdrawalAmount } from '@arena/domain'
import type { WalletCommand } from '../domain/commands'
import type { WalletEvent } from '../domain/events'

type Data<T extends WalletEvent['type']> = Extract<WalletEvent, { type: T }>['data']

const sameAmount = (given: string, recorded: string) => {
  const amount = normalizeWithdrawalAmount(given)
  return isDecimalString(amount) && new Decimal(amount).equals(recorded)
}

/** The recorded event of one of `types` the command wrote, if any. */
function find<T extends WalletEvent['type']>(events: WalletEvent[], ...types: T[]): Data<T> | undefined {
  return events.find(e => (types as string[]).includes(e.type))?.data as Data<T> | undefined
}

/**
 * True when the events recorded under a command id are what this command would have written:
 * the same kind of request about the same thing with the same figures. A retry of the same
 * request (same body) matches; the key reused for another body or another call does not.
 */
export function sameRequest(command: WalletCommand, events: WalletEvent[]): boolean {
  switch (command.type) {
    case 'DebitEntryFee': {
      const d = find(events, 'EntryFeeDebited')
      return d !== undefined && d.contestId === command.contestId && sameAmount(command.fee, d.fee)
    }
    case 'RefundEntryFee':
      return find(events, 'EntryFeeRefunded')?.contestId === command.contestId
    case 'CreditPrize': {
      const d = find(events, 'PrizeCredited')
      return d !== undefined && d.contestId === command.contestId && sameAmount(command.amount, d.amount)
    }
    case 'CreditBonus': {
      const d = find(events, 'BonusCredited')
      return d !== undefined && d.bonusId === command.bonusId && sameAmount(command.amount, d.amount)
    }
    case 'RequestDeposit': {
      const d = find(events, 'DepositRequested')
      return d !== undefined && d.depositId === command.depositId && d.method === command.method &&
        sameAmount(command.amount, d.amount) && d.reference === normalizeReference(command.reference)
    }
    case 'ConfirmDeposit':
      return find(events, 'DepositConfirmed', 'DepositApproved')?.depositId === command.depositId
    case 'RejectDeposit':
      return find(events, 'DepositRejected')?.depositId === command.depositId
    case 'RequestWithdrawal': {
      const d = find(events, 'WithdrawalRequested')
      return d !== undefined && d.withdrawalId === command.withdrawalId && sameAmount(command.amount, d.amount) && d.bankAccountId === command.bankAccountId.trim()
    }
    case 'CompleteWithdrawal':
      return find(events, 'WithdrawalCompleted', 'WithdrawalApproved')?.withdrawalId === command.withdrawalId
    case 'RejectWithdrawal':
      return find(events, 'WithdrawalRejected')?.withdrawalId === command.withdrawalId
    default: {
      const never: never = command
      throw new Error(`unknown wallet command ${JSON.stringify(never)}`)
    }
  }
}
