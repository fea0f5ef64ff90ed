/**
 * A display name for a user id (identity's). Without one, rows name the user id: only processes that
 * show no rows (workers, which have no sockets) are built without it.
 */
export type NameLookup = (userId: string) => string | undefined | Promise<string | undefined>

/**
 * One contest's ranking as a sorted set: members are user ids, scores portfolio values.
 * Scores are numbers (what Redis keeps): the projection passes the 8-place decimal value, so
 * equal decimals are equal scores; two values that differ only beyond a double's ~15
 * significant digits would tie, far below anything the screens show.
 */
export interface ScoreRow {
  member: string
  score: number
}

/** A row with its competition rank: equal scores share a rank, the next rank skips (1, 1, 3). */
export interface RankedRow extends ScoreRow {
  rank: number
}

/** Score changes for one board, applied together. */
export interface BoardChange {
  board: string
  set?: readonly ScoreRow[]
  remove?: readonly string[]
}

/**
 * Per-contest leaderboards (ARCHITECTURE.md section 4). Rows are ordered by score, highest
 * first, and members with equal scores by member id ascending, so every adapter pages alike.
 * Every adapter passes the suite in `@arena/leaderboard/contract`.
 */
export interface LeaderboardStore {
  /** Sets and removes scores, on any number of boards, in one round trip where the engine allows. */
  apply(changes: readonly BoardChange[]): Promise<void>
  /** Replaces a board's whole content at once (a rebuild): readers see the old board or the new one. */
  replace(board: string, rows: readonly ScoreRow[]): Promise<void>
  rank(board: string, member: string): Promise<RankedRow | undefined>
  /** Rows from position `offset` (0-based), at most `limit`, each with its global rank. */
  page(board: string, offset: number, limit: number): Promise<RankedRow[]>
  /** The member and up to `radius` rows either side of it; empty when the member is not ranked. */
  around(board: string, member: string, radius: number): Promise<RankedRow[]>
  count(board: string): Promise<number>
  drop(board: string): Promise<void>
  close(): Promise<void>
}

/** A settled contest as the contest service recorded it: what its board shows once the projection let it go. */
export interface SettledContest {
  contestId: string
  levels: string
  /** A private contest's creator and those who redeemed its code; null for a public contest. */
  invited: readonly string[] | null
  /** Every player of the final ranking, with the fund their account opened with. */
  results: readonly { userId: string; virtualFund: string; portfolioValue: string; orderCount: number; filledTrades: number }[]
}

/**
 * The contest service's record of settled contests (the platform passes the contest's
 * `contestResultsIn`): the leaderboard reads a settled board from it instead of folding the
 * contest's events itself (docs/adr/0028).
 */
export interface ContestResults {
  /** Undefined while the contest is not settled. */
  resultsOf(contestId: string): Promise<SettledContest | undefined>
}

/** What the leaderboard relies on of a contest, as the contest service's view has it. */
export interface ContestFact {
  contestId: string
  endAt: string
  pairs: readonly string[]
  virtualFund: string
  /** The prize levels, for the provisional prizes. */
  levels: string
  state: 'scheduled' | 'ended' | 'cancelled'
  /** A private contest's creator and those who redeemed its code; null for a public contest. */
  invited: readonly string[] | null
  /** The prices ContestEnded recorded, null before the end. */
  finalPrices: Readonly<Record<string, string>> | null
  /** Its results are recorded (`ContestResults`). */
  settled: boolean
}

/**
 * The contests' terms from the contest service's own view (the platform passes the contest's
 * `createContestTermsModule`): the leaderboard folds none of the contest's events itself
 * (docs/adr/0028).
 */
export interface ContestTerms {
  get(contestId: string): ContestFact | undefined
  all(): Iterable<ContestFact>
  caughtUpTo(position: number): Promise<void>
  /** Once the terms show everything committed before the call. */
  caughtUpToHead(): Promise<void>
  whenReady(): Promise<void>
  /** Each contest whose terms changed (`live` false while catching up at start). */
  onChange(listener: (contest: ContestFact, live: boolean) => void): void
}
