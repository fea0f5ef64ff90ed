import type { RecordedEvent } from '@arena/contracts'
import { AccountViews, type AccountView, type OrderChange } from './accountViews'
import { ContestFacts, type ContestChange } from './contestFacts'

export type MatchingChange = ContestChange | OrderChange | { kind: 'account'; account: AccountView }

/**
 * Matching's read model, folded from the global log: contest facts and accounts with their
 * orders. It remembers the last position applied, so a replayed event changes nothing.
 */
export class MatchingProjection {
  readonly contests = new ContestFacts()
  readonly accounts = new AccountViews()
  #position = 0

  get position(): number {
    return this.#position
  }

  apply(event: RecordedEvent): MatchingChange | undefined {
    if (event.position <= this.#position) return undefined
    this.#position = event.position
    return this.contests.apply(event) ?? this.accounts.apply(event)
  }
}
