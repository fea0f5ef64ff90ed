import { matchingEvents, type RecordedEvent } from '@arena/contracts'
import { PositionedProjection } from '@arena/service-kit'
import { AccountViews, type AccountView, type OrderChange } from './accountViews'
import { ContestFacts, contestFactTypes, type ContestChange } from './contestFacts'

export type MatchingChange = ContestChange | OrderChange | { kind: 'account'; account: AccountView }

/**
 * Matching's read model, folded from the global log: contest facts and accounts with their
 * orders. It remembers the last position applied, so a replayed event changes nothing.
 */
export class MatchingProjection extends PositionedProjection<MatchingChange> {
  readonly contests = new ContestFacts()
  readonly accounts = new AccountViews()
  /** The contest facts' events and every account event type (`isAccountEvent`). */
  readonly reads = { types: [...contestFactTypes, ...matchingEvents.map(d => d.type)] }

  protected applyNew(event: RecordedEvent): MatchingChange | undefined {
    return this.contests.apply(event) ?? this.accounts.apply(event)
  }
}
