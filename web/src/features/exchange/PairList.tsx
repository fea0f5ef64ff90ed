import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { useAppSelector } from '../../app/hooks'
import { figure, signed, toneOf } from './format'
import { selectPairs } from './marketSlice'
import { selectContest } from './selectors'
import type { PairSummary } from './types'

/**
 * The contest's pairs (all market pairs until the contest is known) with price and 24 h change,
 * filtered by a search box; each links to the same screen for that pair.
 */
export function PairList({ current, pathFor }: { current: string; pathFor: (symbol: string) => string }) {
  const [query, setQuery] = useState('')
  const searchId = useId()
  const pairs = useAppSelector(selectPairs)
  const contest = useAppSelector(selectContest)
  const bySymbol = new Map(pairs.items.map(pair => [pair.symbol, pair]))
  const symbols = contest.pairs.length > 0 ? contest.pairs : pairs.items.map(pair => pair.symbol)
  const rows: PairSummary[] = symbols.map(symbol => bySymbol.get(symbol) ?? { symbol, lastPrice: null, priceChange: null, priceChangePercent: null })
  const needle = query.trim().toUpperCase()
  const shown = needle ? rows.filter(row => row.symbol.includes(needle)) : rows
  return (
    <section className="pairs card" aria-labelledby="pairs-title">
      <h2 id="pairs-title" className="panel-title">Pairs</h2>
      <label htmlFor={searchId} className="visually-hidden">Search pairs</label>
      <input id={searchId} type="search" className="pairs__search" placeholder="Search" value={query} onChange={event => setQuery(event.target.value)} autoComplete="off" />
      {pairs.status === 'loading' && rows.length === 0 && <p className="muted" role="status">Loading pairs…</p>}
      {pairs.status === 'failed' && rows.length === 0 && <p className="down" role="alert">{pairs.error}</p>}
      {rows.length > 0 && shown.length === 0 && <p className="muted">No pair matches “{query}”.</p>}
      <ul className="pairs__list">
        {shown.map(row => (
          <li key={row.symbol}>
            <Link to={pathFor(row.symbol)} aria-current={row.symbol === current ? 'page' : undefined} className="pairs__row">
              <span className="pairs__symbol">{row.symbol.slice(0, -4)}/{row.symbol.slice(-4)}</span>
              <span>{figure(row.lastPrice)}</span>
              <span className={toneOf(row.priceChangePercent)}>{row.priceChangePercent === null ? '—' : `${signed(row.priceChangePercent)}%`}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
