import { Type, type Static } from '@sinclair/typebox'
import { DecimalString, defineMessage } from './schema'

/**
 * Contests: one stream per contest, `contest-<contestId>` (see `streams.contest`). Instants are
 * ISO-8601 UTC strings; the UI shows them in +05:30. Fees and prizes are INR decimal strings,
 * the virtual fund is USDT. Matching and the leaderboard fold these events to know when a
 * contest trades, which pairs it allows and who plays with which fund.
 */

const Instant = Type.String({ description: 'ISO-8601 instant, UTC' })
/** Trading symbols like BTCUSDT: the last 4 characters are the quote currency. */
const Symbol = Type.String({ pattern: '^[A-Z0-9]{5,20}$' })

export const ContestTerms = Type.Object({
  contestName: Type.String({ minLength: 1, maxLength: 100 }),
  contestLogo: Type.Union([Type.String(), Type.Null()]),
  startAt: Instant,
  endAt: Instant,
  entryFee: DecimalString,
  /** The prize pool (the spec's winningAmount). */
  winningAmount: DecimalString,
  virtualFund: DecimalString,
  maxParticipants: Type.Integer({ minimum: 1 }),
  /** Prize per rank, comma-separated, as the spec's `levels` (e.g. "500,300,200"). */
  levels: Type.String(),
  /** Tradable pairs; the first is the contest's default (`pairRealName`). */
  pairs: Type.Array(Symbol, { minItems: 1 }),
  /** Sanitised HTML rules shown in the Contest Rules modal. */
  description: Type.String(),
})
export type ContestTerms = Static<typeof ContestTerms>

export const ContestCreated = defineMessage('ContestCreated', Type.Intersect([
  Type.Object({ contestId: Type.String(), createdBy: Type.String() }),
  ContestTerms,
]))
/** Admin edits before start; the full terms after the edit. */
export const ContestUpdated = defineMessage('ContestUpdated', Type.Intersect([
  Type.Object({ contestId: Type.String(), updatedBy: Type.String() }),
  ContestTerms,
]))
/** A player paid (or needed no fee) and holds a seat; matching opens their account with `virtualFund`. */
export const PlayerJoined = defineMessage('PlayerJoined', Type.Object({
  contestId: Type.String(),
  userId: Type.String(),
  virtualFund: DecimalString,
  entryFee: DecimalString,
  /** What the fee took from each wallet (INR), for a full refund if the contest is cancelled. */
  feeSplit: Type.Object({ reward: DecimalString, winning: DecimalString, cash: DecimalString }),
  seat: Type.Integer({ minimum: 1 }),
}))
/** The player pressed Play Now for the first time (the spec's playNow = yes). */
export const PlayerStartedPlaying = defineMessage('PlayerStartedPlaying', Type.Object({ contestId: Type.String(), userId: Type.String() }))
/** Trading has begun (scheduler, at startAt). */
export const ContestStarted = defineMessage('ContestStarted', Type.Object({ contestId: Type.String(), at: Instant }))
/** Trading has ended (scheduler, at endAt): accounts freeze; settlement follows. */
export const ContestEnded = defineMessage('ContestEnded', Type.Object({ contestId: Type.String(), at: Instant }))
export const ContestCancelled = defineMessage('ContestCancelled', Type.Object({ contestId: Type.String(), reason: Type.String(), cancelledBy: Type.String() }))

export const RankedResult = Type.Object({
  userId: Type.String(),
  rank: Type.Integer({ minimum: 1 }),
  portfolioValue: DecimalString,
  gainPercent: DecimalString,
  orderCount: Type.Integer({ minimum: 0 }),
  filledTrades: Type.Integer({ minimum: 0 }),
  prize: DecimalString,
})
/** The final ranking and each prize, recorded so settlement can be replayed and explained. */
export const ContestSettled = defineMessage('ContestSettled', Type.Object({
  contestId: Type.String(),
  results: Type.Array(RankedResult),
  undistributed: DecimalString,
}))
/** One winner's prize sent to the wallet (wallet.CreditPrize); settlement resumes from these. */
export const PrizeAwarded = defineMessage('PrizeAwarded', Type.Object({ contestId: Type.String(), userId: Type.String(), rank: Type.Integer(), amount: DecimalString }))

export const contestEvents = [
  ContestCreated, ContestUpdated, PlayerJoined, PlayerStartedPlaying, ContestStarted, ContestEnded, ContestCancelled, ContestSettled, PrizeAwarded,
] as const
export type ContestEventType = (typeof contestEvents)[number]['type']
