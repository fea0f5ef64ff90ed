import { useAppSelector } from '../../app/hooks'
import { Tabs } from '../../ui/Tabs'
import { selectUser } from '../session/slice'
import { figure, toneOf } from './format'
import { selectContest, selectLeaderboard } from './selectors'

function Leaderboard() {
  const { rows, status, error } = useAppSelector(selectLeaderboard)
  const me = useAppSelector(selectUser)
  if (status === 'loading') return <p className="muted" role="status">Loading leaderboard…</p>
  if (status === 'failed') return <p className="down" role="alert">{error}</p>
  return (
    <div className="table-scroll">
      <table className="data-table leaderboard" aria-label="Leaderboard">
        <thead>
          <tr>
            <th scope="col" className="leaderboard__rank">Rank</th>
            <th scope="col">Name</th>
            <th scope="col" className="leaderboard__portfolio">Portfolio</th>
            <th scope="col" className="leaderboard__gain">Gain</th>
            <th scope="col" className="leaderboard__orders">Orders</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              {/* Spec section 5: only players with 5 or more orders are ranked. */}
              <td colSpan={5} className="data-table__empty">No ranked players yet (5 orders needed)</td>
            </tr>
          )}
          {rows.map(row => (
            <tr key={row.user_id} aria-current={row.user_id === me?.id ? 'true' : undefined} className={row.user_id === me?.id ? 'leaderboard__me' : ''}>
              <td>{row.rank}</td>
              <td className="leaderboard__name" title={row.name}>{row.name}</td>
              <td>{figure(row.portfoliovalue, 3)}</td>
              <td className={toneOf(row.per)}>{row.per}%</td>
              <td>{row.order_count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Participants() {
  const { item, status } = useAppSelector(selectContest)
  const { rows } = useAppSelector(selectLeaderboard)
  if (!item) return <p className="muted" role="status">{status === 'failed' ? 'Contest details are unavailable.' : 'Loading…'}</p>
  return (
    <dl className="account-figures">
      <div><dt>Joined</dt><dd>{item.numOfParticipation}/{item.max_particepate}</dd></div>
      <div><dt>Ranked (5+ orders)</dt><dd>{rows.length}</dd></div>
      <div><dt>Prize Pool</dt><dd>₹{figure(item.winningAmount)}</dd></div>
    </dl>
  )
}

export function LeaderboardPanel() {
  return (
    <section className="leaderboard-panel card" aria-label="Leaderboard and participants">
      <Tabs label="Leaderboard and participants" tabs={[
        { id: 'leaderboard', title: 'Leaderboard', content: <Leaderboard /> },
        { id: 'participants', title: 'Participants', content: <Participants /> },
      ]} />
    </section>
  )
}
