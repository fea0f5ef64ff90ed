import { useCallback, useEffect, useState } from 'react'
import { formatInr } from '@arena/domain'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { DataTable, type DataColumn } from '../../ui/DataTable'
import { formatDateTime } from '../../ui/formatDateTime'
import { approvalNote, approvalProgress, isFirstOfTwo } from './approvals'
import { QueueActionDialog } from './QueueActionDialog'
import { QueueFilterSelect, queueStatusLabel } from './QueueFilterSelect'
import type { WithdrawalRowDto } from './walletApi'
import { adminQueueActionRequested, adminQueueActionReset, adminQueueRequested, selectAdminWithdrawals } from './walletSlice'
import './admin.css'

type Kind = 'complete' | 'reject' | 'release'
type Dialog = { kind: Kind; row: WithdrawalRowDto } | null

const TITLES: Record<Kind, string> = { complete: 'Complete withdrawal', reject: 'Reject withdrawal', release: 'Release held withdrawal' }
const SUBMITS: Record<Kind, string> = { complete: 'Mark complete', reject: 'Reject', release: 'Release for payout' }

/** Held for the declaration review and not yet released: completing waits for a release. */
const isHeld = (row: WithdrawalRowDto) => row.status === 'pending' && row.hold?.status === 'held'

const rupees = (amount: string) => `₹${formatInr(amount)}`

/** /admin/withdrawals: pay out the amount after TDS and mark complete, or reject (the hold returns to winnings). */
export function AdminWithdrawalsPage() {
  const dispatch = useAppDispatch()
  const queue = useAppSelector(selectAdminWithdrawals)
  const [dialog, setDialog] = useState<Dialog>(null)
  useEffect(() => {
    dispatch(adminQueueRequested({ queue: 'withdrawals', filter: queue.filter }))
  }, [dispatch])
  const open = (kind: Kind, row: WithdrawalRowDto) => {
    dispatch(adminQueueActionReset('withdrawals'))
    setDialog({ kind, row })
  }
  const close = useCallback(() => setDialog(null), [])

  const columns: DataColumn<WithdrawalRowDto>[] = [
    { id: 'date', header: 'Date', text: row => formatDateTime(row.date) },
    { id: 'user', header: 'User Id', text: row => row.userId },
    { id: 'amount', header: 'Amount', text: row => rupees(row.amount) },
    { id: 'tds', header: 'TDS', text: row => rupees(row.tds) },
    { id: 'paid', header: 'Pay Out', text: row => rupees(row.paid) },
    { id: 'bank', header: 'Bank Account', text: row => row.bank_detail_id },
    { id: 'status', header: 'Status', text: row => (row.reject ? `Rejected: ${row.reject}` : queueStatusLabel(row.status)) },
    { id: 'approvals', header: 'Approvals', text: row => approvalProgress(row) ?? '—' },
    {
      id: 'review',
      header: 'Review',
      text: row => (!row.hold ? '' : row.hold.status === 'held' ? `Held: ${row.hold.reason}` : `Released by ${row.hold.releasedBy ?? ''}: ${row.hold.reason}`),
    },
    {
      id: 'action',
      header: 'Action',
      text: () => '',
      cell: row =>
        row.status === 'pending' ? (
          <span className="queue-actions">
            {isHeld(row) ? (
              <button type="button" className="button button--primary" aria-label={`Release withdrawal ${row._id}`} onClick={() => open('release', row)}>Release</button>
            ) : (
              <button type="button" className="button button--primary" aria-label={`Complete withdrawal ${row._id}`} onClick={() => open('complete', row)}>Complete</button>
            )}
            <button type="button" className="button button--ghost" aria-label={`Reject withdrawal ${row._id}`} onClick={() => open('reject', row)}>Reject</button>
          </span>
        ) : null,
    },
  ]

  return (
    <section aria-labelledby="admin-withdrawals-title" aria-busy={queue.status === 'loading'}>
      <h1 id="admin-withdrawals-title">Withdrawals</h1>
      <p className="admin-hint">
        Pay the "Pay Out" amount to the bank account, then mark the withdrawal complete. The TDS column is the tax withheld. A withdrawal whose KYC
        disagrees with the player's declared birth date or state is held: check the reason, then release it for payout or reject it. Nobody
        completes their own withdrawal; large ones need a first approval by one admin and completion by another ("1 of 2 approvals").
      </p>
      <QueueFilterSelect value={queue.filter} onChange={filter => dispatch(adminQueueRequested({ queue: 'withdrawals', filter }))} />
      {queue.status === 'failed' && <p role="alert" className="field__error">{queue.error}</p>}
      {queue.status === 'loading' && queue.rows.length === 0 ? (
        <p role="status">Loading…</p>
      ) : (
        <DataTable caption="Withdrawal requests" rows={queue.rows} columns={columns} emptyText="No withdrawals found!" />
      )}
      {dialog && (
        <QueueActionDialog
          title={TITLES[dialog.kind]}
          summary={
            <dl className="queue-dialog__figures">
              <div><dt>Amount</dt><dd>{rupees(dialog.row.amount)}</dd></div>
              <div><dt>TDS</dt><dd>{rupees(dialog.row.tds)}</dd></div>
              <div><dt>Pay out</dt><dd>{rupees(dialog.row.paid)}</dd></div>
              <div><dt>Bank account</dt><dd>{dialog.row.bank_detail_id}</dd></div>
              <div><dt>User</dt><dd>{dialog.row.userId}</dd></div>
              {dialog.row.hold && <div><dt>Held because</dt><dd>{dialog.row.hold.reason}</dd></div>}
              {dialog.kind === 'complete' && approvalNote(dialog.row, 'complete') && <div><dt>Approvals</dt><dd>{approvalNote(dialog.row, 'complete')}</dd></div>}
            </dl>
          }
          submitLabel={dialog.kind === 'complete' && isFirstOfTwo(dialog.row) ? 'Approve (1 of 2)' : SUBMITS[dialog.kind]}
          input={dialog.kind === 'reject' ? 'reason' : dialog.kind === 'complete' ? 'payoutReference' : undefined}
          action={queue.action}
          onSubmit={text =>
            dispatch(adminQueueActionRequested({ queue: 'withdrawals', id: dialog.row._id, action: dialog.kind, ...(dialog.kind === 'reject' ? { reason: text } : dialog.kind === 'complete' ? { payoutReference: text } : {}) }))
          }
          onClose={close}
        />
      )}
    </section>
  )
}
