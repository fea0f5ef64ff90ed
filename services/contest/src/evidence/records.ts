import type { ContestTerms } from '@arena/contracts'
import type { FillWay, Side } from '@arena/domain'

/**
 * One line of a contest's evidence bundle (docs/verifying-a-contest.md). Every line is a JSON
 * object `{ n, prev, kind, ... }`: `n` counts lines from 1 and `prev` is the sha256 (hex) of the
 * previous line's exact text (64 zeros on the first). Players are named by `player`: their user
 * id in the whole bundle, `player-<k>` in a player's pseudonymised copy (see pseudonymise).
 * Instants are ISO-8601 UTC; USDT and quantities 8-place strings; prizes INR.
 */
export type EvidenceRecord =
  | { kind: 'bundle'; version: 1; form: EvidenceForm; contestId: string; sealedHead: string | null; you?: string | null }
  | { kind: 'terms'; contestId: string; at: string; terms: ContestTerms }
  | { kind: 'join'; player: string; seat: number; virtualFund: string; entryFee: string; at: string }
  | { kind: 'order'; player: string; orderId: string; symbol: string; side: Side; transType: 'limit' | 'stopLoss'; limit: string; amount: string; stopLoss: string | null; reserved: string; at: string }
  | PriceRecord
  | { kind: 'fill'; player: string; orderId: string; way: FillWay; price: string; amount: string; total: string; released: string; at: string }
  | { kind: 'cancel'; player: string; orderId: string; reason: string; released: string; at: string }
  | { kind: 'end'; at: string; unpricedPairs: string[] }
  | { kind: 'result'; player: string; rank: number; portfolioValue: string; gainPercent: string; orderCount: number; filledTrades: number; prize: string }
  | { kind: 'prizes'; winningAmount: string; paid: string; undistributed: string }

/**
 * A market price the contest used: `fill` (the price a fill was decided on, just before its fill
 * line), `stop` (the trade that reached a stop-loss) or `final` (a pair's price at the end, which
 * holdings are valued at). `price` is null only for fills recorded before prices were kept.
 */
export interface PriceRecord {
  kind: 'price'
  use: 'fill' | 'stop' | 'final'
  symbol: string
  price: string | null
  source: string
  at: string
  orderId: string | null
}

/** `whole`: real user ids (admins; its head is the sealed hash). `pseudonymised`: a player's copy. */
export type EvidenceForm = 'whole' | 'pseudonymised'

export type Line<R extends EvidenceRecord = EvidenceRecord> = { n: number; prev: string } & R
