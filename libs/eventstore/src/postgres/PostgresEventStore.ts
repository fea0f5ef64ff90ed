import postgres, { type Sql } from 'postgres'
import type { NewEvent, RecordedEvent } from '@arena/contracts'
import { catchUpSubscription, type LogPage } from '../catchUpSubscription'
import { eventFilter } from '../eventFilter'
import { OpenSubscriptions } from '../openSubscriptions'
import { ChangeSignal } from '../changeSignal'
import { decideAppends, validateAppend, type AppendRequest } from '../decideAppends'
import type { AppendResult, EventFilter, EventStore, ExpectedVersion, SubscribeAllOptions, Subscription } from '../port'
import { NoticeWatch } from './appendNotices'
import { decoded, type SharedPage } from './logRows'
import { readAll, readFiltered, readRaw, readStream, readStreams, type LogTable } from './logReads'
import { GroupCommit } from './GroupCommit'
import { assertSchemaName, channelOf, migrate } from './schema'
import { withoutNagle } from './noDelaySocket'
import { writeAppends } from './writeGroup'

export interface PostgresEventStoreOptions {
  url: string
  /** Schema holding the `events` table, so services and tests can keep separate logs (default `eventstore`). */
  schema?: string
  /** Run migrate() on connect (default true). */
  migrate?: boolean
  /** Pool size (default 4: group commit needs one writer, the rest serve reads). */
  maxConnections?: number
  /** Re-read this often when no NOTIFY arrives, in case one was lost (default 1000 ms). */
  pollMs?: number
  /** Wake subscribers with LISTEN/NOTIFY (default true; false leaves only polling). */
  listen?: boolean
  /**
   * At most one wake-up of this process's subscriptions per this many ms (default 2): each wake-up
   * is a query of the log in every process, so under a stream of appends one read serves many.
   * 0 wakes them on every append.
   */
  wakeIntervalMs?: number
  /**
   * Events per page a subscription reads (default 5000). A process starting on a long log runs a
   * dozen catch-ups side by side over a few connections: at 500 an edge took 67 s to fold a
   * 1,000,000-event log, at 5000 22 s (docs/perf/startup.md); at the head a page holds only what
   * was appended since, so the size changes nothing there.
   */
  pageSize?: number
  /** Upper bound on events written by one group-commit transaction (default 5000). */
  maxEventsPerTransaction?: number
  applicationName?: string
}

const DEFAULT_WAKE_INTERVAL_MS = 2

/** EventStore on PostgreSQL: one append-only table, group commit, positions in commit order. */
export class PostgresEventStore implements EventStore {
  readonly #signal: ChangeSignal
  readonly #subscriptions = new OpenSubscriptions()
  readonly #notices: NoticeWatch
  readonly #sharedReads = new Map<string, { generation: number; page: Promise<SharedPage> }>()
  readonly #writer: GroupCommit<AppendRequest, AppendResult>
  readonly #table: postgres.Helper<string>
  readonly #log: LogTable
  #listening: Promise<unknown> | undefined
  #closed = false
  #readsAtHead = 0
  #logReads = 0

  private constructor(
    readonly sql: Sql,
    readonly schema: string,
    private readonly options: PostgresEventStoreOptions,
  ) {
    this.#table = sql(`${schema}.events`)
    this.#log = { sql, table: this.#table }
    this.#notices = new NoticeWatch(options.pollMs ?? 1000)
    this.#signal = new ChangeSignal({ minIntervalMs: options.wakeIntervalMs ?? DEFAULT_WAKE_INTERVAL_MS })
    this.#writer = new GroupCommit(group => writeAppends(sql, schema, group), {
      maxRequests: 1000,
      maxWeight: options.maxEventsPerTransaction ?? 5000,
      weight: request => request.events.length,
    })
  }

  static async connect(options: PostgresEventStoreOptions): Promise<PostgresEventStore> {
    const schema = options.schema ?? 'eventstore'
    assertSchemaName(schema)
    const sql = postgres(options.url, {
      max: options.maxConnections ?? 4,
      onnotice: () => {},
      connection: { application_name: options.applicationName ?? 'arena-eventstore' },
      ...withoutNagle,
    })
    const store = new PostgresEventStore(sql, schema, options)
    if (options.migrate ?? true) await store.migrate().catch(async error => {
      await sql.end()
      throw error
    })
    return store
  }

  /** Creates this store's schema, table and triggers if missing; safe to run at every start. */
  migrate(): Promise<void> {
    return migrate(this.sql, this.schema)
  }

  async append(stream: string, events: NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult> {
    this.#assertOpen()
    validateAppend(stream, events, expectedVersion)
    if (events.length === 0) return this.#checkVersion(stream, expectedVersion)
    const result = await this.#writer.submit({ stream, events, expectedVersion })
    this.#notices.appended(stream, events.map(event => event.type), result.position)
    this.#signal.notify()
    return result
  }

  async readStream(stream: string, fromVersion = 1): Promise<RecordedEvent[]> {
    this.#assertOpen()
    return readStream(this.#log, stream, fromVersion)
  }

  async readStreams(streams: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    this.#assertOpen()
    return readStreams(this.#log, streams)
  }

  async readAll(fromPosition: number, limit: number): Promise<RecordedEvent[]> {
    this.#assertOpen()
    this.#logReads++
    return readAll(this.#log, fromPosition, limit)
  }

  subscribeAll(options: SubscribeAllOptions): Subscription {
    this.#assertOpen()
    const ready = this.#listen()
    const filter = options.filter
    const passes = eventFilter(filter)
    const unwatch = this.#notices.watch(filter)
    // At the head, the subscriptions of this process woken by one append read it together.
    let live = false
    const inner = catchUpSubscription(
      {
        // Listening starts before the first read, so no append can fall between the two unseen.
        readPage: async (from, limit) => {
          const seen = this.#signal.generation
          await ready
          if (live) {
            const skipTo = this.#notices.skipTo(from)
            if (skipTo !== undefined) return { events: [], through: skipTo, more: false }
            const shared = await this.#readShared(from, limit, seen)
            live = !shared.full
            // Each subscription decodes the events it wants itself, so it gets objects of its
            // own, as from a read of its own (a read model may keep parts of an event and change
            // them later), and nobody decodes what no subscription wants.
            const events = shared.rows.filter(passes).map(decoded)
            return { events, through: shared.full ? Number(shared.rows.at(-1)!.position) : shared.through, more: shared.full }
          }
          const page = await this.#readFiltered(from, limit, filter ?? {})
          live = page.events.length < limit
          return page
        },
        signal: this.#signal,
        pageSize: this.options.pageSize ?? 5000,
        pollMs: this.options.pollMs ?? 1000,
      },
      options,
    )
    return this.#subscriptions.track({
      close: async () => {
        unwatch()
        await inner.close()
      },
    })
  }

  /**
   * The whole log after `fromPosition` (up to `limit` events), read once for every subscription
   * of this process that asks for the same position before the read ends, as the ones caught up
   * do when an append wakes them all. A read started before the caller's wake-up (`seen`) may miss
   * what woke it, so the caller then reads anew. Filtering happens afterwards, in memory.
   */
  #readShared(fromPosition: number, limit: number, seen: number): Promise<SharedPage> {
    const key = `${fromPosition}/${limit}`
    const running = this.#sharedReads.get(key)
    if (running && running.generation >= seen) return running.page
    const page = this.#readRaw(fromPosition, limit)
    const entry = { generation: this.#signal.generation, page }
    this.#sharedReads.set(key, entry)
    const forget = () => {
      if (this.#sharedReads.get(key) === entry) this.#sharedReads.delete(key)
    }
    page.then(forget, forget)
    return page
  }

  async #readFiltered(fromPosition: number, limit: number, filter: EventFilter): Promise<LogPage> {
    this.#assertOpen()
    this.#logReads++
    return readFiltered(this.#log, fromPosition, limit, filter)
  }

  /** Whether this process still passes over appends by their notices (ADR 0030); false for good once anything was unknown. */
  get trustsNotices(): boolean {
    return this.#notices.trusted
  }

  /**
   * Queries of the global log this store has made (subscriptions' pages, `readAll`). In the cluster
   * the relay is the one process that reads the log (ADR 0037): every other one's stays at 0.
   */
  get logReads(): number {
    return this.#logReads
  }

  /** Queries its subscriptions made at the head of the log: what the notices spare. */
  get readsAtHead(): number {
    return this.#readsAtHead
  }

  async #readRaw(fromPosition: number, limit: number): Promise<SharedPage> {
    this.#assertOpen()
    this.#readsAtHead++
    this.#logReads++
    return readRaw(this.#log, fromPosition, limit)
  }

  async headPosition(): Promise<number> {
    this.#assertOpen()
    const [row] = await this.sql<{ head: string }[]>`SELECT coalesce(max(position), 0) AS head FROM ${this.#table}`
    return Number(row?.head ?? 0)
  }

  /** From the append notices (ADR 0030), waiting at most 50 ms for the one of `head`; else `head`. */
  lastOf(kinds: readonly string[], head: number): Promise<number> {
    // A process whose read models follow the bus's log (ADR 0037) opens no subscription here, yet
    // its checks still learn from the notices which kinds were appended: listen from the first ask.
    if (!this.#closed) void this.#listen()
    return this.#notices.lastOf(kinds, head, 50)
  }

  async close(): Promise<void> {
    if (this.#closed) return
    this.#closed = true
    await this.#writer.idle()
    await this.#subscriptions.closeAll()
    await this.sql.end({ timeout: 5 })
  }

  #listen(): Promise<unknown> {
    if (this.options.listen === false) return Promise.resolve()
    // A failed LISTEN leaves subscribers on the poll fallback rather than stopping them.
    let listened = false
    const heard = (payload: string) => {
      this.#notices.heard(payload)
      this.#signal.notify()
    }
    // postgres.js listens again after a lost connection; what was announced meanwhile is unknown.
    const relistened = () => {
      if (listened) this.#notices.lose()
      listened = true
    }
    this.#listening ??= this.sql.listen(channelOf(this.schema), heard, relistened).catch(() => this.#notices.lose())
    return this.#listening
  }

  async #checkVersion(stream: string, expectedVersion: ExpectedVersion): Promise<AppendResult> {
    const [head] = await this.sql<{ version: number; position: string }[]>`
      SELECT version, position FROM ${this.#table} WHERE stream = ${stream} ORDER BY version DESC LIMIT 1`
    const [decision] = decideAppends([{ stream, events: [], expectedVersion }], {
      head: () => ({ version: head?.version ?? 0, position: Number(head?.position ?? 0) }),
      stored: () => undefined,
    })
    if (decision?.kind === 'done') return decision.result
    throw decision?.kind === 'reject' ? decision.error : new Error('unexpected decision for an empty append')
  }

  #assertOpen(): void {
    if (this.#closed) throw new Error('event store is closed')
  }
}
