import { matchingEvents, streams as streamNames, type RecordedEvent } from '@arena/contracts'
import { PositionedProjection, type Checkpointable, type StreamReader } from '@arena/service-kit'
import { AccountViews, type AccountView, type OrderChange } from './accountViews'
import { accountEventsAt, MATCHING_FOLD_VERSION, readCheckpoint, type MatchingCheckpoint } from './checkpoint'
import { FrozenAccounts } from './frozenAccounts'

export type MatchingChange = OrderChange | { kind: 'account'; account: AccountView }

/**
 * Matching's read model, folded from matching's own events in the global log: the live accounts
 * with their orders, and which accounts froze. It remembers the last position applied, so a
 * replayed event changes nothing. A frozen account is forgotten (its contest is over;
 * `SettledAccounts` reads it from its stream), so memory and checkpoints hold what is live, not
 * the history. The contests' terms are the contest service's view (`ContestTerms`).
 */
export class MatchingProjection extends PositionedProjection<MatchingChange> implements Checkpointable {
  readonly accounts = new AccountViews({ forgetFrozen: true })
  readonly frozen = new FrozenAccounts()
  /** Every account event type (`isAccountEvent`). */
  readonly reads = { types: matchingEvents.map(d => d.type) }
  readonly foldVersion = MATCHING_FOLD_VERSION

  protected applyNew(event: RecordedEvent): MatchingChange | undefined {
    const change = this.accounts.apply(event)
    if (change?.kind === 'account' && change.account.state.frozen) this.frozen.add(change.account.contestId, change.account.userId)
    return change
  }

  checkpoint(): MatchingCheckpoint {
    return {
      frozen: this.frozen.toJSON(),
      accounts: [...this.accounts.held()].map(account => [streamNames.account(account.contestId, account.userId), account.version]),
    }
  }

  async restore(json: unknown, position: number, streams: StreamReader): Promise<void> {
    if (this.position !== 0) throw new Error('a checkpoint is restored into a read model that has applied nothing')
    const checkpoint = readCheckpoint(json)
    // Everything that can fail is read before anything changes.
    const accountEvents = await accountEventsAt(checkpoint.accounts, streams)
    this.frozen.restore(checkpoint.frozen ?? (checkpoint.contests ?? []).map(c => [c.contestId, c.frozen] as const))
    // Live accounts only: none of them is frozen, so applying them records no freeze.
    for (const event of accountEvents) this.accounts.apply(event)
    this.resumeAt(position)
  }
}
