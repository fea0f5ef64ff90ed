import { unreachable } from '@arena/domain'
import type { AccountCommand } from '../domain/commands'
import type { MatchingChange } from '../readModel/matchingProjection'
import type { MatchingProjection } from '../readModel/matchingProjection'

/**
 * The process manager between the contest service and the accounts, as pure functions from
 * what the read model knows to the commands it causes: a joined player gets an account with the
 * virtual fund; when a contest ends or is cancelled every account freezes (cancelling what
 * rests). Commands are idempotent, so sweeping again after a restart is harmless.
 */
export function reactionsTo(change: MatchingChange, projection: MatchingProjection): AccountCommand[] {
  switch (change.kind) {
    case 'joined': {
      const opened = projection.accounts.account(change.contestId, change.userId)?.state.opened ?? false
      return opened ? [] : [{ type: 'OpenAccount', contestId: change.contestId, userId: change.userId, virtualFund: change.virtualFund }]
    }
    case 'contest':
      return change.contest.state === 'scheduled' ? [] : freezesOf(change.contest.contestId, projection)
    case 'account': {
      // Opened after the contest was already over (the join raced the end): freeze it too.
      const contest = projection.contests.get(change.account.contestId)
      const { opened, frozen } = change.account.state
      return contest && contest.state !== 'scheduled' && opened && !frozen ? freezesOf(contest.contestId, projection) : []
    }
    case 'order':
      return []
    default:
      return unreachable(change, 'change')
  }
}

/** Everything left undone when the process stopped: the sweep run once the read model is ready. */
export function pendingReactions(projection: MatchingProjection): AccountCommand[] {
  const commands: AccountCommand[] = []
  for (const contest of projection.contests.all()) {
    for (const [userId, virtualFund] of contest.players) {
      commands.push(...reactionsTo({ kind: 'joined', contestId: contest.contestId, userId, virtualFund }, projection))
    }
    commands.push(...reactionsTo({ kind: 'contest', contest }, projection))
  }
  return commands
}

function freezesOf(contestId: string, projection: MatchingProjection): AccountCommand[] {
  const contest = projection.contests.get(contestId)
  if (!contest || contest.state === 'scheduled') return []
  const reason = contest.state === 'ended' ? 'contestEnded' : 'contestCancelled'
  return projection.accounts
    .accountsOf(contestId)
    .filter(a => a.state.opened && !a.state.frozen)
    .map(a => ({ type: 'FreezeAccount', contestId, userId: a.userId, reason }))
}
