import { replayAt, replayEnd, type ReplayFrame, type ReplayTimeline } from '@arena/domain'

/** Where a finished contest's replay opens. */
export const replayPath = (contestId: string): string => `/contest/${encodeURIComponent(contestId)}/replay`

/** GET /api/contests/:id/replay (the contest service's replay route). */
export interface ReplayDto {
  contestId: string
  contestName: string
  levels: string
  phase: 'ended' | 'settled'
  /** 'names' for a participant or an admin; anyone else sees "Player <seat>". */
  naming: 'names' | 'pseudonyms'
  /** The caller's own player key, when they played. */
  you: string | null
  timeline: ReplayTimeline
  /** The recorded settlement under the same keys; null while the contest is ended but not settled. */
  settled: { key: string; rank: number; portfolioValue: string; gainPercent: string; orderCount: number; prize: string }[] | null
}

/**
 * The stops of the time slider: the contest's start, every distinct instant something happened
 * (the joins come before the start, so the first stop shows everyone holding the fund), and the
 * end. Stepping moves from one change to the next, so a keyboard user never presses an arrow a
 * thousand times through a quiet minute.
 */
export function replayStops(timeline: ReplayTimeline): number[] {
  const end = Date.parse(replayEnd(timeline))
  const times = new Set<number>([Date.parse(timeline.startAt), end])
  for (const moment of timeline.moments) times.add(Date.parse(moment.at))
  return [...times].filter(at => at <= end).sort((a, b) => a - b)
}

export const frameAt = (timeline: ReplayTimeline, at: number): ReplayFrame => replayAt(timeline, at)

/**
 * Whether the last frame ranks every player as settlement recorded: same rank for every key.
 * Null while nothing is settled yet.
 */
export function matchesSettlement(dto: ReplayDto, last: ReplayFrame): boolean | null {
  if (!dto.settled) return null
  const rankOf = new Map(last.rows.map(r => [r.key, r.rank]))
  return dto.settled.length === last.rows.length && dto.settled.every(s => rankOf.get(s.key) === s.rank)
}
