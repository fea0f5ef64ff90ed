import { useLoadOnMount } from '../../../app/useLoadOnMount'
import { DataTable, type DataColumn } from '../../../ui/DataTable'
import { formatDateTime } from '../../../ui/formatDateTime'
import { Loaded } from '../../../ui/Loaded'
import { AdminQueuePage, type AdminQueueSpec } from './AdminQueuePage'
import { approvalNote, approvalProgress } from './approvals'
import { queueStatusLabel } from './QueueFilterSelect'
import { Fact, FactGroup, filedColumns, PlayerFacts, playerText, rupees } from './QueueDetail'
import type { DepositRowDto, UnmatchedPaymentDto } from './api'
import { adminUnmatchedRequested, selectUnmatchedPayments } from './slice'

type Kind = 'confirm' | 'reject'

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

const usedBefore = (row: DepositRowDto) => row.referenceUsedBefore ?? []
const usedBeforeText = (row: DepositRowDto) =>
  usedBefore(row).map(earlier => `${earlier._id} (${earlier.userId === row.userId ? 'same player' : `user ${earlier.userId}`}, ${queueStatusLabel(earlier.status).toLowerCase()}, ${formatDateTime(earlier.date)})`).join('; ')

/** DEPOSIT_GST_RATE: the GST inside the amount and what the cash wallet gets; null when no GST applies. */
const gstText = (row: DepositRowDto) => (row.gst !== undefined && row.credited !== undefined ? `GST ${rupees(row.gst)}, credited ${rupees(row.credited)}` : null)

const statusText = (row: DepositRowDto) => (row.reject ? `Rejected: ${row.reject}` : [queueStatusLabel(row.status), approvalProgress(row)].filter(Boolean).join(', '))

const deposits: AdminQueueSpec<DepositRowDto, Kind> = {
  queue: 'deposits',
  title: 'Deposits',
  hint: (
    <>
      Confirm a deposit only after the amount and reference appear on the bank statement, under the player's username: confirming credits the
      player's Cash Wallet. "Used before" marks a reference an earlier deposit request quoted. Nobody confirms their own deposit, and large deposits
      need two different admins ("1 of 2 approvals").
    </>
  ),
  caption: 'Deposit requests',
  emptyText: 'No deposits found!',
  columns: [
    ...filedColumns<DepositRowDto>(),
    {
      id: 'amount',
      header: 'Amount',
      text: row => [rupees(row.amount), gstText(row)].filter(Boolean).join(' · '),
      cell: row => (
        <span className="queue-cell">
          <span>{rupees(row.amount)}</span>
          {gstText(row) && <small>{gstText(row)}</small>}
        </span>
      ),
    },
    { id: 'method', header: 'Method', text: row => row.method },
    {
      id: 'reference',
      header: 'Reference',
      text: row => (usedBefore(row).length > 0 ? `${row.reference} (used before)` : row.reference),
      cell: row => (
        <span className="queue-cell">
          <span className="queue-cell__code">{row.reference}</span>
          {usedBefore(row).length > 0 && <span className="queue-flag" title={usedBeforeText(row)}>Used before</span>}
        </span>
      ),
    },
    { id: 'status', header: 'Status', text: statusText },
  ],
  detail(row) {
    return (
      <div className="queue-detail">
        <FactGroup title="Deposit">
          <Fact label="Reference" value={row.reference} copy={row.reference} />
          <Fact label="Method" value={row.method} />
          <Fact label="Amount" value={rupees(row.amount)} />
          {gstText(row) && <Fact label="GST / Credited" value={gstText(row)!} />}
          <Fact label="Transaction id" value={row._id} copy={row._id} />
          <Fact label="Filed" value={formatDateTime(row.date)} />
          <Fact label="Status" value={statusText(row)} />
          {row.approvals.length > 0 && <Fact label="Approved by" value={row.approvals.join(', ')} />}
        </FactGroup>
        <PlayerFacts player={row.player} userId={row.userId} />
        {usedBefore(row).length > 0 && (
          <FactGroup title="Reference used before">
            {usedBefore(row).map(earlier => (
              <Fact key={earlier._id} label={formatDateTime(earlier.date)} value={`${earlier._id}: ${earlier.userId === row.userId ? 'same player' : `user ${earlier.userId}`}, ${queueStatusLabel(earlier.status).toLowerCase()}`} />
            ))}
          </FactGroup>
        )}
      </div>
    )
  },
  buttons: row => [
    { kind: 'confirm', label: 'Confirm', ariaLabel: `Confirm deposit ${row.reference}`, primary: true },
    { kind: 'reject', label: 'Reject', ariaLabel: `Reject deposit ${row.reference}` },
  ],
  dialog(kind, row) {
    const note = kind === 'confirm' ? approvalNote(row, 'confirm') : null
    return {
      title: kind === 'confirm' ? 'Confirm deposit' : 'Reject deposit',
      submitLabel: kind === 'confirm' ? 'Confirm' : 'Reject',
      input: kind === 'reject' ? ('reason' as const) : undefined,
      summary: (
        <p>
          {kind === 'confirm' ? 'Credit' : 'Reject'} {rupees(row.amount)} by {row.method}, reference <strong>{row.reference}</strong>,
          {kind === 'confirm' && row.credited !== undefined && row.gst !== undefined && ` (GST ${rupees(row.gst)} inside it: ${rupees(row.credited)} is credited)`}
          {kind === 'confirm' ? ' to the Cash Wallet of ' : ' filed by '} {playerText(row.player, row.userId)}?
          {usedBefore(row).length > 0 && <><br /><strong>This reference was used before:</strong> {usedBeforeText(row)}</>}
          {note && <><br />{note}</>}
        </p>
      ),
    }
  },
  request: (kind, _row, text) => ({ action: kind, ...(kind === 'reject' ? { reason: text } : {}) }),
}

/** /admin/deposits: filed deposits to match against the bank statement, then confirm (credits cash) or reject. */
export function AdminDepositsPage() {
  const [unmatched] = useLoadOnMount(selectUnmatchedPayments, adminUnmatchedRequested())
  return (
    <AdminQueuePage spec={deposits}>
      <h2 id="admin-unmatched-title">Unmatched payments</h2>
      <p className="admin-hint">Signed payment notices that could not be credited: the user does not exist, is blocked or deleted, or the reference belongs to another user's deposit. Refund or match them by hand.</p>
      <Loaded status={unmatched.status} error={unmatched.error} rows={unmatched.rows}>
        <DataTable caption="Unmatched payments" rows={unmatched.rows} columns={unmatchedColumns} emptyText="No unmatched payments." />
      </Loaded>
    </AdminQueuePage>
  )
}
