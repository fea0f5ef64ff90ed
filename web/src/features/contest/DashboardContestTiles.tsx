import { useEffect } from 'react'
import { Link } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { BannerCarousel } from './BannerCarousel'
import { Countdown } from './Countdown'
import type { ContestList } from './listsSlice'
import { listRequested, totalsRequested } from './listsSlice'
import { countdownOf, detailPath } from './model'
import { selectContestList, selectTotals } from './slice'
import { useServerNow } from './useServerNow'
import './contest.css'

/** The dashboard's contest tiles (spec section 2): counts, the next live and upcoming contest, banners. */
export function DashboardContestTiles() {
  const dispatch = useAppDispatch()
  const totals = useAppSelector(selectTotals)
  const live = useAppSelector(state => selectContestList(state, 'live'))
  const upcoming = useAppSelector(state => selectContestList(state, 'upcoming'))
  const now = useServerNow()
  useEffect(() => {
    dispatch(totalsRequested())
    dispatch(listRequested('live'))
    dispatch(listRequested('upcoming'))
  }, [dispatch])
  const counts: [string, string, number | undefined][] = [
    ['live', 'Live Contests', totals.data?.liveTotal],
    ['past', 'Past Contests', totals.data?.pastTotal],
    ['upcoming', 'Upcoming Contests', totals.data?.upcomingtotal],
  ]
  return (
    <>
      <section className="card dashboard-card contest-counts" aria-labelledby="contest-counts-title" aria-busy={totals.status === 'loading'}>
        <h2 id="contest-counts-title">Contests</h2>
        {totals.status === 'failed' && (
          <p role="alert" className="field__error">
            {totals.error}
          </p>
        )}
        <ul>
          {counts.map(([type, label, count]) => (
            <li key={type}>
              <Link to={`/contest/${type}`}>
                <b>{count ?? '—'}</b> <span>{label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <NextContestTile title="Live Contest" list={live} now={now} emptyText="No contest is live right now." />
      <NextContestTile title="Upcoming Contest" list={upcoming} now={now} emptyText="No upcoming contest yet." />
      <BannerCarousel />
    </>
  )
}

/** The first contest of a list with its countdown ("Ends In" for live, "Starts In" for upcoming). */
function NextContestTile({ title, list, now, emptyText }: { title: string; list: ContestList; now: number | null; emptyText: string }) {
  const contest = list.items[0]
  const countdown = contest ? countdownOf(contest) : null
  const id = `tile-${title.replace(/\s+/g, '-').toLowerCase()}`
  return (
    <section className="card dashboard-card contest-tile" aria-labelledby={id} aria-busy={list.status === 'loading'}>
      <h2 id={id}>{title}</h2>
      {contest ? (
        <>
          <p className="contest-tile__name">{contest.contestName}</p>
          {countdown && <Countdown label={countdown.label} target={countdown.target} now={now} />}
          <Link to={detailPath(contest.contest_id)} aria-label={`View Details of ${contest.contestName}`}>
            View Details
          </Link>
        </>
      ) : list.status === 'failed' ? (
        <p role="alert" className="field__error">
          {list.error}
        </p>
      ) : (
        <p className="contest-empty">{list.status === 'loaded' ? emptyText : 'Loading…'}</p>
      )}
    </section>
  )
}
