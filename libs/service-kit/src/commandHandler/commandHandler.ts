import { setTimeout as delay } from 'node:timers/promises'
import { metadataOf, type Cause, type NewEvent, type RecordedEvent } from '@arena/contracts'
import { WrongExpectedVersion, type AppendResult, type EventStore } from '@arena/eventstore'
import { KeyedQueue } from '../keyedQueue'
import { derivedId } from './derivedId'
import type { CommandHandlerOptions, Executed } from './options'
import type { Loaded } from './snapshots'

interface Waiting<C, E, S> {
  command: C
  cause: Cause
  resolve(done: Executed<E, S>): void
  reject(error: unknown): void
}

/**
 * The one write path: load a stream (the cache as it is, else snapshot then the tail), decide,
 * append at the version that was read with derived event ids. Commands on one stream queue in this process, so
 * the version check only fails against another process; then the command is decided again on the
 * newer state, which may now refuse it. That is what keeps balances and seats within bounds. Every
 * conflict means another writer made progress, so the bound on attempts is high; a little random
 * wait between attempts spreads out processes that keep colliding on one hot stream.
 */
export class CommandHandler<C, E extends { type: string; data: unknown }, S> {
  readonly #queue = new KeyedQueue()
  readonly #cache = new Map<string, Loaded<S>>()
  /** Per stream, the commands that arrived since its queued turn was set up (appendWaitingTogether). */
  readonly #waiting = new Map<string, Waiting<C, E, S>[]>()
  readonly #maxAttempts: number
  readonly #cacheSize: number

  constructor(readonly store: EventStore, private readonly options: CommandHandlerOptions<C, E, S>) {
    this.#maxAttempts = options.maxAttempts ?? 100
    this.#cacheSize = options.cacheSize ?? 1000
  }

  async execute(stream: string, command: C, cause: Cause): Promise<Executed<E, S>> {
    const done = this.options.appendWaitingTogether
      ? await this.#joinTurn(stream, command, cause)
      : await this.#queue.run(stream, () => this.#execute(stream, command, cause))
    if (done.position > 0) await this.options.afterAppend?.(done.position, command)
    return done
  }

  /** The stream's state as the store has it now (cached fold plus any newer events). */
  async load(stream: string): Promise<S> {
    return (await this.#load(stream)).state
  }

  async #execute(stream: string, command: C, cause: Cause): Promise<Executed<E, S>> {
    const { decider } = this.options
    if (this.options.unguarded) return this.#appendUnguarded(stream, command, cause)
    // A cached state is decided on without asking the store whether the stream moved: a write
    // names the version it was decided on, so if another process wrote meanwhile the append fails
    // and the command is decided again on a fresh read. A refusal or a no-op writes nothing, so
    // nothing would catch a stale state there: those are only answered from a state read after
    // the command arrived. One read per command saved is a round trip per order (issue 16).
    const cached = this.#cache.get(stream)
    let fresh = cached === undefined || (this.options.readsFirst?.(command) ?? false) || (this.options.knownVersion?.(stream) ?? 0) > cached.version
    for (let attempt = 1; ; attempt++) {
      const { version, state } = fresh ? await this.#load(stream) : this.#cache.get(stream)!
      // Applied in an older state is applied now: streams only grow.
      if (this.options.applied?.(command, state)) return { events: [], state, position: 0, duplicate: true }
      let events: E[]
      try {
        events = decider.decide(command, state)
      } catch (refusal) {
        if (fresh) throw refusal
        fresh = true
        continue
      }
      if (events.length === 0) {
        if (fresh) return { events, state, position: 0, duplicate: false }
        fresh = true
        continue
      }
      const stamped = this.#stamp(stream, command, version, events, cause)
      try {
        const result = await this.store.append(stream, stamped, version)
        if (result.nextExpectedVersion !== version + events.length) {
          // The store recognised a retry of events written before (by another process, or before a crash).
          return { events, state: (await this.#load(stream)).state, position: result.position, duplicate: true }
        }
        // Folded from the stamped events read back, so they meet their contracts as stored ones do.
        // `stream` first: a stamped event has none, and V8 adds a property after a spread slowly (about 0.4 µs).
        const next = this.#fold(state, stamped.map(e => this.options.parse({ stream, ...e })))
        const loaded = { version: result.nextExpectedVersion, state: next }
        this.#remember(stream, loaded)
        this.#offer(stream, loaded)
        return { events, state: next, position: result.position, duplicate: false }
      } catch (error) {
        // The cached fold stays: it is the stream up to its version, and streams only grow, so the
        // next load reads just the events after it. Dropping it made every retry on a busy stream
        // fold the whole stream again, slowly enough to lose the next race too (the contest
        // scheduler against a join wave: thousands of events, a hundred times).
        if (!(error instanceof WrongExpectedVersion) || attempt >= this.#maxAttempts) throw error
        // A stale cache is no sign of contention: read and decide again at once.
        if (fresh) await delay(Math.floor(Math.random() * 3 * Math.min(attempt, 10)))
        fresh = true
      }
    }
  }

  async #appendUnguarded(stream: string, command: C, cause: Cause): Promise<Executed<E, S>> {
    const state = this.options.decider.initialState()
    const events = this.options.decider.decide(command, state)
    if (events.length === 0) return { events, state, position: 0, duplicate: false }
    const result = await this.store.append(stream, this.#stamp(stream, command, 0, events, cause), 'any')
    return { events, state, position: result.position, duplicate: false }
  }

  /**
   * Joins the stream's next turn: commands arriving before it starts share it. A turn of one
   * command runs as usual; a turn of several is decided together and written at once.
   */
  #joinTurn(stream: string, command: C, cause: Cause): Promise<Executed<E, S>> {
    return new Promise((resolve, reject) => {
      const waiting = this.#waiting.get(stream)
      if (waiting) {
        waiting.push({ command, cause, resolve, reject })
        return
      }
      this.#waiting.set(stream, [{ command, cause, resolve, reject }])
      void this.#queue.run(stream, async () => {
        const turn = this.#waiting.get(stream)!
        this.#waiting.delete(stream)
        if (turn.length > 1 && (await this.#executeTogether(stream, turn))) return
        // Alone, or the shared write did not go through as one new write: one at a time, as always.
        for (const one of turn) await this.#execute(stream, one.command, one.cause).then(one.resolve, one.reject)
      })
    })
  }

  /**
   * Decides the commands in turn on one fresh read (each on the state the ones before it left),
   * appends every event in one write at the version read, and answers each command as if it had
   * run alone. A refusal or a no-op answers that command only. False, with nobody answered, when
   * the write did not land as one new write (another writer came first, a retry of events stored
   * before, a failure): the caller then runs them one by one.
   */
  async #executeTogether(stream: string, turn: Waiting<C, E, S>[]): Promise<boolean> {
    let read: Loaded<S>
    let decided: { version: number; state: S; written: NewEvent[]; answers: ((done: { state?: S; position: number; duplicate?: boolean }) => void)[] }
    try {
      read = await this.#load(stream)
      decided = this.#decideInTurn(stream, turn, read)
    } catch {
      return false
    }
    const { version, state, written, answers } = decided
    if (written.length === 0) {
      for (const answer of answers) answer({ position: 0 })
      return true
    }
    let result: AppendResult
    try {
      result = await this.store.append(stream, written, read.version)
    } catch {
      // Nothing was written: another writer came first, or some of the ids were stored before.
      return false
    }
    if (result.nextExpectedVersion !== version) {
      // The store recognised the whole write as a retry of one made before: answered as duplicates.
      const now = await this.#load(stream).then(loaded => loaded.state, () => state)
      for (const answer of answers) answer({ state: now, position: result.position, duplicate: true })
      return true
    }
    const loaded = { version, state }
    this.#remember(stream, loaded)
    this.#offer(stream, loaded)
    for (const answer of answers) answer({ position: result.position })
    return true
  }

  /** Each command decided on the state the ones before it left; its answer waits for the write. */
  #decideInTurn(stream: string, turn: Waiting<C, E, S>[], read: Loaded<S>) {
    const { decider } = this.options
    let { version, state } = read
    const written: NewEvent[] = []
    const answers: ((done: { state?: S; position: number; duplicate?: boolean }) => void)[] = []
    for (const one of turn) {
      const before = state
      if (this.options.applied?.(one.command, state)) {
        answers.push(() => one.resolve({ events: [], state: before, position: 0, duplicate: true }))
        continue
      }
      let events: E[]
      try {
        events = decider.decide(one.command, state)
      } catch (refusal) {
        answers.push(() => one.reject(refusal))
        continue
      }
      if (events.length === 0) {
        answers.push(() => one.resolve({ events, state: before, position: 0, duplicate: false }))
        continue
      }
      const stamped = this.#stamp(stream, one.command, version, events, one.cause)
      const after = this.#fold(state, stamped.map(e => this.options.parse({ stream, ...e })))
      state = after
      version += events.length
      written.push(...stamped)
      // The write's last position: every event of it is visible from then on.
      answers.push(done => one.resolve({ events, state: done.state ?? after, position: done.position, duplicate: done.duplicate ?? false }))
    }
    return { version, state, written, answers }
  }

  #stamp(stream: string, command: C, version: number, events: E[], cause: Cause): NewEvent[] {
    const key = this.options.commandKey?.(command) ?? `v${version}\n${JSON.stringify(command)}`
    const metadata = metadataOf(cause)
    return events.map((e, i) => ({ id: derivedId(this.options.idNamespace, stream, key, String(i)), type: e.type, data: e.data, metadata }))
  }

  async #load(stream: string): Promise<Loaded<S>> {
    const cached = this.#cache.get(stream)
    const { from, fresh } = cached ? { from: cached, fresh: await this.store.readStream(stream, cached.version + 1) } : await this.#fromSnapshot(stream)
    if (fresh.length === 0) {
      // Kept also when nothing followed the snapshot: the next load reads the tail, not the snapshot again.
      if (!cached && from.version > 0) this.#remember(stream, from)
      return from
    }
    const loaded = { version: fresh.at(-1)!.version, state: this.#fold(from.state, fresh.map(this.options.parse)) }
    this.#remember(stream, loaded)
    this.#offer(stream, loaded)
    return loaded
  }

  /**
   * The stream's snapshot and the events after it, or every event when there is no snapshot. The
   * event at the snapshot's own version is read too: a snapshot the stream has not reached (it
   * can only come from a bug) is then seen, reported and not used.
   */
  async #fromSnapshot(stream: string): Promise<{ from: Loaded<S>; fresh: RecordedEvent[] }> {
    const snapshot = await this.options.snapshots?.load(stream)
    if (snapshot && snapshot.version > 0) {
      const read = await this.store.readStream(stream, snapshot.version)
      if (read[0]?.version === snapshot.version) return { from: snapshot, fresh: read.slice(1) }
      this.options.snapshots?.ahead?.(stream, snapshot)
    }
    return { from: { version: 0, state: this.options.decider.initialState() }, fresh: await this.store.readStream(stream, 1) }
  }

  #fold(state: S, events: E[]): S {
    const { decider } = this.options
    return decider.fold ? decider.fold(state, events) : events.reduce(decider.evolve, state)
  }

  /** Hands the state to the snapshots without waiting: a snapshot is never worth a slower or failed command. */
  #offer(stream: string, loaded: Loaded<S>): void {
    const snapshots = this.options.snapshots
    if (!snapshots) return
    try {
      void Promise.resolve(snapshots.offer(stream, loaded)).catch(() => {})
    } catch {
      // Ignored, as a rejection is: the state stays folded from the events.
    }
  }

  #remember(stream: string, loaded: Loaded<S>): void {
    this.#cache.delete(stream)
    this.#cache.set(stream, loaded)
    if (this.#cache.size > this.#cacheSize) this.#cache.delete(this.#cache.keys().next().value!)
  }
}
