/**
 * An immutable map whose `set` does not copy it all, for a fold's state that only grows: an
 * account's orders (an account keeps every order it ever placed: a cancel or a fill needs to know
 * the order), a contest's players. Copying a Map on each event made every command cost as much as
 * the whole history (issue 16's profiles: the largest share of an order's CPU after a few hundred
 * orders; of a join's, a contest's seats copied twice a join). Here a `set` copies only the
 * recent changes, and folds them into a new base once they number about the square root of the
 * base: amortised O(sqrt n) per event instead of O(n). Reads and iteration behave as a Map's
 * (insertion order; a key set again keeps its place). Values are never undefined.
 */
export class PersistentMap<V> implements ReadonlyMap<string, V> {
  static readonly #empty = new PersistentMap<unknown>(new Map(), new Map(), 0)

  private constructor(
    private readonly base: ReadonlyMap<string, V>,
    private readonly recent: ReadonlyMap<string, V>,
    readonly size: number,
  ) {}

  static empty<V>(): PersistentMap<V> {
    return PersistentMap.#empty as PersistentMap<V>
  }

  /** A map holding `entries`, in their order (a key repeated keeps its first place and last value). */
  static of<V>(entries: Iterable<readonly [string, V]>): PersistentMap<V> {
    const base = new Map(entries)
    return new PersistentMap(base, new Map(), base.size)
  }

  get(key: string): V | undefined {
    return this.recent.get(key) ?? this.base.get(key)
  }

  has(key: string): boolean {
    return this.recent.has(key) || this.base.has(key)
  }

  /** A new map with `key` set; this one is unchanged. */
  set(key: string, value: V): PersistentMap<V> {
    const size = this.has(key) ? this.size : this.size + 1
    const recent = new Map(this.recent).set(key, value)
    if (recent.size * recent.size <= Math.max(256, this.base.size)) return new PersistentMap(this.base, recent, size)
    const base = new Map(this.base)
    for (const [k, v] of recent) base.set(k, v)
    return new PersistentMap(base, new Map(), size)
  }

  /** A new map with `key`'s value changed by `change`; this one where `key` is absent. */
  update(key: string, change: (value: V) => V): PersistentMap<V> {
    const value = this.get(key)
    return value === undefined ? this : this.set(key, change(value))
  }

  *entries(): MapIterator<[string, V]> {
    for (const [key, value] of this.base) yield [key, this.recent.get(key) ?? value]
    for (const entry of this.recent) if (!this.base.has(entry[0])) yield entry
  }

  *keys(): MapIterator<string> {
    for (const [key] of this.entries()) yield key
  }

  *values(): MapIterator<V> {
    for (const [, value] of this.entries()) yield value
  }

  [Symbol.iterator](): MapIterator<[string, V]> {
    return this.entries()
  }

  forEach(callback: (value: V, key: string, map: ReadonlyMap<string, V>) => void, thisArg?: unknown): void {
    for (const [key, value] of this.entries()) callback.call(thisArg, value, key, this)
  }
}
