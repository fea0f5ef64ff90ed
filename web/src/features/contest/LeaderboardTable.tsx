import { DataTable, type DataColumn } from '../../ui/DataTable'
import { percent, rupees } from './format'
import type { Board } from './leaderboardSlice'
import type { LeaderboardRowDto } from './model'

const trades = (row: LeaderboardRowDto) => String(row.order_count ?? row.bid_count ?? 0)

const COLUMNS: DataColumn<LeaderboardRowDto>[] = [
  { id: 'rank', header: 'Rank', text: row => String(row.rank) },
  { id: 'name', header: 'Name', text: row => row.name },
  { id: 'trades', header: 'Trades', text: trades },
  { id: 'portfolio', header: 'Portfolio Value (USDT)', text: row => row.portfoliovalue },
  {
    id: 'profit',
    header: 'Profit %',
    text: row => percent(row.per),
    cell: row => <span className={Number(row.per) < 0 ? 'down' : 'up'}>{percent(row.per)}</span>,
  },
]

const WITH_PRIZE: DataColumn<LeaderboardRowDto>[] = [...COLUMNS, { id: 'prize', header: 'Prize', text: row => rupees(row.winner_amount) }]

/**
 * A leaderboard (spec sections 2 and 3): rank, name, trades, portfolio value and profit percent
 * to 2 places, in the shared paged table; a contest's board adds the prize at each rank.
 */
export function LeaderboardTable({ board, caption, withPrize = false }: { board: Board; caption: string; withPrize?: boolean }) {
  return (
    <div aria-busy={board.status === 'loading'}>
      {board.status === 'loading' && board.rows.length === 0 && <p aria-live="polite">Loading the leaderboard…</p>}
      {board.status === 'failed' && (
        <p role="alert" className="field__error">
          {board.error}
        </p>
      )}
      <DataTable
        caption={caption}
        rows={board.rows}
        columns={withPrize ? WITH_PRIZE : COLUMNS}
        exportName={caption}
        emptyText="No ranked players yet: players appear once they have placed 5 orders."
      />
    </div>
  )
}
