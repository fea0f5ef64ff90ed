import { ContestCancelled, ContestEnded, PlayerJoined } from '@arena/contracts'
import type { RecordedOfEach } from '@arena/bus'
import type { AccountCommand } from '../domain/commands'
import type { ContestFact, ContestTerms } from '../ports'
import type { MatchingChange, MatchingProjection } from '../readModel/matchingProjection'

/** The contest service's events the accounts react to, delivered over the bus (docs/adr/0028). */
export const accountCauses = [PlayerJoined, ContestEnded, ContestCancelled] as const
export type AccountCause = RecordedOfEach<(typeof accountCauses)[number]>

/** The consumer group that opens and freezes accounts: one member per matching worker. */
export const accountsGroup = 'matching.accounts'

/**
 * The group whose split of `arena.account.events` (keyed by account) says which matching worker
 * fills which account: one busy contest spreads over every replica (docs/adr/0033).
 */
export const fillsGroup = 'matching.fills'

/**
 * The process manager between the contest service and the accounts, as pure functions from a
 * contest event to the commands it causes: a joined player gets an account with the virtual
 * fund; when a contest ends or is cancelled every open account freezes (cancelling what rests).
 * A contest's events share its key, so its joins are handled before its end, and `projection`
 * (matching's own accounts, caught up by the caller) lists every account the joins opened.
 * Commands are idempotent, so an event handled again changes nothing.
 */
export function reactionsToContest(event: AccountCause, projection: MatchingProjection): AccountCommand[] {
  if (PlayerJoined.is(event)) {
    const { contestId, userId, virtualFund } = event.data
    const opened = projection.accounts.account(contestId, userId)?.state.opened ?? projection.frozen.has(contestId, userId)
    return opened ? [] : [{ type: 'OpenAccount', contestId, userId, virtualFund }]
  }
  return freezesOf(event.data.contestId, ContestEnded.is(event) ? 'contestEnded' : 'contestCancelled', projection)
}

/**
 * What an account event of matching's own causes: an account opened after its contest was
 * already over (a join racing the end across a rebalance of the group) freezes too.
 */
export function reactionsTo(change: MatchingChange, projection: MatchingProjection, contests: Pick<ContestTerms, 'get'>): AccountCommand[] {
  if (change.kind !== 'account') return []
  const contest = contests.get(change.account.contestId)
  const { opened, frozen } = change.account.state
  return contest && opened && !frozen ? reactionsToTerms(contest, projection) : []
}

/**
 * The same rule when the contest's terms say it is over (they follow the log on their own, so
 * they may learn of the end after the accounts opened), and over every contest once both are ready:
 * what a stopped process left undone.
 */
export function reactionsToTerms(contest: ContestFact, projection: MatchingProjection): AccountCommand[] {
  return contest.state === 'scheduled' ? [] : freezesOf(contest.contestId, overReason(contest.state), projection)
}

export function pendingReactions(projection: MatchingProjection, contests: Pick<ContestTerms, 'all'>): AccountCommand[] {
  const commands: AccountCommand[] = []
  for (const contest of contests.all()) commands.push(...reactionsToTerms(contest, projection))
  return commands
}

const overReason = (state: 'ended' | 'cancelled') => (state === 'ended' ? 'contestEnded' : 'contestCancelled')

function freezesOf(contestId: string, reason: 'contestEnded' | 'contestCancelled', projection: MatchingProjection): AccountCommand[] {
  return projection.accounts
    .accountsOf(contestId)
    .filter(a => a.state.opened && !a.state.frozen)
    .map(a => ({ type: 'FreezeAccount', contestId, userId: a.userId, reason }))
}
