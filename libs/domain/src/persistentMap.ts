/**
 * One version of a PersistentMap: the version whose entries a `Map` holds right now (`entries`),
 * or one change away from another version (`key` held `value` here, absent when undefined).
 */
interface Version<V> {
  entries: Map<string, V> | undefined
  key: string
  value: V | undefined
  next: Version<V> | undefined
}

/** The version that holds `entries`. */
const holding = <V>(entries: Map<string, V>): Version<V> => ({ entries, key: '', value: undefined, next: undefined })

/**
 * An immutable map whose `set` costs what a Map's does, for a fold's state that only grows: an
 * account's orders (an account keeps every order it ever placed: a cancel or a fill needs to know
 * the order), a contest's players. Copying a Map on each event made every command cost as much as
 * the whole history (issue 16's profiles), and copying only the recent changes still cost 5 to 10
 * µs a set, paid twice an order (the command's fold and the read model's).
 *
 * Baker's rerooted versions: the newest version owns the one Map, and each older version keeps
 * only the change that leads to the next. A fold extends its newest version, so a `set` is a
 * Map's set and two small records; reading an older version walks the changes between it and the
 * Map's version and turns the Map into it, which is only ever done when a decision is retried or
 * a test looks back. Reads and iteration behave as a Map's (insertion order; a key set again
 * keeps its place). Values are never undefined; keys are never removed.
 */
export class PersistentMap<V> implements ReadonlyMap<string, V> {
  static readonly #empty = new PersistentMap<unknown>(holding(new Map()), 0)

  readonly #version: Version<V>

  private constructor(
    version: Version<V>,
    readonly size: number,
  ) {
    this.#version = version
  }

  static empty<V>(): PersistentMap<V> {
    return PersistentMap.#empty as PersistentMap<V>
  }

  /** A map holding `entries`, in their order (a key repeated keeps its first place and last value). */
  static of<V>(entries: Iterable<readonly [string, V]>): PersistentMap<V> {
    const map = new Map(entries)
    return new PersistentMap(holding(map), map.size)
  }

  get(key: string): V | undefined {
    return this.#entries().get(key)
  }

  has(key: string): boolean {
    return this.#entries().has(key)
  }

  /** A new map with `key` set; this one is unchanged. */
  set(key: string, value: V): PersistentMap<V> {
    // The empty map is shared by every fold's initial state: each fold starts a Map of its own,
    // or the folds of different accounts would take the one Map from each other on every event.
    if (this.size === 0) return PersistentMap.of([[key, value]])
    const entries = this.#entries()
    const before = entries.get(key)
    entries.set(key, value)
    const newest = holding(entries)
    const version = this.#version
    version.entries = undefined
    version.key = key
    version.value = before
    version.next = newest
    return new PersistentMap(newest, before === undefined ? this.size + 1 : this.size)
  }

  /** A new map with `key`'s value changed by `change`; this one where `key` is absent. */
  update(key: string, change: (value: V) => V): PersistentMap<V> {
    const value = this.get(key)
    return value === undefined ? this : this.set(key, change(value))
  }

  *entries(): MapIterator<[string, V]> {
    // A copy: a `set` made while iterating would otherwise change the very Map being iterated.
    yield* [...this.#entries()]
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

  /** The Map, made to hold this version: the changes from the Map's version back to this one are undone. */
  #entries(): Map<string, V> {
    const version = this.#version
    if (version.entries) return version.entries
    const path: Version<V>[] = []
    let at: Version<V> = version
    while (!at.entries) {
      path.push(at)
      at = at.next!
    }
    const entries = at.entries
    // From the version next to the Map's back to this one, each change is undone and its record
    // turned around, so the version that held the Map is now one change away from this one. A
    // key undone to absent was set after every key this version holds, so deleting it keeps the
    // order; setting it again (rerooting forward) appends it where it was.
    for (let i = path.length - 1; i >= 0; i--) {
      const older = path[i]!
      const newer = older.next!
      const current = entries.get(older.key)
      if (older.value === undefined) entries.delete(older.key)
      else entries.set(older.key, older.value)
      newer.entries = undefined
      newer.key = older.key
      newer.value = current
      newer.next = older
      older.entries = entries
      older.key = ''
      older.value = undefined
      older.next = undefined
    }
    return entries
  }
}
