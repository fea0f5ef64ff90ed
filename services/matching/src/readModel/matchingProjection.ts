import { matchingEvents, streams as streamNames, type RecordedEvent } from '@arena/contracts'
import { PositionedProjection, type Checkpointable, type StreamReader } from '@arena/service-kit'
import { AccountViews, type AccountView, type OrderChange } from './accountViews'
import { accountEventsAt, MATCHING_FOLD_VERSION, readCheckpoint, type MatchingCheckpoint } from './checkpoint'
import { ContestFacts, contestFactTypes, type ContestChange } from './contestFacts'

export type MatchingChange = ContestChange | OrderChange | { kind: 'account'; account: AccountView }

/**
 * Matching's read model, folded from the global log: contest facts and the live accounts with
 * their orders. It remembers the last position applied, so a replayed event
 * changes nothing. A frozen account is forgotten (its contest is over; `SettledAccounts` reads it
 * from its stream), so memory and checkpoints hold what is live, not the history.
 */
export class MatchingProjection extends PositionedProjection<MatchingChange> implements Checkpointable {
  readonly contests = new ContestFacts()
  readonly accounts = new AccountViews({ forgetFrozen: true })
  /** The contest facts' events and every account event type (`isAccountEvent`). */
  readonly reads = { types: [...contestFactTypes, ...matchingEvents.map(d => d.type)] }
  readonly foldVersion = MATCHING_FOLD_VERSION

  protected applyNew(event: RecordedEvent): MatchingChange | undefined {
    const change = this.contests.apply(event) ?? this.accounts.apply(event)
    if (change?.kind === 'account' && change.account.state.frozen) this.contests.accountFrozen(change.account.contestId, change.account.userId)
    return change
  }

  checkpoint(): MatchingCheckpoint {
    return {
      ...this.contests.toJSON(),
      accounts: [...this.accounts.held()].map(account => [streamNames.account(account.contestId, account.userId), account.version]),
    }
  }

  async restore(json: unknown, position: number, streams: StreamReader): Promise<void> {
    if (this.position !== 0) throw new Error('a checkpoint is restored into a read model that has applied nothing')
    const checkpoint = readCheckpoint(json)
    // Everything that can fail is read before anything changes.
    const accountEvents = await accountEventsAt(checkpoint.accounts, streams)
    this.contests.restore(checkpoint)
    // Live accounts only: none of them is frozen, so applying them records no freeze.
    for (const event of accountEvents) this.accounts.apply(event)
    this.resumeAt(position)
  }
}
