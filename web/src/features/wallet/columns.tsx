import { Link } from 'react-router-dom'
import type { DataColumn } from '../../ui/DataTable'
import type { HistoryRow } from './historyRows'
import { RejectReasonButton } from './RejectReasonButton'

const index: DataColumn<HistoryRow> = { id: 'index', header: '#', text: (_row, i) => String(i + 1) }
const txId: DataColumn<HistoryRow> = { id: 'txId', header: 'Transaction Id', text: row => row.txId }
const amount: DataColumn<HistoryRow> = { id: 'amount', header: 'Amount', text: row => row.amount }
const date: DataColumn<HistoryRow> = { id: 'date', header: 'Date', text: row => row.date }

/**
 * The transaction tables (spec: transaction id, amount, regard to, tx type, date). Status is
 * added because a deposit waiting for review must not read like money already credited.
 */
export const transactionColumns: DataColumn<HistoryRow>[] = [
  index,
  txId,
  amount,
  { id: 'regardTo', header: 'Regard To', text: row => row.regardTo },
  {
    id: 'txType',
    header: 'Tx Type',
    text: row => row.txType,
    cell: row => (row.contestLink ? <Link to={row.contestLink}>{row.txType}</Link> : row.txType),
  },
  date,
  {
    id: 'status',
    header: 'Status',
    text: row => (row.reject ? `${row.status}: ${row.reject}` : row.status),
    // A rejected deposit (or withdrawal) says why, as the withdrawal table does.
    cell: row => (row.status === 'Rejected' ? <RejectReasonButton reason={row.reject} txId={row.txId} title={row.isDeposit ? 'Deposit Reject Reason' : undefined} /> : row.status),
  },
]

/** Withdrawals: what was asked, the TDS withheld, what reaches the bank, and the review status. */
export const withdrawalColumns: DataColumn<HistoryRow>[] = [
  index,
  txId,
  amount,
  { id: 'tds', header: 'TDS', text: row => row.tds },
  { id: 'paid', header: 'Received Amount', text: row => row.paid },
  date,
  {
    id: 'status',
    header: 'Status',
    text: row => (row.reject ? `${row.status}: ${row.reject}` : row.status),
    cell: row => (row.status === 'Rejected' ? <RejectReasonButton reason={row.reject} txId={row.txId} /> : <span className={`wallet-status wallet-status--${row.status.toLowerCase()}`}>{row.status}</span>),
  },
]
