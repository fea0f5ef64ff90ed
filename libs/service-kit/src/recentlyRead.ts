/**
 * The `size` values read or kept most recently, the least recently used forgotten first: for
 * things folded from storage on demand that never change once folded (a settled contest, a
 * frozen account). A Map keeps insertion order, so moving a key to its end on each read is the
 * whole bookkeeping.
 */
export class RecentlyRead<K, V> {
  readonly #values = new Map<K, V>()

  constructor(readonly size: number) {}

  /** The value kept under `key`, now the most recently used. */
  get(key: K): V | undefined {
    const value = this.#values.get(key)
    if (value === undefined) return undefined
    this.#values.delete(key)
    this.#values.set(key, value)
    return value
  }

  /** Keeps `value` as the most recently used, forgetting the least recently used past `size`. */
  keep(key: K, value: V): void {
    this.#values.delete(key)
    this.#values.set(key, value)
    if (this.#values.size > this.size) this.#values.delete(this.#values.keys().next().value!)
  }

  forget(key: K): void {
    this.#values.delete(key)
  }
}
