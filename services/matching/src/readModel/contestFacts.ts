import { ContestCancelled, ContestCreated, ContestEnded, ContestUpdated, PlayerJoined, type RecordedEvent } from '@arena/contracts'
import type { ContestWindow } from '../domain/commands'

export interface ContestFact extends ContestWindow {
  contestId: string
  virtualFund: string
  /** Players whose account froze: the accounts the read model has forgotten, so a join seen again opens nothing. */
  frozen: Set<string>
}

export interface ContestFactsJSON {
  /** `players`: who joined, written by checkpoints before 29 Nov 2026 and passed over. */
  contests: (Omit<ContestFact, 'pairs' | 'frozen'> & { pairs: string[]; frozen: string[]; players?: [userId: string, virtualFund: string][] })[]
  causes: [stream: string, version: number][]
}

export type ContestChange =
  | { kind: 'contest'; contest: ContestFact }
  | { kind: 'joined'; contestId: string; userId: string; virtualFund: string }

/**
 * What matching needs of the contest service's events: the window, the pairs, the fund and who
 * joined. Folded from the global log like any read model; the contest service owns the facts.
 */
/** The contest events the facts are folded from. */
export const contestFactTypes = [ContestCreated, ContestUpdated, ContestEnded, ContestCancelled, PlayerJoined].map(d => d.type)

export class ContestFacts {
  readonly #contests = new Map<string, ContestFact>()
  readonly #causes = new Map<string, number>()

  apply(event: RecordedEvent): ContestChange | undefined {
    if (PlayerJoined.is(event) || ContestEnded.is(event) || ContestCancelled.is(event)) this.#causes.set(event.stream, event.version)
    if (ContestCreated.is(event) || ContestUpdated.is(event)) {
      const { contestId, startAt, endAt, pairs, virtualFund } = event.data
      const known = this.#contests.get(contestId)
      const contest: ContestFact = { contestId, startAt, endAt, pairs: [...pairs], virtualFund, state: known?.state ?? 'scheduled', frozen: known?.frozen ?? new Set() }
      this.#contests.set(contestId, contest)
      return { kind: 'contest', contest }
    }
    if (ContestEnded.is(event) || ContestCancelled.is(event)) {
      const contest = this.#contests.get(event.data.contestId)
      if (!contest || contest.state !== 'scheduled') return undefined
      contest.state = ContestEnded.is(event) ? 'ended' : 'cancelled'
      return { kind: 'contest', contest }
    }
    if (PlayerJoined.is(event)) {
      const { contestId, userId, virtualFund } = event.data
      return { kind: 'joined', contestId, userId, virtualFund }
    }
    return undefined
  }

  /** Matching's own AccountFrozen, for the contest's list of forgotten accounts. */
  accountFrozen(contestId: string, userId: string): void {
    this.#contests.get(contestId)?.frozen.add(userId)
  }

  /** Every contest and the versions of the causes seen, as JSON (`MatchingCheckpoint`). */
  toJSON(): ContestFactsJSON {
    return {
      contests: [...this.#contests.values()].map(c => ({ ...c, pairs: [...c.pairs], frozen: [...c.frozen] })),
      causes: [...this.#causes],
    }
  }

  /** The facts `toJSON` wrote, on facts that hold nothing yet. */
  restore(json: ContestFactsJSON): void {
    for (const { players: _unread, ...c } of json.contests) this.#contests.set(c.contestId, { ...c, pairs: [...c.pairs], frozen: new Set(c.frozen) })
    for (const [stream, version] of json.causes) this.#causes.set(stream, version)
  }

  get(contestId: string): ContestFact | undefined {
    return this.#contests.get(contestId)
  }

  all(): IterableIterator<ContestFact> {
    return this.#contests.values()
  }

  /**
   * Per contest stream, the version of its last event the accounts react to (a join, an end, a
   * cancellation): what the bus consumer has handled once its version there is as high.
   */
  accountCauses(): IterableIterator<[stream: string, version: number]> {
    return this.#causes.entries()
  }

  /** Symbols worth watching at `now`: the pairs of every contest not yet over. */
  watchedSymbols(now: Date): Set<string> {
    const symbols = new Set<string>()
    for (const contest of this.#contests.values()) {
      if (contest.state === 'scheduled' && now.getTime() < Date.parse(contest.endAt)) contest.pairs.forEach(s => symbols.add(s))
    }
    return symbols
  }
}
