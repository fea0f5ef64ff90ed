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

const none = (): SettledTotal => ({ fund: new Decimal(0), value: new Decimal(0), orders: 0, won: new Decimal(0), name: '' })

/**
 * What the global leaderboard sums from settled results, added up as each contest settles, so
 * the results themselves need not stay in memory once the contest is finished. Private contests
 * are played among friends, and practice contests the platform runs itself (creator `system:…`)
 * against simulated traders: neither counts.
 */
export class SettledTotals {
  readonly #byPlayer = new Map<string, SettledTotal>()

  /** A contest that has just settled, with its results and its players' names. */
  add({ state, names }: ContestRow): void {
    if (state.joinCode !== undefined || state.createdBy.startsWith('system:')) return
    for (const r of state.results ?? []) {
      if (!countsAsPlayer({ orders: r.orderCount })) continue
      const t = this.#byPlayer.get(r.userId) ?? none()
      this.#byPlayer.set(r.userId, {
        fund: t.fund.plus(state.terms!.virtualFund), value: t.value.plus(r.portfolioValue), orders: t.orders + r.orderCount,
        won: t.won.plus(r.prize), name: names.get(r.userId) ?? t.name,
      })
    }
  }

  entries(): IterableIterator<[string, SettledTotal]> {
    return this.#byPlayer.entries()
  }

  toJSON(): SettledTotalsJSON {
    return [...this.#byPlayer].map(([userId, t]) => [userId, { fund: t.fund.toString(), value: t.value.toString(), orders: t.orders, won: t.won.toString(), name: t.name }])
  }

  restore(json: SettledTotalsJSON): void {
    for (const [userId, t] of json) this.#byPlayer.set(userId, { fund: new Decimal(t.fund), value: new Decimal(t.value), orders: t.orders, won: new Decimal(t.won), name: t.name })
  }
}
