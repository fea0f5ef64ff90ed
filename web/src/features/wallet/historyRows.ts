import { formatInr } from '@arena/domain'
import { formatDateTime } from '../../ui/formatDateTime'
import type { TransactionDto } from './api'

/** Rupees to 2 places (spec section 9); a value that is not a decimal shows as sent. */
export function inr(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—'
  try {
    return `₹${formatInr(value)}`
  } catch {
    return value
  }
}

const TX_LABELS: Record<string, string> = {
  deposit: 'Deposit',
  bonus: 'Bonus',
  referral: 'Referral',
  participate: 'participate in',
  refund: 'Refund',
  winning: 'Winning',
  withdral: 'Withdrawal',
  tds: 'Year-end TDS',
}

/** One history row as the tables show and export it (spec section 2, /WalletHistoryTable). */
export interface HistoryRow {
  txId: string
  amount: string
  /** "regard to": the transType (CREDIT / DEBIT). */
  regardTo: string
  /** "tx type": the txStatus, with the contest for contest rows. */
  txType: string
  /** Set for participate rows: the contest page the tx type cell links to. */
  contestLink: string | null
  date: string
  status: string
  tds: string
  paid: string
  reject: string | null
  /** A deposit row: its reject reason opens under a deposit title. */
  isDeposit: boolean
}

const STATUS_LABELS: Record<string, string> = { pending: 'Pending', success: 'Completed', rejected: 'Rejected' }

/** Withdrawal status as the spec names it: pending, completed, rejected (the wire says success). */
export const statusLabel = (status: string): string => STATUS_LABELS[status] ?? status

export function historyRow(tx: TransactionDto): HistoryRow {
  const contest = tx.contest_id
  const contestName = contest ? (contest.contestName ?? contest._id) : ''
  const label = TX_LABELS[tx.txStatus] ?? tx.txStatus
  const participate = tx.txStatus === 'participate' && contest !== null
  let txType = label
  if (participate) txType = `participate in ${contestName}`
  else if (contest) txType = `${label}: ${contestName}`
  // GST on deposits: the row's amount is what was paid; say what the GST took and what was credited.
  else if (tx.gst !== undefined && tx.credited !== undefined) txType = `${label} (GST ${inr(tx.gst)}, credited ${inr(tx.credited)})`
  return {
    txId: tx.tx_id,
    amount: inr(tx.amount),
    regardTo: tx.transType,
    txType,
    contestLink: participate ? `/trading-contest/${encodeURIComponent(contest._id)}` : null,
    date: formatDateTime(tx.date),
    status: statusLabel(tx.status),
    tds: inr(tx.tds),
    paid: inr(tx.paid),
    reject: tx.reject,
    isDeposit: tx.txStatus === 'deposit',
  }
}
