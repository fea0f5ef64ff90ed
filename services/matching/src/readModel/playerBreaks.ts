import { BreakTaken, categoryOf, idOf, type RecordedEvent } from '@arena/contracts'
import { breakInForceAt } from '@arena/domain'
import type { BreakOf } from '../ports'

export type Break = NonNullable<Awaited<ReturnType<BreakOf>>> & { from: string }

/** What this fold reads from the log (the read model's subscription filter). */
export const playerBreakTypes = [BreakTaken.type]
/** The same as the log's kinds (`category/type`): what a break check must have seen. */
export const playerBreakKinds = [`wallet/${BreakTaken.type}`]

/**
 * Each player's latest break (the wallet's BreakTaken, docs/adr/0017), folded from the global log
 * like matching's other facts: a break cannot be shortened or removed, so the latest one is the
 * one that counts, as in the wallet's own fold. In force while `until` is after the instant asked.
 */
export class PlayerBreaks {
  readonly #latest = new Map<string, Break>()

  apply(event: RecordedEvent): undefined {
    if (BreakTaken.is(event) && categoryOf(event.stream) === 'wallet') {
      const { kind, from, until } = event.data
      this.#latest.set(idOf(event.stream), { kind, from, until })
    }
    return undefined
  }

  /** Each player's latest break, as JSON (`MatchingCheckpoint`). */
  toJSON(): [userId: string, Break][] {
    return [...this.#latest]
  }

  /** The breaks `toJSON` wrote, on a fold that holds none yet. */
  restore(json: [userId: string, Break][]): void {
    for (const [userId, latest] of json) this.#latest.set(userId, { ...latest })
  }

  at(userId: string, at: string): { kind: Break['kind']; until: string } | null {
    const latest = this.#latest.get(userId)
    return latest && breakInForceAt(latest.until, at) ? { kind: latest.kind, until: latest.until } : null
  }
}
