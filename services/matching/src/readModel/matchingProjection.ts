import { matchingEvents, type RecordedEvent } from '@arena/contracts'
import { PositionedProjection } from '@arena/service-kit'
import { AccountViews, type AccountView, type OrderChange } from './accountViews'
import { ContestFacts, contestFactTypes, type ContestChange } from './contestFacts'
import { PlayerBreaks, playerBreakTypes } from './playerBreaks'

export type MatchingChange = ContestChange | OrderChange | { kind: 'account'; account: AccountView }

/**
 * Matching's read model, folded from the global log: contest facts, accounts with their
 * orders, and the players' breaks. It remembers the last position applied, so a replayed event changes nothing.
 */
export class MatchingProjection extends PositionedProjection<MatchingChange> {
  readonly contests = new ContestFacts()
  readonly accounts = new AccountViews()
  readonly breaks = new PlayerBreaks()
  /** The contest facts' events, every account event type (`isAccountEvent`) and the wallet's breaks. */
  readonly reads = { types: [...contestFactTypes, ...matchingEvents.map(d => d.type), ...playerBreakTypes] }

  protected applyNew(event: RecordedEvent): MatchingChange | undefined {
    return this.contests.apply(event) ?? this.accounts.apply(event) ?? this.breaks.apply(event)
  }
}
