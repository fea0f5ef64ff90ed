import type { Logger } from 'pino'
import type { SnapshotStore } from '@arena/eventstore'
import type { Loaded, Snapshots } from './snapshots'

/**
 * How a service writes its state down and reads it back. States hold Maps, Sets and decimals, so
 * each service says explicitly what its state is as JSON (money as decimal strings, never numbers).
 */
export interface StateCodec<S> {
  /**
   * Names the fold and this encoding ("wallet-1"). Change it whenever `evolve` or the encoding
   * changes: snapshots under any other name are never read, the state is folded from the events.
   */
  foldVersion: string
  toJSON(state: S): unknown
  /** Throws when the JSON is not a state it could have written: the snapshot is then not used. */
  fromJSON(json: unknown): S
}

export interface StoredSnapshotsOptions<S> {
  store: SnapshotStore
  codec: StateCodec<S>
  /** Events a stream grows by before its next snapshot is kept (default 100). */
  every?: number
  logger: Pick<Logger, 'warn' | 'error'>
  /** Streams whose last snapshot version this process remembers (default 10,000); a forgotten one is written again sooner. */
  remembered?: number
}

export const DEFAULT_SNAPSHOT_EVERY = 100

/**
 * Snapshots kept in a SnapshotStore every `every` events. Encoding and saving run after the
 * command has been answered (states are never mutated, so a later encoding sees the same state);
 * a failure is logged and costs only a longer read next time. A snapshot that cannot be read
 * back, or one found ahead of its stream, is as if there were none.
 */
export class StoredSnapshots<S> implements Snapshots<S> {
  readonly #every: number
  readonly #remembered: number
  /** The version of each stream's newest snapshot this process knows of (loaded or saved). */
  readonly #lastKept = new Map<string, number>()
  readonly #saving = new Map<string, Promise<void>>()
  readonly #next = new Map<string, Loaded<S>>()
  readonly #discarding = new Set<Promise<void>>()

  constructor(private readonly options: StoredSnapshotsOptions<S>) {
    this.#every = options.every ?? DEFAULT_SNAPSHOT_EVERY
    if (!Number.isSafeInteger(this.#every) || this.#every < 1) throw new RangeError(`snapshots every must be a positive integer, got ${options.every}`)
    this.#remembered = options.remembered ?? 10_000
  }

  get foldVersion(): string {
    return this.options.codec.foldVersion
  }

  async load(stream: string): Promise<Loaded<S> | undefined> {
    const { store, codec, logger } = this.options
    try {
      const stored = await store.load(stream, codec.foldVersion)
      if (!stored) return undefined
      const loaded = { version: stored.version, state: codec.fromJSON(stored.state) }
      this.#remember(stream, stored.version)
      return loaded
    } catch (error) {
      logger.warn({ err: error, stream, foldVersion: codec.foldVersion }, 'snapshot not loaded; the state is folded from the events')
      return undefined
    }
  }

  offer(stream: string, loaded: Loaded<S>): void {
    if (loaded.version - (this.#lastKept.get(stream) ?? 0) < this.#every) return
    // Counted as kept from now: a failing store is tried again after `every` more events, not on every command.
    this.#remember(stream, loaded.version)
    // One save per stream at a time; a newer state offered meanwhile is saved after it.
    if (this.#saving.has(stream)) this.#next.set(stream, loaded)
    else this.#save(stream, loaded)
  }

  #save(stream: string, loaded: Loaded<S>): void {
    const { store, codec, logger } = this.options
    const saving = new Promise<void>(resolve => setImmediate(resolve))
      .then(() => store.save({ stream, version: loaded.version, foldVersion: codec.foldVersion, state: codec.toJSON(loaded.state) }))
      .catch(error => logger.warn({ err: error, stream, version: loaded.version }, 'snapshot not saved; the next one is tried later'))
      .finally(() => this.#saved(stream))
    this.#saving.set(stream, saving)
  }

  #saved(stream: string): void {
    this.#saving.delete(stream)
    const next = this.#next.get(stream)
    this.#next.delete(stream)
    if (next) this.#save(stream, next)
  }

  ahead(stream: string, snapshot: Loaded<S>): void {
    const { store, codec, logger } = this.options
    logger.error({ stream, version: snapshot.version, foldVersion: codec.foldVersion }, 'snapshot is ahead of its stream; not used, discarded')
    this.#lastKept.delete(stream)
    // Until it is gone, a save at a lower version leaves it in place: one snapshot lost, nothing wrong.
    const discarding: Promise<void> = store.discard(stream, codec.foldVersion, snapshot.version)
      .catch(error => logger.warn({ err: error, stream }, 'snapshot ahead of its stream not discarded'))
      .finally(() => this.#discarding.delete(discarding))
    this.#discarding.add(discarding)
  }

  /** Resolves once every snapshot offered so far is saved or given up (before the store closes; tests). */
  async flush(): Promise<void> {
    while (this.#saving.size + this.#discarding.size > 0) await Promise.all([...this.#saving.values(), ...this.#discarding])
  }

  #remember(stream: string, version: number): void {
    this.#lastKept.delete(stream)
    this.#lastKept.set(stream, version)
    if (this.#lastKept.size > this.#remembered) this.#lastKept.delete(this.#lastKept.keys().next().value!)
  }
}
