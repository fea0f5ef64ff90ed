import type { LeaderboardRowDto } from '@arena/contracts'
import type { NameLookup, RankedRow } from '../ports'
import { gainPercent, shown } from '../domain/portfolio'
import type { PlayerBook } from './portfolioProjection'

export async function rowOf(names: NameLookup | undefined, player: PlayerBook, rank: number, prize: string | undefined): Promise<LeaderboardRowDto> {
  const value = player.value ?? player.virtualFund
  const gain = gainPercent(value, player.virtualFund)
  const name = (await names?.(player.userId)) ?? player.userId
  return {
    rank,
    user_id: player.userId,
    name,
    per: shown.boardPercent(gain),
    percent: shown.boardPercent(gain),
    portfoliovalue: shown.usdt(value),
    bid_count: player.orderCount,
    order_count: player.orderCount,
    contest_virtualFund: player.virtualFund.toFixed(),
    winner_amount: prize ?? '0.00',
  }
}

/** Board rows (ranks from the board) with the players' figures beside them. */
export async function rowsOf(names: NameLookup | undefined, board: { player(userId: string): PlayerBook | undefined }, ranked: readonly RankedRow[], prizes: Map<string, string>): Promise<LeaderboardRowDto[]> {
  const rows: LeaderboardRowDto[] = []
  for (const entry of ranked) {
    const player = board.player(entry.member)
    if (player) rows.push(await rowOf(names, player, entry.rank, prizes.get(entry.member)))
  }
  return rows
}
