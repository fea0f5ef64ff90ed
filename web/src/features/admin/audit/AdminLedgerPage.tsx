import { useState } from 'react'
import { formatInr } from '@arena/domain'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { DataTable, type DataColumn } from '../../../ui/DataTable'
import { Field } from '../../../ui/Field'
import { formatDateTime } from '../../../ui/formatDateTime'
import { indiaInstant, type LedgerRow, type LedgerStop } from './api'
import { ledgerPlayersSearched, ledgerRequested, selectAdminAudit } from './slice'
import '../admin.css'
import './audit.css'

const rupees = (amount: string) => `₹${formatInr(amount)}`

const COLUMNS: DataColumn<LedgerRow>[] = [
  { id: 'version', header: '#', text: row => String(row.version) },
  { id: 'at', header: 'At', text: row => formatDateTime(row.at) },
  { id: 'type', header: 'Event', text: row => row.type },
  { id: 'cash', header: 'Cash', text: row => rupees(row.cash) },
  { id: 'winning', header: 'Winning', text: row => rupees(row.winning) },
  { id: 'reward', header: 'Reward', text: row => rupees(row.reward) },
  { id: 'txId', header: 'Transaction Id', text: row => row.txId ?? '' },
  { id: 'detail', header: 'Detail', text: row => row.detail },
]

/**
 * /admin/ledger: one player's wallet events read from the ledger itself, with the balances
 * after each; stopping at an instant or an event number shows what the player had then.
 */
export function AdminLedgerPage() {
  const dispatch = useAppDispatch()
  const { players, ledger } = useAppSelector(selectAdminAudit)
  const [query, setQuery] = useState('')
  const [until, setUntil] = useState('')
  const [untilEvent, setUntilEvent] = useState('')
  const stop = (): LedgerStop => ({ ...(until ? { until: indiaInstant(until) } : {}), ...(untilEvent ? { untilEvent } : {}) })
  const user = ledger.user
  const fieldError = ledger.errors.until ?? ledger.errors.untilEvent
  return (
    <section aria-labelledby="admin-ledger-title" aria-busy={ledger.status === 'loading' || players.status === 'loading'}>
      <h1 id="admin-ledger-title">Ledger replay</h1>
      <p className="admin-hint">
        Read from the ledger, not from the balances screens: when a player disputes a balance, the last row is the truth.
      </p>
      <form className="admin-search" role="search" aria-label="Find a player"
        onSubmit={event => { event.preventDefault(); dispatch(ledgerPlayersSearched(query)) }}>
        <Field label="User id or mobile" name="player" value={query} onChange={event => setQuery(event.target.value)} />
        <button type="submit" className="button button--primary">Find</button>
      </form>
      {players.status === 'failed' && <p role="alert" className="field__error">{players.error}</p>}
      {players.status === 'loaded' && players.rows.length === 0 && <p>No user found!</p>}
      {players.rows.length > 0 && (
        <ul className="audit-players" aria-label="Matching players">
          {players.rows.map(row => (
            <li key={row._id}>
              <button type="button" className="button button--ghost" aria-label={`Replay the ledger of ${row.name}`}
                onClick={() => dispatch(ledgerRequested({ user: row, stop: stop() }))}>
                {row.name}
              </button>
              <span className="admin-hint">{row.mobile ? `+${row.countryCode} ${row.mobile}` : row.email} · {row._id}</span>
            </li>
          ))}
        </ul>
      )}
      {user && (
        <>
          <h2>Ledger of {user.name}</h2>
          <form className="audit-stop" aria-label="Where the replay stops"
            onSubmit={event => { event.preventDefault(); dispatch(ledgerRequested({ user, stop: stop() })) }}>
            <Field label="Stop at (India time)" type="datetime-local" step={1} name="until" value={until} error={ledger.errors.until}
              onChange={event => setUntil(event.target.value)} />
            <Field label="Stop at event number" inputMode="numeric" name="untilEvent" value={untilEvent} error={ledger.errors.untilEvent}
              onChange={event => setUntilEvent(event.target.value.replace(/\D/g, ''))} />
            <button type="submit" className="button button--primary">Replay</button>
          </form>
          {ledger.status === 'failed' && !fieldError && <p role="alert" className="field__error">{ledger.error}</p>}
          <DataTable caption={`Wallet ledger of ${user.name}`} rows={ledger.rows} columns={COLUMNS} exportName={`Ledger ${user._id}`}
            emptyText={ledger.status === 'loading' ? 'Loading…' : 'No wallet events'} />
        </>
      )}
    </section>
  )
}
