import { useCallback, useState } from 'react'
import { formatInr } from '@arena/domain'
import { useAppDispatch } from '../../../app/hooks'
import { useLoadOnMount } from '../../../app/useLoadOnMount'
import { DataTable, type DataColumn } from '../../../ui/DataTable'
import { formatDateTime } from '../../../ui/formatDateTime'
import type { FairPlayFlagDto, PrizeDecision, PrizeHoldDto } from './api'
import { fairPlayRequested, prizeDecisionRequested, prizeDecisionReset, selectAdminFairPlay } from './slice'
import { QueueActionDialog } from '../QueueActionDialog'
import '../admin.css'

const KINDS: Record<FairPlayFlagDto['kind'], string> = {
  device: 'Same device', bank: 'Same bank account', upi: 'Same UPI id', pan: 'Same PAN', signupIp: 'Sign-ups from one address',
}
const STATUSES: Record<PrizeHoldDto['status'], string> = { held: 'Held for review', released: 'Released', withheld: 'Withheld' }
const TITLES: Record<PrizeDecision, string> = { release: 'Release held prize', withhold: 'Withhold prize' }
const SUBMITS: Record<PrizeDecision, string> = { release: 'Release to winning wallet', withhold: 'Withhold' }

type Dialog = { decision: PrizeDecision; hold: PrizeHoldDto } | null

const rupees = (amount: string) => `₹${formatInr(amount)}`

/** /admin/fair-play: accounts that look like one person, and the prizes held because of them. */
export function AdminFairPlayPage() {
  const dispatch = useAppDispatch()
  const [page] = useLoadOnMount(selectAdminFairPlay, fairPlayRequested())
  const [dialog, setDialog] = useState<Dialog>(null)
  const open = (decision: PrizeDecision, hold: PrizeHoldDto) => {
    dispatch(prizeDecisionReset())
    setDialog({ decision, hold })
  }
  const close = useCallback(() => setDialog(null), [])

  const flagColumns: DataColumn<FairPlayFlagDto>[] = [
    { id: 'kind', header: 'Flag', text: flag => KINDS[flag.kind] },
    { id: 'value', header: 'Shared value', text: flag => flag.value },
    { id: 'accounts', header: 'Accounts', text: flag => flag.accounts.map(a => `${a.name || a.userId} (${a.userId}, ${formatDateTime(a.at)})`).join('; ') },
    { id: 'when', header: 'Seen', text: flag => `${formatDateTime(flag.firstAt)} – ${formatDateTime(flag.lastAt)}` },
  ]
  const holdColumns: DataColumn<PrizeHoldDto>[] = [
    { id: 'date', header: 'Held at', text: hold => formatDateTime(hold.heldAt) },
    { id: 'contest', header: 'Contest', text: hold => hold.contestName || hold.contestId },
    { id: 'user', header: 'User Id', text: hold => hold.userId },
    { id: 'rank', header: 'Rank', text: hold => String(hold.rank) },
    { id: 'amount', header: 'Prize', text: hold => rupees(hold.amount) },
    { id: 'reason', header: 'Why', text: hold => hold.reason },
    {
      id: 'status',
      header: 'Status',
      text: hold => (hold.status === 'withheld' ? `Withheld by ${hold.decidedBy ?? ''}: ${hold.withheldReason ?? ''}` : hold.status === 'released' ? `Released by ${hold.decidedBy ?? ''}` : STATUSES.held),
    },
    {
      id: 'action',
      header: 'Action',
      text: () => '',
      cell: hold =>
        hold.status === 'held' ? (
          <span className="queue-actions">
            <button type="button" className="button button--primary" aria-label={`Release prize ${hold.holdId}`} onClick={() => open('release', hold)}>Release</button>
            <button type="button" className="button button--ghost" aria-label={`Withhold prize ${hold.holdId}`} onClick={() => open('withhold', hold)}>Withhold</button>
          </span>
        ) : null,
    },
  ]

  return (
    <section aria-labelledby="admin-fair-play-title" aria-busy={page.status === 'loading'}>
      <h1 id="admin-fair-play-title">Fair play</h1>
      <p className="admin-hint">
        Accounts that share a device, a bank account, a UPI id or a PAN, or that signed up in a burst from one address, are flagged here with the
        evidence. A flagged winner's prize is held at settlement instead of paid. Release it to pay it into the winning wallet (once, however often
        you click), or withhold it with a reason: a withheld prize is never paid and stays with the operator.
      </p>
      {page.status === 'failed' && <p role="alert" className="field__error">{page.error}</p>}
      {page.status === 'loading' && page.holds.length === 0 && page.flags.length === 0 ? (
        <p role="status">Loading…</p>
      ) : (
        <>
          <h2>Held prizes</h2>
          <DataTable caption="Held prizes" rows={page.holds} columns={holdColumns} emptyText="No prizes held" />
          <h2>Flags</h2>
          {page.flagsTotal > page.flags.length && (
            <p role="status" className="admin-hint">Showing the newest {page.flags.length} of {page.flagsTotal} flags.</p>
          )}
          <DataTable caption="Fair-play flags" rows={page.flags} columns={flagColumns} emptyText="No accounts flagged" />
        </>
      )}
      {dialog && (
        <QueueActionDialog
          title={TITLES[dialog.decision]}
          summary={
            <dl className="queue-dialog__figures">
              <div><dt>Prize</dt><dd>{rupees(dialog.hold.amount)}</dd></div>
              <div><dt>Contest</dt><dd>{dialog.hold.contestName || dialog.hold.contestId}</dd></div>
              <div><dt>User</dt><dd>{dialog.hold.userId}</dd></div>
              <div><dt>Held because</dt><dd>{dialog.hold.reason}</dd></div>
            </dl>
          }
          submitLabel={SUBMITS[dialog.decision]}
          input={dialog.decision === 'withhold' ? 'reason' : undefined}
          action={page.action}
          onSubmit={text => dispatch(prizeDecisionRequested({ holdId: dialog.hold.holdId, decision: dialog.decision, ...(dialog.decision === 'withhold' ? { reason: text } : {}) }))}
          onClose={close}
        />
      )}
    </section>
  )
}
