import { Type, type Static } from '@sinclair/typebox'
import { checkpointOf } from '@arena/service-kit'
import { Decimal } from '../domain/portfolio'
import { PlayerBook } from './playerBook'
import type { ContestBook } from './contestBook'

/**
 * Names the leaderboard's fold and its checkpoint's encoding. Change it with the projection's
 * `applyNew`, `PlayerBook`'s figures, or the shape below: checkpoints under an older name are
 * never read again.
 */
export const LEADERBOARD_FOLD_VERSION = 'leaderboard-3'

const Str = Type.String()
const Count = Type.Integer({ minimum: 0 })
const ByAmount = Type.Array(Type.Tuple([Str, Str]))

/**
 * What the leaderboard's read model writes down: per contest its terms (as the contest's view gave
 * them; reconciled with it after a restore) and per player the cash, quantities and counts fills
 * left (decimal strings), and the last prices.
 * A contest the projection forgot once settled (`forgetSettled`) is only its id in `settled`.
 * Values, board flags and the holder index are worked out again from these, as the start-up
 * rebuild does after a fold.
 */
export const LeaderboardCheckpoint = Type.Object({
  contests: Type.Array(Type.Object({
    contestId: Str, virtualFund: Str, levels: Str, over: Type.Boolean(),
    /** null: no end time heard yet (a contest known from an account before the contest's view told its terms). */
    endAtMs: Type.Union([Type.Integer(), Type.Null()]),
    pairs: Type.Array(Str),
    finalPrices: Type.Union([ByAmount, Type.Null()]),
    lastFills: ByAmount,
    invited: Type.Union([Type.Array(Str), Type.Null()]),
    players: Type.Array(Type.Object({
      userId: Str, virtualFund: Str, usdt: Str, holdings: ByAmount, orderCount: Count, filledTrades: Count,
      frozen: Type.Boolean(), settledValue: Type.Union([Str, Type.Null()]),
    })),
  })),
  settled: Type.Array(Str),
  prices: ByAmount,
})
export type LeaderboardCheckpoint = Static<typeof LeaderboardCheckpoint>

export const readCheckpoint = (json: unknown): LeaderboardCheckpoint => checkpointOf(LeaderboardCheckpoint, LEADERBOARD_FOLD_VERSION, json)

type ContestJSON = LeaderboardCheckpoint['contests'][number]

/** Amounts as decimal strings; `valueOf` keeps a negative zero's sign, as the wallet's snapshots do. */
export const amounts = (byKey: Map<string, Decimal>): [string, string][] => [...byKey].map(([key, amount]) => [key, amount.valueOf()])
export const decimals = (entries: [string, string][]): Map<string, Decimal> => new Map(entries.map(([key, amount]) => [key, new Decimal(amount)]))

/** One contest's terms and every player's book as JSON. */
export function contestToJSON(contest: ContestBook): ContestJSON {
  return {
    contestId: contest.contestId, virtualFund: contest.virtualFund.valueOf(), levels: contest.levels, over: contest.over,
    endAtMs: Number.isFinite(contest.endAtMs) ? contest.endAtMs : null,
    pairs: [...contest.pairs],
    finalPrices: contest.finalPrices && amounts(contest.finalPrices),
    lastFills: amounts(contest.lastFills),
    invited: contest.invited && [...contest.invited],
    players: [...contest.players.values()].map(player => ({
      userId: player.userId, virtualFund: player.virtualFund.valueOf(), usdt: player.usdt.valueOf(), holdings: amounts(player.holdings),
      orderCount: player.orderCount, filledTrades: player.filledTrades, frozen: player.frozen, settledValue: player.settledValue?.valueOf() ?? null,
    })),
  }
}

/**
 * A contest read back from JSON, and its players' holdings for the projection to index (its holder
 * index groups holders by contest, so they are set once every contest is in place). Throws on an
 * amount that is not one.
 */
export function contestFromJSON(c: ContestJSON): { contest: ContestBook; holdings: [PlayerBook, string, Decimal][] } {
  const contest: ContestBook = {
    contestId: c.contestId, virtualFund: new Decimal(c.virtualFund), endAtMs: c.endAtMs ?? Number.POSITIVE_INFINITY, levels: c.levels, pairs: [...c.pairs],
    over: c.over, finalPrices: c.finalPrices && decimals(c.finalPrices), lastFills: decimals(c.lastFills), players: new Map(), invited: c.invited && new Set(c.invited),
  }
  const holdings: [PlayerBook, string, Decimal][] = []
  for (const p of c.players) {
    const fund = new Decimal(p.virtualFund)
    // One Decimal for every player at the contest's fund, as the fold shares it.
    const player = new PlayerBook(c.contestId, p.userId, fund.equals(contest.virtualFund) ? contest.virtualFund : fund)
    player.setUsdt(new Decimal(p.usdt))
    for (const [symbol, quantity] of p.holdings) holdings.push([player, symbol, new Decimal(quantity)])
    Object.assign(player, { orderCount: p.orderCount, filledTrades: p.filledTrades, frozen: p.frozen, settledValue: p.settledValue === null ? null : new Decimal(p.settledValue) })
    contest.players.set(p.userId, player)
  }
  return { contest, holdings }
}
