import { parseLevels, qualifiesForPrize, splitPrizes, type PrizeStanding } from '@arena/domain'
import type { LeaderboardStore, RankedRow } from '../ports'
import type { PlayerBook, PortfolioProjection } from './portfolioProjection'

const PAGE = 100

/**
 * What each player would win if the contest ended now (the rows' `winner_amount`). Only the top
 * of the board can win, so it reads from the top until it has as many prize-eligible players as
 * there are prizes, plus everyone tied with the last of them, and splits the levels among those
 * with the settlement rules of @arena/domain (ties share, no fill no prize).
 */
export async function provisionalPrizes(store: LeaderboardStore, projection: PortfolioProjection, contestId: string): Promise<Map<string, string>> {
  const contest = projection.contests.get(contestId)
  if (!contest) return new Map()
  return prizesOfBoard(contest.levels, contest.players, (offset, limit) => store.page(contestId, offset, limit))
}

/**
 * `provisionalPrizes` over any board read in pages, highest first: the store's for a live
 * contest, a settled contest's as `SettledBoards` ranks it again from its result.
 */
export async function prizesOfBoard(levelsText: string, players: ReadonlyMap<string, PlayerBook>, page: (offset: number, limit: number) => Promise<RankedRow[]> | RankedRow[]): Promise<Map<string, string>> {
  let levels: string[] = []
  try {
    levels = parseLevels(levelsText)
  } catch {
    // Malformed levels are the contest service's to refuse; the board just shows no prizes.
  }
  if (levels.length === 0) return new Map()
  const standings: PrizeStanding[] = []
  // Pages are separate reads of a board that every tick rewrites: a player whose score moved
  // between two reads shows up on both, and must count once (splitPrizes refuses duplicates).
  const seen = new Set<string>()
  let eligible = 0
  let cutScore: number | undefined
  for (let offset = 0; ; offset += PAGE) {
    const rows = await page(offset, PAGE)
    for (const row of rows) {
      if (cutScore !== undefined && row.score < cutScore) return split(levels, standings)
      const player = players.get(row.member)
      if (!player?.value || seen.has(row.member)) continue
      seen.add(row.member)
      const activity = { orders: player.orderCount, filledTrades: player.filledTrades }
      standings.push({ playerId: row.member, score: player.value.toFixed(8), ...activity })
      if (qualifiesForPrize(activity) && ++eligible === levels.length) cutScore = row.score
    }
    if (rows.length < PAGE) return split(levels, standings)
  }
}

function split(levels: string[], standings: PrizeStanding[]): Map<string, string> {
  const { awards } = splitPrizes({ levels, standings })
  return new Map(awards.map(a => [a.playerId, a.amount]))
}

/**
 * Each contest's provisional prizes, computed at most once per `maxAgeMs` of the injected clock
 * and shared by the leaderboard calls and pushes meanwhile. They are an estimate ("if the contest
 * ended now") over a board that every tick rewrites, so a second's age changes nothing a player can
 * act on; computed for every call (about 40 a second at 2,000 players) they were a quarter of the
 * edge's decimal arithmetic while trading (docs/perf/load.md).
 */
export class ProvisionalPrizes {
  readonly #latest = new Map<string, { at: number; prizes: Promise<Map<string, string>> }>()

  constructor(
    private readonly store: LeaderboardStore,
    private readonly projection: PortfolioProjection,
    private readonly now: () => number,
    private readonly maxAgeMs = 1000,
  ) {}

  of(contestId: string): Promise<Map<string, string>> {
    const now = this.now()
    const latest = this.#latest.get(contestId)
    if (latest && now - latest.at < this.maxAgeMs && now >= latest.at) return latest.prizes
    const prizes = provisionalPrizes(this.store, this.projection, contestId)
    const entry = { at: now, prizes }
    this.#latest.set(contestId, entry)
    // A failed read is not kept: the next call tries again.
    prizes.catch(() => {
      if (this.#latest.get(contestId) === entry) this.#latest.delete(contestId)
    })
    return prizes
  }
}
