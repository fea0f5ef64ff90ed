import { countsAsPlayer, Decimal } from '@arena/domain'
import type { ContestRow } from './contestsView'

/** One player's sums over every public contest they were ranked in. */
export interface SettledTotal {
  fund: Decimal
  value: Decimal
  orders: number
  won: Decimal
  /** The name they played under in the latest of those contests to settle. */
  name: string
}

export type SettledTotalsJSON = [userId: string, total: { fund: string; value: string; orders: number; won: string; name: string }][]

/**
 * A total as it is held: the sums as decimal strings, not `Decimal`s. One is kept for every player
 * ever ranked in a public contest, and three `Decimal`s cost an edge about 500 bytes a player more
 * than their strings (10 MB of heap at 13,000 players on the 1M history, docs/perf/startup.md).
 */
interface HeldTotal {
  fund: string
  value: string
  orders: number
  won: string
  name: string
}

const none: HeldTotal = { fund: '0', value: '0', orders: 0, won: '0', name: '' }
const parsed = (t: HeldTotal): SettledTotal => ({ fund: new Decimal(t.fund), value: new Decimal(t.value), orders: t.orders, won: new Decimal(t.won), name: t.name })

/**
 * What the global leaderboard sums from settled results, added up as each contest settles, so
 * the results themselves need not stay in memory once the contest is finished. Private contests
 * are played among friends, and practice contests the platform runs itself (creator `system:…`)
 * against simulated traders: neither counts.
 */
export class SettledTotals {
  readonly #byPlayer = new Map<string, HeldTotal>()

  /** A contest that has just settled, with its results and its players' names. */
  add({ state, names }: ContestRow): void {
    if (state.joinCode !== undefined || state.createdBy.startsWith('system:')) return
    for (const r of state.results ?? []) {
      if (!countsAsPlayer({ orders: r.orderCount })) continue
      const t = this.#byPlayer.get(r.userId) ?? none
      this.#byPlayer.set(r.userId, {
        fund: new Decimal(t.fund).plus(state.terms!.virtualFund).toString(), value: new Decimal(t.value).plus(r.portfolioValue).toString(), orders: t.orders + r.orderCount,
        won: new Decimal(t.won).plus(r.prize).toString(), name: names.get(r.userId) ?? t.name,
      })
    }
  }

  /** Every player's totals, parsed for the sums the page works out. */
  *entries(): IterableIterator<[string, SettledTotal]> {
    for (const [userId, t] of this.#byPlayer) yield [userId, parsed(t)]
  }

  toJSON(): SettledTotalsJSON {
    return [...this.#byPlayer].map(([userId, t]) => [userId, { ...t }])
  }

  restore(json: SettledTotalsJSON): void {
    // Parsed once here, so a checkpoint with a sum that is not a number fails its restore, not the page.
    for (const [userId, t] of json) this.#byPlayer.set(userId, { fund: new Decimal(t.fund).toString(), value: new Decimal(t.value).toString(), orders: t.orders, won: new Decimal(t.won).toString(), name: t.name })
  }
}
