import type { LeaderboardRowDto } from '@arena/contracts'
import { Decimal, formatInr, isDecimalString, ordinal } from '@arena/domain'

/** What the player learns when their contest ends, before being sent on. */
export type ContestResult =
  | { status: 'waiting' }
  | { status: 'ranked'; rank: number; prize: string }
  | { status: 'unranked' }
  | { status: 'cancelled' }
  | { status: 'unavailable' }

/** The player's own row of the settled results, or unranked (fewer than 5 orders are not listed). */
export function resultOf(rows: readonly LeaderboardRowDto[], userId: string | null): ContestResult {
  const row = userId === null ? undefined : rows.find(r => r.user_id === userId)
  if (!row) return { status: 'unranked' }
  return { status: 'ranked', rank: row.rank, prize: isDecimalString(row.winner_amount) ? row.winner_amount : '0' }
}

export const wonPrize = (result: ContestResult): boolean => result.status === 'ranked' && new Decimal(result.prize).gt(0)

/** The headline and the line under it, in the words the overlay shows. */
export function resultText(result: ContestResult): { headline: string; detail: string } {
  switch (result.status) {
    case 'waiting':
      return { headline: 'Time Out', detail: 'This contest is over. Working out the final standings…' }
    case 'ranked':
      return wonPrize(result)
        ? { headline: `You finished ${ordinal(result.rank)} - ₹${formatInr(result.prize)}`, detail: 'Congratulations! See how everyone finished on the contest page.' }
        : { headline: `You finished ${ordinal(result.rank)}`, detail: 'No prize this time. Better luck in the next contest!' }
    case 'unranked':
      return { headline: 'Time Out', detail: 'You were not ranked: a player needs at least 5 orders to be ranked.' }
    case 'cancelled':
      return { headline: 'Contest cancelled', detail: 'This contest was cancelled and your entry fee refunded.' }
    case 'unavailable':
      return { headline: 'Time Out', detail: 'Your final rank will be on the contest page once the results are in.' }
    default: {
      const never: never = result
      throw new Error(`unknown result ${String(never)}`)
    }
  }
}
