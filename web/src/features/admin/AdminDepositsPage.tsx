import { useCallback, useEffect, useState } from 'react'
import { formatInr } from '@arena/domain'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { DataTable, type DataColumn } from '../../ui/DataTable'
import { formatDateTime } from '../../ui/formatDateTime'
import { approvalNote, approvalProgress } from './approvals'
import { QueueActionDialog } from './QueueActionDialog'
import { QueueFilterSelect, queueStatusLabel } from './QueueFilterSelect'
import type { DepositRowDto, UnmatchedPaymentDto } from './walletApi'
import { adminQueueActionRequested, adminQueueActionReset, adminQueueRequested, adminUnmatchedRequested, selectAdminDeposits, selectUnmatchedPayments } from './walletSlice'
import './admin.css'

type Dialog = { kind: 'confirm' | 'reject'; row: DepositRowDto } | null

const rupees = (amount: string) => `₹${formatInr(amount)}`

const unmatchedReasons: Record<UnmatchedPaymentDto['reason'], string> = {
  unknownUser: 'No such user',
  blockedUser: 'User is blocked',
  deletedUser: 'User account deleted',
  referenceClaimed: "Reference is another user's deposit",
  refusedByWallet: 'Refused by the wallet',
}

/** Provider figures are shown as sent: they were not checked, only recorded. */
const unmatchedColumns: DataColumn<UnmatchedPaymentDto>[] = [
  { id: 'date', header: 'Date', text: row => formatDateTime(row.date) },
  { id: 'reason', header: 'Why unmatched', text: row => `${unmatchedReasons[row.reason] ?? row.reason}${row.detail ? `: ${row.detail}` : ''}` },
  { id: 'user', header: 'User Id', text: row => row.userId ?? '—' },
  { id: 'amount', header: 'Amount', text: row => row.amount ?? '—' },
  { id: 'reference', header: 'Reference', text: row => row.reference ?? '—' },
  { id: 'event', header: 'Provider event', text: row => row.eventId },
]

/** /admin/deposits: filed deposits to match against the bank statement, then confirm (credits cash) or reject. */
export function AdminDepositsPage() {
  const dispatch = useAppDispatch()
  const queue = useAppSelector(selectAdminDeposits)
  const unmatched = useAppSelector(selectUnmatchedPayments)
  const [dialog, setDialog] = useState<Dialog>(null)
  useEffect(() => {
    dispatch(adminQueueRequested({ queue: 'deposits', filter: queue.filter }))
    dispatch(adminUnmatchedRequested())
  }, [dispatch])
  const open = (kind: 'confirm' | 'reject', row: DepositRowDto) => {
    dispatch(adminQueueActionReset('deposits'))
    setDialog({ kind, row })
  }
  const close = useCallback(() => setDialog(null), [])

  const columns: DataColumn<DepositRowDto>[] = [
    { id: 'date', header: 'Date', text: row => formatDateTime(row.date) },
    { id: 'user', header: 'User Id', text: row => row.userId },
    { id: 'amount', header: 'Amount', text: row => rupees(row.amount) },
    // DEPOSIT_GST_RATE: the GST inside the amount and what the cash wallet gets.
    { id: 'gst', header: 'GST / Credited', text: row => (row.gst !== undefined && row.credited !== undefined ? `GST ${rupees(row.gst)}, credited ${rupees(row.credited)}` : '—') },
    { id: 'method', header: 'Method', text: row => row.method },
    { id: 'reference', header: 'Reference', text: row => row.reference },
    { id: 'status', header: 'Status', text: row => (row.reject ? `Rejected: ${row.reject}` : queueStatusLabel(row.status)) },
    { id: 'approvals', header: 'Approvals', text: row => approvalProgress(row) ?? '—' },
    {
      id: 'action',
      header: 'Action',
      text: () => '',
      cell: row =>
        row.status === 'pending' ? (
          <span className="queue-actions">
            <button type="button" className="button button--primary" aria-label={`Confirm deposit ${row.reference}`} onClick={() => open('confirm', row)}>Confirm</button>
            <button type="button" className="button button--ghost" aria-label={`Reject deposit ${row.reference}`} onClick={() => open('reject', row)}>Reject</button>
          </span>
        ) : null,
    },
  ]

  return (
    <section aria-labelledby="admin-deposits-title" aria-busy={queue.status === 'loading'}>
      <h1 id="admin-deposits-title">Deposits</h1>
      <p className="admin-hint">
        Confirm a deposit only after the amount and reference appear on the bank statement: confirming credits the player's Cash Wallet.
        Nobody confirms their own deposit, and large deposits need two different admins ("1 of 2 approvals").
      </p>
      <QueueFilterSelect value={queue.filter} onChange={filter => dispatch(adminQueueRequested({ queue: 'deposits', filter }))} />
      {queue.status === 'failed' && <p role="alert" className="field__error">{queue.error}</p>}
      {queue.status === 'loading' && queue.rows.length === 0 ? (
        <p role="status">Loading…</p>
      ) : (
        <DataTable caption="Deposit requests" rows={queue.rows} columns={columns} emptyText="No deposits found!" />
      )}
      {dialog && (
        <QueueActionDialog
          title={dialog.kind === 'confirm' ? 'Confirm deposit' : 'Reject deposit'}
          summary={
            <p>
              {dialog.kind === 'confirm' ? 'Credit' : 'Reject'} {rupees(dialog.row.amount)} by {dialog.row.method}, reference <strong>{dialog.row.reference}</strong>,
              {dialog.kind === 'confirm' && dialog.row.credited !== undefined && dialog.row.gst !== undefined && ` (GST ${rupees(dialog.row.gst)} inside it: ${rupees(dialog.row.credited)} is credited)`}
              {dialog.kind === 'confirm' ? ' to the Cash Wallet of ' : ' filed by '} user {dialog.row.userId}?
              {dialog.kind === 'confirm' && approvalNote(dialog.row, 'confirm') && <><br />{approvalNote(dialog.row, 'confirm')}</>}
            </p>
          }
          submitLabel={dialog.kind === 'confirm' ? 'Confirm' : 'Reject'}
          input={dialog.kind === 'reject' ? 'reason' : undefined}
          action={queue.action}
          onSubmit={text => dispatch(adminQueueActionRequested({ queue: 'deposits', id: dialog.row._id, action: dialog.kind, reason: text }))}
          onClose={close}
        />
      )}
      <h2 id="admin-unmatched-title">Unmatched payments</h2>
      <p className="admin-hint">Signed payment notices that could not be credited: the user does not exist, is blocked or deleted, or the reference belongs to another user's deposit. Refund or match them by hand.</p>
      {unmatched.status === 'failed' && <p role="alert" className="field__error">{unmatched.error}</p>}
      {unmatched.status === 'loading' && unmatched.rows.length === 0 ? (
        <p role="status">Loading…</p>
      ) : (
        <DataTable caption="Unmatched payments" rows={unmatched.rows} columns={unmatchedColumns} emptyText="No unmatched payments." />
      )}
    </section>
  )
}
