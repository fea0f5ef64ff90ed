import { useRef, useState, type KeyboardEvent } from 'react'
import { useAppSelector } from '../../app/hooks'
import { joinedOfMax } from './format'
import { LeaderboardTable } from './LeaderboardTable'
import type { ContestDto } from './model'
import { selectContestLeaderboard } from './slice'

const TABS = [
  ['leaderboard', 'Leaderboard'],
  ['participants', 'Participants'],
] as const
type Tab = (typeof TABS)[number][0]

/** Leaderboard and Participants tabs of the detail page; arrow keys move between tabs (WAI-ARIA tabs). */
export function DetailTabs({ contest }: { contest: ContestDto }) {
  const board = useAppSelector(selectContestLeaderboard)
  const [tab, setTab] = useState<Tab>('leaderboard')
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ leaderboard: null, participants: null })
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    const next: Tab = tab === 'leaderboard' ? 'participants' : 'leaderboard'
    setTab(next)
    refs.current[next]?.focus()
  }
  return (
    <section className="contest-section">
      <div role="tablist" aria-label="Contest standings" className="contest-tabs" onKeyDown={onKeyDown}>
        {TABS.map(([id, label]) => (
          <button
            key={id}
            ref={element => {
              refs.current[id] = element
            }}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-controls={`panel-${id}`}
            aria-selected={tab === id}
            tabIndex={tab === id ? 0 : -1}
            className="contest-tab"
            onClick={() => setTab(id)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'leaderboard' ? (
          <LeaderboardTable board={board} caption={`${contest.contestName} leaderboard`} withPrize />
        ) : (
          <Participants contest={contest} names={board.rows.map(row => row.name)} />
        )}
      </div>
    </section>
  )
}

/**
 * The server lists players by name only once they rank (5 or more orders), so the seat count
 * is the full number and the names are those ranked so far.
 */
function Participants({ contest, names }: { contest: ContestDto; names: string[] }) {
  return (
    <div className="contest-participants">
      <p>
        <strong>{joinedOfMax(contest.numOfParticipation, contest.max_particepate)}</strong> seats taken.
      </p>
      {names.length > 0 ? (
        <ul aria-label="Ranked participants">
          {names.map((name, index) => (
            <li key={`${index}-${name}`}>{name}</li>
          ))}
        </ul>
      ) : (
        <p className="contest-empty">Names show here once players have placed 5 orders.</p>
      )}
    </div>
  )
}
