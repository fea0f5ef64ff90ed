import { streams } from '@arena/contracts'
import { RecentlyRead, type StreamReader } from '@arena/service-kit'
import { AccountViews } from './accountViews'
import type { MatchingProjection } from './matchingProjection'
import type { ContestTerms } from '../ports'
import { termsOf } from './termsOf'

/**
 * Accounts of contests that are over, read from their own streams: the read model forgets an
 * account once it freezes, so what a finished contest's screens show comes from storage, folded
 * by the same code as the live accounts. A frozen account never changes again, so its fold is
 * kept for the next read (the most recent `remembered` of them).
 */
export class SettledAccounts {
  readonly #folds: RecentlyRead<string, AccountViews>

  constructor(
    private readonly store: StreamReader,
    remembered = 1_000,
  ) {
    this.#folds = new RecentlyRead(remembered)
  }

  async read(contestId: string, userId: string): Promise<AccountViews> {
    const stream = streams.account(contestId, userId)
    const kept = this.#folds.get(stream)
    if (kept) return kept
    const fold = new AccountViews()
    for (const event of await this.store.readStream(stream)) fold.apply(event)
    // Not frozen yet (a join still opening, after its contest ended): read again next time.
    if (fold.account(contestId, userId)?.state.frozen) this.#folds.keep(stream, fold)
    return fold
  }
}

/**
 * Where an account's views are: in the read model while it is live, else, once its contest is
 * over, in its stream. An account of a contest still running that the read model lacks is one
 * that has not opened: reading its stream on every poll would find nothing more.
 */
export async function accountViewsOf(projection: MatchingProjection, contests: ContestTerms, settled: SettledAccounts, contestId: string, userId: string): Promise<AccountViews> {
  if (projection.accounts.account(contestId, userId)) return projection.accounts
  const contest = await termsOf({ contests, projection }, contestId)
  return contest && contest.state !== 'scheduled' ? settled.read(contestId, userId) : projection.accounts
}
