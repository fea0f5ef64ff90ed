import { ContestCancelled, ContestEnded, PlayerJoined } from '@arena/contracts'
import type { RecordedOfEach } from '@arena/bus'
import type { AccountCommand } from '../domain/commands'
import type { MatchingChange } from '../readModel/matchingProjection'
import type { MatchingProjection } from '../readModel/matchingProjection'

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
    const opened = projection.accounts.account(contestId, userId)?.state.opened ?? projection.contests.get(contestId)?.frozen.has(userId) ?? false
    return opened ? [] : [{ type: 'OpenAccount', contestId, userId, virtualFund }]
  }
  return freezesOf(event.data.contestId, ContestEnded.is(event) ? 'contestEnded' : 'contestCancelled', projection)
}

/**
 * What an account event of matching's own causes: an account opened after its contest was
 * already over (a join racing the end across a rebalance of the group) freezes too.
 */
export function reactionsTo(change: MatchingChange, projection: MatchingProjection): AccountCommand[] {
  if (change.kind !== 'account') return []
  const contest = projection.contests.get(change.account.contestId)
  const { opened, frozen } = change.account.state
  return contest && contest.state !== 'scheduled' && opened && !frozen ? freezesOf(contest.contestId, overReason(contest.state), projection) : []
}

/** The same rule over every account once the read model is ready: what a stopped process left undone. */
export function pendingReactions(projection: MatchingProjection): AccountCommand[] {
  const commands: AccountCommand[] = []
  for (const contest of projection.contests.all()) {
    if (contest.state !== 'scheduled') commands.push(...freezesOf(contest.contestId, overReason(contest.state), projection))
  }
  return commands
}

const overReason = (state: 'ended' | 'cancelled') => (state === 'ended' ? 'contestEnded' : 'contestCancelled')

function freezesOf(contestId: string, reason: 'contestEnded' | 'contestCancelled', projection: MatchingProjection): AccountCommand[] {
  return projection.accounts
    .accountsOf(contestId)
    .filter(a => a.state.opened && !a.state.frozen)
    .map(a => ({ type: 'FreezeAccount', contestId, userId: a.userId, reason }))
}
