import type { MarketListener, Unsubscribe } from './port'

type Kind = keyof MarketListener
type Payload<K extends Kind> = Parameters<NonNullable<MarketListener[K]>>[0]
/** A box per subscription, so the same listener subscribed twice counts twice. */
interface Entry {
  listener: MarketListener
}

/**
 * Listeners grouped by symbol. Delivery isolates listeners from each other: one that throws is
 * reported to `onError` and the rest still get the message, because a bug in one browser's
 * session must not starve the matcher of prices.
 */
export class Listeners {
  readonly #bySymbol = new Map<string, Set<Entry>>()

  constructor(private readonly onError: (error: unknown) => void = () => {}) {}

  /** Adds a listener; `onFirst`/`onLast` fire when the symbol gains its first or loses its last one. */
  add(
    symbol: string,
    listener: MarketListener,
    hooks: { onFirst?: () => void; onLast?: () => void } = {},
  ): Unsubscribe {
    const entry: Entry = { listener }
    let set = this.#bySymbol.get(symbol)
    if (!set) {
      set = new Set()
      this.#bySymbol.set(symbol, set)
    }
    set.add(entry)
    if (set.size === 1) hooks.onFirst?.()
    let active = true
    return () => {
      if (!active) return
      active = false
      const current = this.#bySymbol.get(symbol)
      if (!current?.delete(entry)) return
      if (current.size === 0) {
        this.#bySymbol.delete(symbol)
        hooks.onLast?.()
      }
    }
  }

  emit<K extends Kind>(symbol: string, kind: K, payload: Payload<K>): void {
    const set = this.#bySymbol.get(symbol)
    if (!set) return
    // Copy first: a listener may unsubscribe (itself or another) while we deliver.
    for (const entry of [...set]) {
      if (!set.has(entry)) continue
      const callback = entry.listener[kind] as ((value: Payload<K>) => void) | undefined
      if (!callback) continue
      try {
        callback.call(entry.listener, payload)
      } catch (error) {
        this.onError(error)
      }
    }
  }

  has(symbol: string): boolean {
    return this.#bySymbol.has(symbol)
  }

  symbols(): string[] {
    return [...this.#bySymbol.keys()]
  }

  clear(): void {
    this.#bySymbol.clear()
  }
}
