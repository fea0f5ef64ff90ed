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
 * A settlement (or, of two admins, the first approval: the first of `types` recorded) of the same
 * deposit or withdrawal by the same admin: who approved matters, another admin's key must not
 * pass as their approval.
 */
function sameSettlement(events: WalletEvent[], types: WalletEvent['type'][], id: string, by: string): boolean {
  const recorded = types.map(type => events.find(e => e.type === type)).find(e => e !== undefined)
  const data = recorded?.data as { depositId?: string; withdrawalId?: string; confirmedBy?: string; completedBy?: string; approvedBy?: string; rejectedBy?: string } | undefined
  return data !== undefined && (data.depositId ?? data.withdrawalId) === id && (data.confirmedBy ?? data.completedBy ?? data.approvedBy ?? data.rejectedBy) === by
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
      return sameSettlement(events, ['DepositConfirmed', 'DepositApproved'], command.depositId, command.confirmedBy)
    case 'RejectDeposit':
      return sameSettlement(events, ['DepositRejected'], command.depositId, command.rejectedBy)
    case 'RequestWithdrawal': {
      const d = find(events, 'WithdrawalRequested')
      return d !== undefined && d.withdrawalId === command.withdrawalId && sameAmount(command.amount, d.amount) && d.bankAccountId === command.bankAccountId.trim()
    }
    case 'CompleteWithdrawal':
      return sameSettlement(events, ['WithdrawalCompleted', 'WithdrawalApproved'], command.withdrawalId, command.completedBy)
    case 'RejectWithdrawal':
      return sameSettlement(events, ['WithdrawalRejected'], command.withdrawalId, command.rejectedBy)
    case 'SetDepositLimits':
      return events.length > 0 && events.every(e => e.type === 'DepositLimitChanged' && command.limits[e.data.period] !== undefined)
    case 'TakeBreak':
      return find(events, 'BreakTaken')?.duration === command.duration
    case 'CloseTaxYear':
      return find(events, 'TaxYearClosed')?.financialYear === command.financialYear
    default: {
      const never: never = command
      throw new Error(`unknown wallet command ${JSON.stringify(never)}`)
    }
  }
}
