import type { ContestFact, MatchingDeps } from '../ports'

/**
 * A contest's terms for a request about it. The terms view follows the log beside matching's own
 * read model, not in step with it: where it lacks the contest, it is first brought up to what
 * matching's read model has applied. A contest's creation comes before its accounts in the log, so
 * a contest any account of the read model names is always found, as when one fold held both.
 */
export async function termsOf(deps: Pick<MatchingDeps, 'contests' | 'projection'>, contestId: string): Promise<ContestFact | undefined> {
  const known = deps.contests.get(contestId)
  if (known) return known
  await deps.contests.caughtUpTo(deps.projection.position)
  return deps.contests.get(contestId)
}
