import { useEffect, useState, type FormEvent } from 'react'
import { formatInr } from '@arena/domain'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { DataTable, type DataColumn } from '../../../ui/DataTable'
import { Field } from '../../../ui/Field'
import { Modal } from '../../../ui/Modal'
import { formatDateTime } from '../../../ui/formatDateTime'
import type { SponsorDto, SponsorLedgerRowDto } from './api'
import { grantRequested, ledgerClosed, ledgerRequested, selectAdminSponsors, sponsorCreateRequested, sponsorFormReset, sponsorsRequested } from './slice'
import { SubmitActions } from '../../../ui/SubmitActions'
import '../admin.css'

const rupees = (amount: string) => `₹${formatInr(amount)}`

const KINDS: Record<SponsorLedgerRowDto['type'], string> = {
  SponsorCreated: 'Sponsor created',
  SponsorBudgetGranted: 'Budget granted',
  SponsorPoolReserved: 'Prize pool reserved',
  SponsorPrizePaid: 'Prize paid',
  SponsorPoolReturned: 'Unspent pool returned',
}

/** /admin/sponsors: sponsors' budgets, the prize pools their contests reserve, pay and return, and each sponsor's ledger. */
export function AdminSponsorsPage() {
  const dispatch = useAppDispatch()
  const page = useAppSelector(selectAdminSponsors)
  const [create, setCreate] = useState({ name: '', amount: '', note: '' })
  const [granting, setGranting] = useState<SponsorDto | null>(null)
  const [grant, setGrant] = useState({ amount: '', note: '' })
  useEffect(() => {
    dispatch(sponsorsRequested())
    dispatch(sponsorFormReset())
  }, [dispatch])
  // A form that went through is emptied; a refused one keeps what was typed, with the errors.
  useEffect(() => {
    if (page.form.status !== 'done') return
    setCreate({ name: '', amount: '', note: '' })
    setGrant({ amount: '', note: '' })
    setGranting(null)
  }, [page.form.status])
  const sending = page.form.status === 'sending'
  const errors = page.form.status === 'failed' ? page.form.errors : {}

  const submitCreate = (event: FormEvent) => {
    event.preventDefault()
    setGranting(null)
    dispatch(sponsorCreateRequested(create))
  }
  const submitGrant = (event: FormEvent) => {
    event.preventDefault()
    if (granting) dispatch(grantRequested({ sponsorId: granting.sponsorId, ...grant }))
  }

  const columns: DataColumn<SponsorDto>[] = [
    { id: 'name', header: 'Sponsor', text: s => s.name },
    { id: 'granted', header: 'Granted', text: s => rupees(s.granted) },
    { id: 'reserved', header: 'Reserved', text: s => rupees(s.reserved) },
    { id: 'paid', header: 'Paid in prizes', text: s => rupees(s.paid) },
    { id: 'returned', header: 'Returned', text: s => rupees(s.returned) },
    { id: 'available', header: 'Available', text: s => rupees(s.available) },
    {
      id: 'action',
      header: 'Action',
      text: () => '',
      cell: s => (
        <span className="queue-actions">
          <button type="button" className="button button--primary" aria-label={`Grant budget to ${s.name}`} onClick={() => { dispatch(sponsorFormReset()); setGranting(s) }}>Grant</button>
          <button type="button" className="button button--ghost" aria-label={`Ledger of ${s.name}`} onClick={() => dispatch(ledgerRequested(s.sponsorId))}>Ledger</button>
        </span>
      ),
    },
  ]
  const ledgerColumns: DataColumn<SponsorLedgerRowDto>[] = [
    { id: 'at', header: 'Date', text: r => formatDateTime(r.at) },
    { id: 'type', header: 'Entry', text: r => KINDS[r.type] },
    { id: 'contest', header: 'Contest', text: r => r.contestName ?? r.contestId ?? '' },
    { id: 'winner', header: 'Winner', text: r => (r.userId ? `${r.userId} (rank ${r.rank ?? ''})` : '') },
    { id: 'amount', header: 'Amount', text: r => rupees(r.amount) },
    { id: 'available', header: 'Available after', text: r => rupees(r.available) },
    { id: 'note', header: 'Note', text: r => r.note ?? '' },
    { id: 'by', header: 'By', text: r => r.by },
  ]
  const ledgerOf = page.ledger ? page.sponsors.find(s => s.sponsorId === page.ledger!.sponsorId) : undefined

  return (
    <section aria-labelledby="admin-sponsors-title" aria-busy={page.status === 'loading'}>
      <h1 id="admin-sponsors-title">Sponsors</h1>
      <p className="admin-hint">
        A sponsor's budget funds the prize pools of sponsored contests. Creating a sponsored contest reserves its whole pool from the budget;
        settlement pays each prize from it into the winner's winning wallet, and what no winner took (or all of it, for a cancelled contest)
        returns to the budget. Granted = available + reserved + paid.
      </p>
      <form className="card" onSubmit={submitCreate} aria-label="New sponsor">
        <h2>New sponsor</h2>
        <Field label="Sponsor name" name="name" value={create.name} disabled={sending} error={granting ? undefined : errors.name} onChange={e => setCreate({ ...create, name: e.target.value })} />
        <Field label="First budget (₹)" name="amount" inputMode="decimal" value={create.amount} disabled={sending} error={granting ? undefined : errors.amount} onChange={e => setCreate({ ...create, amount: e.target.value })} />
        <Field label="Note" name="note" value={create.note} disabled={sending} onChange={e => setCreate({ ...create, note: e.target.value })} />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={sending}>{sending && !granting ? 'Creating…' : 'Create sponsor'}</button>
        </div>
      </form>
      {page.status === 'failed' && <p role="alert" className="field__error">{page.error}</p>}
      {page.status === 'loading' && page.sponsors.length === 0 ? (
        <p role="status">Loading…</p>
      ) : (
        <DataTable caption="Sponsors" rows={page.sponsors} columns={columns} exportName="Sponsors" emptyText="No sponsors yet" />
      )}
      {page.ledger && (
        <section aria-labelledby="sponsor-ledger-title">
          <h2 id="sponsor-ledger-title">Ledger: {ledgerOf?.name ?? page.ledger.sponsorId}</h2>
          <button type="button" className="button button--ghost" onClick={() => dispatch(ledgerClosed())}>Close ledger</button>
          {page.ledger.status === 'loading' && <p role="status">Loading…</p>}
          {page.ledger.status === 'failed' && <p role="alert" className="field__error">{page.ledger.error}</p>}
          {page.ledger.status === 'loaded' && <DataTable caption="Sponsor ledger" rows={page.ledger.rows} columns={ledgerColumns} exportName="Sponsor Ledger" emptyText="No entries" />}
        </section>
      )}
      <Modal open={granting !== null} title={`Grant budget to ${granting?.name ?? ''}`} onClose={() => setGranting(null)}>
        <form onSubmit={submitGrant} aria-busy={sending}>
          <p>Available now: {granting ? rupees(granting.available) : ''}</p>
          <Field label="Amount (₹)" name="amount" inputMode="decimal" value={grant.amount} disabled={sending} error={errors.amount} onChange={e => setGrant({ ...grant, amount: e.target.value })} />
          <Field label="Note" name="note" value={grant.note} disabled={sending} error={errors.note} onChange={e => setGrant({ ...grant, note: e.target.value })} />
          {page.form.status === 'failed' && !errors.amount && <p role="alert" className="field__error">{page.form.message}</p>}
          <SubmitActions label="Grant budget" busyLabel="Granting…" busy={sending}>
            <button type="button" className="button button--ghost" disabled={sending} onClick={() => setGranting(null)}>Cancel</button>
          </SubmitActions>
        </form>
      </Modal>
    </section>
  )
}
