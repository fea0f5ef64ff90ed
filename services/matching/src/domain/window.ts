import type { ContestWindow } from './commands'
import type { OrderRefusal } from './errors'

/**
 * Trading is open from `startAt` (inclusive) to `endAt` (exclusive), unless the contest service
 * already ended or cancelled the contest. The same rule gates placing, cancelling and filling.
 */
export function windowRefusal(contest: ContestWindow, at: string): OrderRefusal | undefined {
  if (contest.state !== 'scheduled') return 'contestEnded'
  const now = Date.parse(at)
  if (now < Date.parse(contest.startAt)) return 'contestNotStarted'
  if (now >= Date.parse(contest.endAt)) return 'contestEnded'
  return undefined
}
