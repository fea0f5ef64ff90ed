import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { Link, useParams } from 'react-router-dom'
import { formatGainPercent, formatLeaderboardPercent, formatUsdt, replayEnd, type ReplayFrame, type ReplayRow } from '@arena/domain'
import { useOpenWhileShown } from '../../app/useOpenWhileShown'
import { RetryAlert } from '../../ui/RetryAlert'
import { detailPath } from '../contest/model'
import { frameAt, matchesSettlement, replayStops, type ReplayDto } from './model'
import { replayClosed, replayOpened, selectReplay } from './slice'
import { formatStamp } from '../../ui/formatDateTime'
import './replay.css'

/** How long play shows each stop of the slider. */
export const PLAY_STEP_MS = 800

const when = (ms: number) => formatStamp(ms)

/** /contest/:id/replay: a finished contest scrubbed through time, rebuilt from its events. */
export function ContestReplayPage() {
  const { id = '' } = useParams()
  const [replay, reopen] = useOpenWhileShown(selectReplay, id, replayOpened, replayClosed)
  const back = <Link to={detailPath(id)}>Back to the contest</Link>
  if (replay.status === 'failed') {
    return (
      <article className="replay">
        <h1>Contest Replay</h1>
        <RetryAlert error={replay.error} onRetry={reopen} className="contest-error" errorClassName="field__error">
          {' '}
          {back}
        </RetryAlert>
      </article>
    )
  }
  if (!replay.data) {
    return (
      <article className="replay" aria-busy="true">
        <h1>Contest Replay</h1>
        <p role="status">Loading the replay…</p>
      </article>
    )
  }
  if (replay.data.timeline.players.length === 0) {
    return (
      <article className="replay">
        <h1>{replay.data.contestName}: replay</h1>
        <p className="contest-empty">Nobody played in this contest, so there is nothing to replay. {back}</p>
      </article>
    )
  }
  return <Replay dto={replay.data} back={back} />
}

function Replay({ dto, back }: { dto: ReplayDto; back: ReactNode }) {
  const stops = useMemo(() => replayStops(dto.timeline), [dto])
  const last = stops.length - 1
  const [index, setIndex] = useState(last)
  const [playing, setPlaying] = useState(false)
  const frame = useMemo(() => frameAt(dto.timeline, stops[index]!), [dto, stops, index])
  const final = useMemo(() => frameAt(dto.timeline, Date.parse(replayEnd(dto.timeline))), [dto])
  const [chosen, setChosen] = useState<string>(dto.you ?? dto.timeline.players[0]?.key ?? '')

  useEffect(() => {
    if (!playing) return
    if (index >= last) {
      setPlaying(false)
      return
    }
    const timer = setTimeout(() => setIndex(i => Math.min(i + 1, last)), PLAY_STEP_MS)
    return () => clearTimeout(timer)
  }, [playing, index, last])

  const play = () => {
    if (index >= last) setIndex(0)
    setPlaying(true)
  }
  const move = (next: number) => {
    setPlaying(false)
    setIndex(Math.max(0, Math.min(last, next)))
  }
  const matches = matchesSettlement(dto, final)
  const ranked = frame.rows.filter(r => r.ranked)
  const unranked = frame.rows.length - ranked.length
  const player = frame.rows.find(r => r.key === chosen)
  const nameOf = (key: string) => dto.timeline.players.find(p => p.key === key)?.name ?? key

  return (
    <article className="replay" aria-labelledby="replay-title">
      <header className="replay__head">
        <h1 id="replay-title">{dto.contestName}: replay</h1>
        <p className="contest-status">
          Rebuilt from the contest&apos;s recorded events.{' '}
          {dto.naming === 'pseudonyms' ? 'Players are shown under pseudonyms.' : ''} {back}
        </p>
      </header>

      <section className="card replay__controls" aria-label="Time">
        <label htmlFor="replay-time" className="replay__time">
          Time: <output htmlFor="replay-time" aria-live="polite">{when(stops[index]!)}</output>
          {index === last && <span className="replay__badge">{frame.ended ? 'Final' : 'Last event'}</span>}
        </label>
        <input
          id="replay-time"
          type="range"
          min={0}
          max={last}
          step={1}
          value={index}
          aria-valuetext={when(stops[index]!)}
          onChange={event => move(Number(event.target.value))}
        />
        <div className="replay__buttons">
          <button type="button" className="button button--ghost" onClick={() => move(0)} disabled={index === 0} aria-label="Go to the start">
            ⏮ Start
          </button>
          <button type="button" className="button button--ghost" onClick={() => move(index - 1)} disabled={index === 0} aria-label="Step back">
            ◀ Step
          </button>
          {playing ? (
            <button type="button" className="button" onClick={() => setPlaying(false)}>
              ⏸ Pause
            </button>
          ) : (
            <button type="button" className="button" onClick={play}>
              ▶ Play
            </button>
          )}
          <button type="button" className="button button--ghost" onClick={() => move(index + 1)} disabled={index === last} aria-label="Step forward">
            Step ▶
          </button>
          <button type="button" className="button button--ghost" onClick={() => move(last)} disabled={index === last} aria-label="Go to the end">
            End ⏭
          </button>
        </div>
        <p className="contest-empty">
          Event {frame.applied} of {dto.timeline.moments.length}. Between fills, holdings are valued at the last price the contest recorded (a fill or a
          reached stop); at the end, at the recorded final prices.
        </p>
      </section>

      <div className="replay__grid">
        <section className="card replay__board" aria-labelledby="replay-board-title">
          <h2 id="replay-board-title">Leaderboard at this time</h2>
          <Board rows={ranked} you={dto.you} caption={`${dto.contestName} leaderboard at ${when(stops[index]!)}`} />
          {unranked > 0 && (
            <p className="contest-empty">
              {unranked} {unranked === 1 ? 'player is' : 'players are'} not ranked yet (fewer than 5 orders).
            </p>
          )}
          {index === last && matches !== null && (
            <p role="status" className={matches ? 'replay__match' : 'field__error'}>
              {matches ? 'This final ranking matches the settled result.' : 'This final ranking differs from the settled result.'}
            </p>
          )}
        </section>

        <section className="card" aria-labelledby="replay-portfolio-title">
          <h2 id="replay-portfolio-title">Portfolio</h2>
          <label className="replay__pick">
            Show the portfolio of{' '}
            <select value={chosen} onChange={event => setChosen(event.target.value)}>
              {dto.timeline.players.map(p => (
                <option key={p.key} value={p.key}>
                  {p.name}
                  {p.key === dto.you ? ' (you)' : ''}
                </option>
              ))}
            </select>
          </label>
          {player ? <Portfolio row={player} frame={frame} /> : <p className="contest-empty">{nameOf(chosen)} had not joined by this time.</p>}
        </section>
      </div>
    </article>
  )
}

function Board({ rows, you, caption }: { rows: ReplayRow[]; you: string | null; caption: string }) {
  if (rows.length === 0) return <p className="contest-empty">No ranked players at this time: players appear once they have placed 5 orders.</p>
  return (
    <div className="data-table__scroll">
      <table className="replay__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Name</th>
            <th scope="col">Trades</th>
            <th scope="col">Portfolio Value (USDT)</th>
            <th scope="col">Profit %</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(row => (
            <tr key={row.key} aria-current={row.key === you ? 'true' : undefined}>
              <td>{row.rank}</td>
              <td>{row.name}</td>
              <td>{row.orderCount}</td>
              <td>{formatUsdt(row.value)}</td>
              <td className={row.gainPercent.startsWith('-') ? 'down' : 'up'}>{formatLeaderboardPercent(row.gainPercent)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Portfolio({ row, frame }: { row: ReplayRow; frame: ReplayFrame }) {
  return (
    <div aria-live="polite">
      <dl className="contest-facts">
        <div>
          <dt>Rank</dt>
          <dd>{row.ranked ? row.rank : 'Not ranked'}</dd>
        </div>
        <div>
          <dt>Value (USDT)</dt>
          <dd>{formatUsdt(row.value)}</dd>
        </div>
        <div>
          <dt>Gain</dt>
          <dd className={row.gainPercent.startsWith('-') ? 'down' : 'up'}>{formatGainPercent(row.gainPercent)}%</dd>
        </div>
        <div>
          <dt>Cash (USDT)</dt>
          <dd>{formatUsdt(row.usdt)}</dd>
        </div>
        <div>
          <dt>Orders</dt>
          <dd>{row.orderCount}</dd>
        </div>
        <div>
          <dt>Filled trades</dt>
          <dd>{row.filledTrades}</dd>
        </div>
      </dl>
      {row.holdings.length === 0 ? (
        <p className="contest-empty">No coins held {frame.ended ? 'at the end' : 'at this time'}.</p>
      ) : (
        <div className="data-table__scroll">
          <table className="replay__table">
            <caption>Holdings of {row.name}</caption>
            <thead>
              <tr>
                <th scope="col">Pair</th>
                <th scope="col">Quantity</th>
                <th scope="col">Price (USDT)</th>
                <th scope="col">Value (USDT)</th>
              </tr>
            </thead>
            <tbody>
              {row.holdings.map(h => (
                <tr key={h.symbol}>
                  <td>{h.symbol}</td>
                  <td>{h.quantity}</td>
                  <td>{h.price === null ? '—' : formatUsdt(h.price)}</td>
                  <td>{formatUsdt(h.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
