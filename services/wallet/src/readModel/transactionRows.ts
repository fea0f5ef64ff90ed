import type { TransactionDto } from '@arena/contracts'
import { Decimal } from '@arena/domain'
import type { WalletEvent } from '../domain/events'

export type WalletName = 'cash' | 'winning' | 'reward'

/** A history row plus what it moved in each wallet, so one row can serve every wallet's table. */
export interface TransactionRow extends TransactionDto {
  parts: Record<WalletName, string>
}

/** What one event does to the history: a new row, or a status change of an earlier row. */
export type RowChange =
  | { kind: 'add'; key: string; row: TransactionRow }
  | { kind: 'settle'; key: string; status: 'success' | 'rejected'; reject: string | null; patch?: Partial<TransactionRow> }
  | { kind: 'none' }

const none = { cash: '0.00', winning: '0.00', reward: '0.00' }
const contest = (id: string, name: string | undefined) => (name === undefined ? { _id: id } : { _id: id, contestName: name })

/**
 * The one id of the transaction an event belongs to, the same in every view (player history
 * `tx_id`, admin queues `_id`, ledger replay `txId`, TDS report `withdrawalId`): a deposit's or
 * withdrawal's own id, taken from the request it started from, so the request, its approvals and
 * its settlement share it; any other move is a transaction of one event, named by that event's id.
 */
export function transactionIdOf(event: WalletEvent, eventId: string): string {
  const data = event.data as { depositId?: string; withdrawalId?: string }
  return data.depositId ?? data.withdrawalId ?? eventId
}

/** `key` is stable across the row's life (deposit or withdrawal id), so settling finds it. */
export function rowChange(event: WalletEvent, eventId: string, date: string, contestNames: Map<string, string>): RowChange {
  const txId = transactionIdOf(event, eventId)
  const base = { tx_id: txId, date, contest_id: null, bank_detail_id: null, reject: null, status: 'success' as const }
  switch (event.type) {
    case 'DepositRequested': {
      const { depositId, amount } = event.data
      const row: TransactionRow = { ...base, amount, status: 'pending', txStatus: 'deposit', transType: 'CREDIT', parts: { ...none, cash: amount } }
      return { kind: 'add', key: depositId, row }
    }
    case 'DepositConfirmed': {
      const { depositId, amount, gross, gst } = event.data
      // With GST the cash wallet got less than the gross filed: the row shows the split.
      const patch = gross === undefined || gst === undefined ? undefined : { gross, gst, credited: amount, parts: { ...none, cash: amount } }
      return { kind: 'settle', key: depositId, status: 'success', reject: null, ...(patch ? { patch } : {}) }
    }
    case 'DepositRejected':
      return { kind: 'settle', key: event.data.depositId, status: 'rejected', reject: event.data.reason }
    case 'BonusCredited': {
      const { amount, kind } = event.data
      const txStatus = kind === 'referral' ? 'referral' : 'bonus'
      return { kind: 'add', key: txId, row: { ...base, amount, txStatus, transType: 'CREDIT', parts: { ...none, reward: amount } } }
    }
    case 'EntryFeeDebited': {
      const { contestId, contestName, fee, split } = event.data
      const row: TransactionRow = { ...base, amount: fee, txStatus: 'participate', transType: 'DEBIT', contest_id: contest(contestId, contestName), parts: split }
      return { kind: 'add', key: txId, row }
    }
    case 'EntryFeeRefunded': {
      const { contestId, split } = event.data
      const amount = new Decimal(split.cash).plus(split.winning).plus(split.reward).toFixed(2)
      const row: TransactionRow = { ...base, amount, txStatus: 'refund', transType: 'CREDIT', contest_id: contest(contestId, contestNames.get(contestId)), parts: split }
      return { kind: 'add', key: txId, row }
    }
    case 'PrizeCredited': {
      const { contestId, contestName, amount } = event.data
      const row: TransactionRow = { ...base, amount, txStatus: 'winning', transType: 'CREDIT', contest_id: contest(contestId, contestName ?? contestNames.get(contestId)), parts: { ...none, winning: amount } }
      return { kind: 'add', key: txId, row }
    }
    case 'WithdrawalRequested': {
      const { withdrawalId, amount, bankAccountId, tds } = event.data
      const row: TransactionRow = {
        ...base, amount, status: 'pending', txStatus: 'withdral', transType: 'DEBIT', bank_detail_id: bankAccountId,
        tds: tds.tax, paid: tds.paid, parts: { ...none, winning: amount },
      }
      return { kind: 'add', key: withdrawalId, row }
    }
    case 'TaxYearClosed': {
      const { debit, working } = event.data
      const amount = new Decimal(debit.cash).plus(debit.winning).toFixed(2)
      if (new Decimal(amount).isZero()) return { kind: 'none' }
      const row: TransactionRow = { ...base, amount, txStatus: 'tds', transType: 'DEBIT', tds: working.tds, parts: { ...none, cash: debit.cash, winning: debit.winning } }
      return { kind: 'add', key: txId, row }
    }
    case 'DepositApproved':
    case 'WithdrawalApproved':
    case 'DepositLimitChanged':
    case 'BreakTaken':
      return { kind: 'none' }
    case 'WithdrawalCompleted':
      return { kind: 'settle', key: event.data.withdrawalId, status: 'success', reject: null }
    case 'WithdrawalRejected':
      return { kind: 'settle', key: event.data.withdrawalId, status: 'rejected', reject: event.data.reason }
    default: {
      const never: never = event
      throw new Error(`unknown wallet event ${JSON.stringify(never)}`)
    }
  }
}
