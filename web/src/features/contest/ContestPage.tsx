import { Link, Navigate, useParams } from 'react-router-dom'
import { useOpenWhileShown } from '../../app/useOpenWhileShown'
import { RetryAlert } from '../../ui/RetryAlert'
import { ContestCard } from './ContestCard'
import { GlobalLeaderboard } from './GlobalLeaderboard'
import { listRequested } from './listsSlice'
import { isListType, LIST_TYPES, type ListType } from './model'
import { ParticipateModal } from './ParticipateModal'
import { PastContestsTable } from './PastContestsTable'
import { PrivateContestPanel } from './PrivateContestPanel'
import { selectContestList } from './slice'
import { useServerNow } from './useServerNow'
import './contest.css'

const TAB_LABELS: Record<ListType, string> = { live: 'Live', upcoming: 'Upcoming', past: 'Past', my: 'My Contests' }

/** Each list's heading: the tab's label already says "Contests" for "My Contests", so it is not said twice. */
export const LIST_HEADINGS: Record<ListType, string> = { live: 'Live contests', upcoming: 'Upcoming contests', past: 'Past contests', my: 'My contests' }

const EMPTY: Record<ListType, string> = {
  live: 'No live contest right now. Upcoming contests open soon.',
  upcoming: 'No upcoming contest yet. Check back soon.',
  past: 'No past contest yet.',
  my: 'You have not joined a contest yet.',
}

/** /contest and /contest/{type}: the four lists as tabs (spec section 2); /contest shows live. */
export function ContestPage() {
  const { type = 'live' } = useParams()
  if (!isListType(type)) return <Navigate to="/contest/live" replace />
  return (
    <article className="contest-page" aria-labelledby="contest-title">
      <h1 id="contest-title">Contests</h1>
      <nav aria-label="Contest lists" className="contest-tabs">
        {LIST_TYPES.map(tab => (
          <Link key={tab} to={`/contest/${tab}`} className="contest-tab" aria-current={tab === type ? 'page' : undefined}>
            {TAB_LABELS[tab]}
          </Link>
        ))}
      </nav>
      <ContestListView type={type} />
      <PrivateContestPanel />
      <GlobalLeaderboard />
      <ParticipateModal />
    </article>
  )
}

function ContestListView({ type }: { type: ListType }) {
  const [list, reload] = useOpenWhileShown(state => selectContestList(state, type), type, listRequested)
  const now = useServerNow()
  const first = list.status === 'loading' && list.items.length === 0
  return (
    <section className="contest-section" aria-labelledby="contest-list-title" aria-busy={list.status === 'loading'}>
      <h2 id="contest-list-title">{LIST_HEADINGS[type]}</h2>
      {first && <p aria-live="polite">Loading contests…</p>}
      {list.status === 'failed' && (
        <RetryAlert error={list.error} onRetry={reload} className="contest-error" errorClassName="field__error" />
      )}
      {list.status === 'loaded' && list.items.length === 0 && <p className="contest-empty">{EMPTY[type]}</p>}
      {list.items.length > 0 &&
        (type === 'past' ? (
          <PastContestsTable items={list.items} />
        ) : (
          <ul className="contest-grid">
            {list.items.map(contest => (
              <li key={contest.contest_id}>
                <ContestCard contest={contest} list={type} now={now} />
              </li>
            ))}
          </ul>
        ))}
    </section>
  )
}
