import { useAppSelector } from '../../app/hooks'
import { Tabs, type TabsLook } from '../../ui/Tabs'
import { joinedOfMax } from './format'
import { LeaderboardTable } from './LeaderboardTable'
import type { ContestDto } from './model'
import { selectContestLeaderboard } from './slice'

const LOOK: TabsLook = { root: 'contest-section', list: 'contest-tabs', tab: 'contest-tab' }

/** Leaderboard and Participants tabs of the detail page. */
export function DetailTabs({ contest }: { contest: ContestDto }) {
  const board = useAppSelector(selectContestLeaderboard)
  return (
    <Tabs
      label="Contest standings"
      look={LOOK}
      tabs={[
        { id: 'leaderboard', title: 'Leaderboard', content: <LeaderboardTable board={board} caption={`${contest.contestName} leaderboard`} withPrize /> },
        { id: 'participants', title: 'Participants', content: <Participants contest={contest} names={board.rows.map(row => row.name)} /> },
      ]}
    />
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
