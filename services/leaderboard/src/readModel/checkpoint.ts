import { Type, type Static } from '@sinclair/typebox'
import { checkpointOf } from '@arena/service-kit'

/**
 * Names the leaderboard's fold and its checkpoint's encoding. Change it with the projection's
 * `applyNew`, `PlayerBook`'s figures, or the shape below: checkpoints under an older name are
 * never read again.
 */
export const LEADERBOARD_FOLD_VERSION = 'leaderboard-1'

const Str = Type.String()
const Count = Type.Integer({ minimum: 0 })
const ByAmount = Type.Array(Type.Tuple([Str, Str]))

/**
 * What the leaderboard's read model writes down: per contest its terms and per player the cash,
 * quantities and counts fills left (decimal strings), the seat names and the last fill per symbol.
 * Values, board flags and the holder index are worked out again from these, as the start-up
 * rebuild does after a fold.
 */
export const LeaderboardCheckpoint = Type.Object({
  contests: Type.Array(Type.Object({
    contestId: Str, virtualFund: Str, levels: Str, over: Type.Boolean(),
    /** null: no end time heard yet (a contest known from an account before its ContestCreated). */
    endAtMs: Type.Union([Type.Integer(), Type.Null()]),
    pairs: Type.Array(Str),
    finalPrices: Type.Union([ByAmount, Type.Null()]),
    invited: Type.Union([Type.Array(Str), Type.Null()]),
    players: Type.Array(Type.Object({
      userId: Str, virtualFund: Str, usdt: Str, holdings: ByAmount, orderCount: Count, filledTrades: Count,
      frozen: Type.Boolean(), settledValue: Type.Union([Str, Type.Null()]),
    })),
  })),
  names: ByAmount,
  fills: ByAmount,
  prices: ByAmount,
})
export type LeaderboardCheckpoint = Static<typeof LeaderboardCheckpoint>

export const readCheckpoint = (json: unknown): LeaderboardCheckpoint => checkpointOf(LeaderboardCheckpoint, LEADERBOARD_FOLD_VERSION, json)
