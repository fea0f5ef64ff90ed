import type { ContestTerms, LeaderboardStore, RankedRow } from '../ports'
import type { ContestBook, PlayerBook, PortfolioProjection } from './portfolioProjection'
import type { ProvisionalPrizes } from './prizes'
import type { SettledBoards } from './settledBoards'

/** What the screens read of one contest's board, wherever it is kept. */
export interface Board {
  maySee(userId: string, admin: boolean): boolean
  player(userId: string): PlayerBook | undefined
  page(offset: number, limit: number): Promise<RankedRow[]> | RankedRow[]
  rank(userId: string): Promise<RankedRow | undefined> | RankedRow | undefined
  count(): Promise<number> | number
  prizes(): Promise<Map<string, string>>
}

export interface BoardSources {
  projection: PortfolioProjection
  store: LeaderboardStore
  prizes: ProvisionalPrizes
  settled: SettledBoards
  terms: Pick<ContestTerms, 'get'>
}

/** Whether `userId` may see a held contest's board: anyone a public one; a private one admins, its creator, invitees and players. */
function maySeeLive(contest: ContestBook | undefined, userId: string, admin: boolean): boolean {
  if (!contest) return false
  return admin || contest.invited === null || contest.invited.has(userId) || contest.players.has(userId)
}

/** A live (or ended, not yet settled) contest's board: ranks from the store, figures from the projection. */
export function liveBoard(sources: BoardSources, contestId: string): Board {
  const { projection, store, prizes } = sources
  return {
    maySee: (userId, admin) => maySeeLive(projection.contests.get(contestId), userId, admin),
    player: userId => projection.player(contestId, userId),
    page: (offset, limit) => store.page(contestId, offset, limit),
    rank: userId => store.rank(contestId, userId),
    count: () => store.count(contestId),
    prizes: () => prizes.of(contestId),
  }
}

/**
 * Where a contest's board is: the projection's and the store's while the projection holds the
 * contest, the contest's recorded results once settled and forgotten (`fresh`: read them again,
 * not the board kept); undefined for a contest the projection has not heard of.
 */
export async function boardOf(sources: BoardSources, contestId: string, fresh = false): Promise<Board | undefined> {
  if (sources.projection.contests.has(contestId)) return liveBoard(sources, contestId)
  // A settled contest the projection never held (no player had an account) is the terms' to tell.
  if (sources.projection.settled.has(contestId) || sources.terms.get(contestId)?.settled) return sources.settled.read(contestId, fresh)
  return undefined
}
