import { useLoadOnMount } from '../../app/useLoadOnMount'
import { LeaderboardTable } from './LeaderboardTable'
import { globalLeaderboardRequested } from './leaderboardSlice'
import { selectGlobalLeaderboard } from './slice'

/** The global leaderboard of the contest page: every settled contest, per player (POST api/user-data). */
export function GlobalLeaderboard() {
  const [board] = useLoadOnMount(selectGlobalLeaderboard, globalLeaderboardRequested())
  return (
    <section className="contest-section" aria-labelledby="global-leaderboard-title">
      <h2 id="global-leaderboard-title">Leaderboard</h2>
      <LeaderboardTable board={board} caption="Global leaderboard" />
    </section>
  )
}
