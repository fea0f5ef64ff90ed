import { formatDateTime } from '../../../ui/formatDateTime'
import { AdminQueuePage, type AdminQueueSpec } from './AdminQueuePage'
import { approvalNote, approvalProgress, isFirstOfTwo } from './approvals'
import { queueStatusLabel } from './QueueFilterSelect'
import { Fact, FactGroup, filedColumns, PlayerFacts, playerText, rupees } from './QueueDetail'
import type { WithdrawalRowDto } from './api'

type Kind = 'complete' | 'reject' | 'release'

const TITLES: Record<Kind, string> = { complete: 'Complete withdrawal', reject: 'Reject withdrawal', release: 'Release held withdrawal' }
const SUBMITS: Record<Kind, string> = { complete: 'Mark complete', reject: 'Reject', release: 'Release for payout' }

/** Held for the declaration review and not yet released: completing waits for a release. */
const isHeld = (row: WithdrawalRowDto) => row.status === 'pending' && row.hold?.status === 'held'

const statusText = (row: WithdrawalRowDto) => {
  if (row.reject) return `Rejected: ${row.reject}`
  if (isHeld(row)) return `Held: ${row.hold!.reason}`
  return [queueStatusLabel(row.status), approvalProgress(row)].filter(Boolean).join(', ')
}

/** The TDS line an operator pays from: gross, tax withheld, net to the bank. */
const tdsLine = (row: WithdrawalRowDto) => `Gross ${rupees(row.amount)} − TDS ${rupees(row.tds)} = Net ${rupees(row.paid)}`

const payToText = (row: WithdrawalRowDto) => (row.payee ? `${row.payee.accountHolderName} ${row.payee.accountNo} ${row.payee.ifscCode}` : `Account ${row.bank_detail_id}`)

const withdrawals: AdminQueueSpec<WithdrawalRowDto, Kind> = {
  queue: 'withdrawals',
  title: 'Withdrawals',
  hint: (
      <>
        Pay the net amount to the account shown (Details has the bank, UPI and copy buttons), then mark the withdrawal complete; the TDS is the tax
        withheld. A withdrawal whose KYC disagrees with the player's declared birth date or state is held: check the reason, then release it for payout
        or reject it. Nobody completes their own withdrawal; large ones need a first approval by one admin and completion by another ("1 of 2 approvals").
      </>
  ),
  caption: 'Withdrawal requests',
  emptyText: 'No withdrawals found!',
  columns: [
    ...filedColumns<WithdrawalRowDto>(),
    {
      id: 'payTo',
      header: 'Pay to',
      text: payToText,
      cell: row =>
        row.payee ? (
          <span className="queue-cell">
            <strong>{row.payee.accountHolderName}</strong>
            <span>A/c {row.payee.accountNo}</span>
            <span>IFSC {row.payee.ifscCode}</span>
          </span>
        ) : (
          <span className="queue-cell__muted">Account {row.bank_detail_id} not on file</span>
        ),
    },
    {
      id: 'amount',
      header: 'Amount',
      text: tdsLine,
      cell: row => (
        <span className="queue-cell queue-cell--figures">
          <span>Gross {rupees(row.amount)}</span>
          <span>TDS {rupees(row.tds)}</span>
          <strong>Net {rupees(row.paid)}</strong>
        </span>
      ),
    },
    { id: 'status', header: 'Status', text: statusText },
  ],
  detail(row) {
    const payee = row.payee
    return (
      <div className="queue-detail">
        <FactGroup title="Pay to">
          {payee ? (
            <>
              <Fact label="Account holder" value={payee.accountHolderName} copy={payee.accountHolderName} />
              <Fact label="Account number" value={payee.accountNo} copy={payee.accountNo} />
              <Fact label="IFSC" value={payee.ifscCode} copy={payee.ifscCode} />
              <Fact label="Bank" value={[payee.bankName, payee.branchName].filter(Boolean).join(', ')} />
              <Fact label="Account review" value={payee.status === 'accepted' ? 'Accepted' : payee.status === 'pending' ? 'Pending review' : 'Rejected'} />
            </>
          ) : (
            <Fact label="Bank account" value={`${row.bank_detail_id} (not on file)`} />
          )}
          <Fact label="UPI" value={row.player?.upiIds.length ? row.player.upiIds.join(', ') : '—'} copy={row.player?.upiIds[0]} />
        </FactGroup>
        <PlayerFacts player={row.player} userId={row.userId} />
        <FactGroup title="Withdrawal">
          <Fact label="TDS line" value={tdsLine(row)} />
          <Fact label="Transaction id" value={row._id} copy={row._id} />
          <Fact label="Requested" value={formatDateTime(row.date)} />
          <Fact label="Status" value={statusText(row)} />
          {row.hold && <Fact label={row.hold.status === 'held' ? 'Held because' : `Released by ${row.hold.releasedBy ?? ''}`} value={row.hold.reason} />}
          {row.approvals.length > 0 && <Fact label="Approved by" value={row.approvals.join(', ')} />}
        </FactGroup>
      </div>
    )
  },
  buttons: row => [
    isHeld(row)
      ? { kind: 'release', label: 'Release', ariaLabel: `Release withdrawal ${row._id}`, primary: true }
      : { kind: 'complete', label: 'Complete', ariaLabel: `Complete withdrawal ${row._id}`, primary: true },
    { kind: 'reject', label: 'Reject', ariaLabel: `Reject withdrawal ${row._id}` },
  ],
  dialog(kind, row) {
    return {
      title: TITLES[kind],
      submitLabel: kind === 'complete' && isFirstOfTwo(row) ? 'Approve (1 of 2)' : SUBMITS[kind],
      input: kind === 'reject' ? ('reason' as const) : kind === 'complete' ? ('payoutReference' as const) : undefined,
      summary: (
        <dl className="queue-dialog__figures">
          <div><dt>Amount</dt><dd>{rupees(row.amount)}</dd></div>
          <div><dt>TDS</dt><dd>{rupees(row.tds)}</dd></div>
          <div><dt>Pay out</dt><dd>{rupees(row.paid)}</dd></div>
          <div><dt>Pay to</dt><dd>{payToText(row)}</dd></div>
          <div><dt>Player</dt><dd>{playerText(row.player, row.userId)}</dd></div>
          {row.hold && <div><dt>Held because</dt><dd>{row.hold.reason}</dd></div>}
          {kind === 'complete' && approvalNote(row, 'complete') && <div><dt>Approvals</dt><dd>{approvalNote(row, 'complete')}</dd></div>}
        </dl>
      ),
    }
  },
  request: (kind, _row, text) =>
    ({ action: kind, ...(kind === 'reject' ? { reason: text } : kind === 'complete' ? { payoutReference: text } : {}) }),
}

/** /admin/withdrawals: pay the net amount to the account shown and mark complete, or reject (the hold returns to winnings). */
export function AdminWithdrawalsPage() {
  return <AdminQueuePage spec={withdrawals} />
}
