import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppendOutcome, EventStore, EventStoreObserver, ReaderPosition } from '@arena/eventstore'
import { FreshHead } from './freshHead'

/** What `/metrics` answers with: Prometheus' text format. */
export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE

/** Seconds; the order hot path answers in well under a millisecond, a slow report in seconds. */
const HTTP_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
/** Seconds; a group commit waits a few milliseconds for company. */
const APPEND_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5]

/** How far this process's readers are behind, for `/api/health` (the same figures as `/metrics`). */
export interface LagReport {
  /** Events of the store's log each reader of it has yet to look through, and the largest. */
  projections: { max: number; readers: Record<string, number> }
  /** Messages each consumer group has yet to handle here (summed over its partitions), and the largest. */
  consumers: { max: number; groups: Record<string, number> }
}

interface TrackedReader {
  readonly reader: ReaderPosition
  readonly head: FreshHead
}

interface PartitionLag {
  group: string
  topic: string
  partition: string
  behind: number
}

type Observe = (seconds: number) => void

export interface MetricsOptions {
  /**
   * prom-client's process and Node.js metrics (CPU, memory, event loop delay, GC). Each registry
   * that collects them keeps a GC observer and an event-loop monitor for the process's life, so a
   * test that builds many apps in one process may leave them off.
   */
  processMetrics?: boolean
}

/**
 * One process's metrics in one registry, handed to what records them (the HTTP app, the bus,
 * the event store, the socket registry) instead of living in prom-client's global registry:
 * tests build several apps in one process, and each must count only its own requests.
 */
export class Metrics implements EventStoreObserver {
  readonly registry = new Registry()
  readonly #http: Histogram<'route' | 'method' | 'status_class'>
  /** Per route (its fastify config object), per method: the labelled children by status class. */
  readonly #routes = new WeakMap<object, Map<string, Observe[]>>()
  readonly #append: Record<AppendOutcome, Observe>
  readonly #consumers = new Map<string, PartitionLag>()
  readonly #readers = new Set<TrackedReader>()

  constructor(options: MetricsOptions = {}) {
    const registers = [this.registry]
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry })
    this.#http = new Histogram({
      name: 'arena_http_request_duration_seconds',
      help: 'HTTP requests by route pattern, method and status class, from arrival to the last byte of the answer',
      labelNames: ['route', 'method', 'status_class'],
      buckets: HTTP_BUCKETS,
      registers,
    })
    const append = new Histogram({
      name: 'arena_eventstore_append_duration_seconds',
      help: 'Event store appends: ok, conflict (the stream moved on: wrong expected version) or error',
      labelNames: ['outcome'],
      buckets: APPEND_BUCKETS,
      registers,
    })
    const child = (outcome: AppendOutcome) => {
      const labelled = append.labels({ outcome })
      return (seconds: number) => labelled.observe(seconds)
    }
    this.#append = { ok: child('ok'), conflict: child('conflict'), error: child('error') }
    const consumers = this.#consumers
    new Gauge({
      name: 'arena_consumer_lag_messages',
      help: 'Messages published to a partition and not yet handled by the consumer group, as this process last saw them',
      labelNames: ['group', 'topic', 'partition'],
      registers,
      collect() {
        this.reset()
        for (const lag of consumers.values()) this.set({ group: lag.group, topic: lag.topic, partition: lag.partition }, lag.behind)
      },
    })
    const lagOfReaders = () => this.#readerLag()
    new Gauge({
      name: 'arena_projection_lag_events',
      help: "Events of the store's log a reader (projection, relay) has not yet looked through; the head is read at scrape time",
      labelNames: ['reader'],
      registers,
      async collect() {
        // Without the head (the store is down) the lag is unknown: no samples, and the rest of the scrape still answers.
        const lag = await lagOfReaders().catch(() => ({}))
        this.reset()
        for (const [reader, behind] of Object.entries(lag)) this.set({ reader }, behind)
      },
    })
  }

  /**
   * Times one answered request; the access log calls it with the time it already measured. The
   * label is the route's pattern (`/api/contest/:id`), never the URL, so a scan of made-up paths
   * cannot grow the registry; the labelled child is looked up once per route, method and class.
   */
  observeRequest(request: FastifyRequest, reply: FastifyReply, milliseconds: number): void {
    const config = request.routeOptions.config as object | undefined
    const key = config ?? UNMATCHED
    let methods = this.#routes.get(key)
    if (!methods) this.#routes.set(key, (methods = new Map()))
    let byClass = methods.get(request.method)
    if (!byClass) methods.set(request.method, (byClass = this.#routeChildren(request.routeOptions.url ?? 'unmatched', request.method)))
    const statusClass = Math.floor(reply.statusCode / 100)
    byClass[statusClass >= 1 && statusClass <= 5 ? statusClass : 0]!(milliseconds / 1000)
  }

  observeAppend(outcome: AppendOutcome, seconds: number): void {
    this.#append[outcome](seconds)
  }

  /** {@link ConsumerLagSink} of @arena/bus: kept here and written into the gauge at scrape time. */
  consumerLag(group: string, topic: string, partition: number, behind: number): void {
    const key = `${group}\u0000${topic}\u0000${partition}`
    const known = this.#consumers.get(key)
    if (known) known.behind = behind
    else this.#consumers.set(key, { group, topic, partition: String(partition), behind })
  }

  consumerGone(group: string): void {
    for (const [key, lag] of this.#consumers) if (lag.group === group) this.#consumers.delete(key)
  }

  /**
   * Follows a reader of `store`'s global log until the returned function is called. Its lag is
   * the store's head less its position, with the head read when someone asks (a scrape, a health
   * check) and shared with concurrent askers, never once per event.
   */
  trackReader(store: Pick<EventStore, 'headPosition'>, reader: ReaderPosition): () => void {
    const tracked: TrackedReader = { reader, head: this.#headOf(store) }
    this.#readers.add(tracked)
    return () => this.#readers.delete(tracked)
  }

  /** A gauge read at scrape time (websocket clients and the like). */
  gauge(name: string, help: string, read: () => number): void {
    new Gauge({ name, help, registers: [this.registry], collect() { this.set(read()) } })
  }

  async lagReport(): Promise<LagReport> {
    const readers = await this.#readerLag()
    const groups: Record<string, number> = {}
    for (const lag of this.#consumers.values()) groups[lag.group] = (groups[lag.group] ?? 0) + lag.behind
    return {
      projections: { max: Math.max(0, ...Object.values(readers)), readers },
      consumers: { max: Math.max(0, ...Object.values(groups)), groups },
    }
  }

  /** The Prometheus text of every metric in this registry. */
  text(): Promise<string> {
    return this.registry.metrics()
  }

  readonly #heads = new WeakMap<object, FreshHead>()

  #headOf(store: Pick<EventStore, 'headPosition'>): FreshHead {
    let head = this.#heads.get(store)
    if (!head) this.#heads.set(store, (head = new FreshHead(store)))
    return head
  }

  /** Per reader name, the largest lag among readers of that name (a module may run a few alike). */
  async #readerLag(): Promise<Record<string, number>> {
    const tracked = [...this.#readers]
    // One head read per store (a process has one), whatever the number of its readers.
    const stores = [...new Set(tracked.map(({ head }) => head))]
    const heads = new Map(await Promise.all(stores.map(async head => [head, await head.read()] as const)))
    const lag: Record<string, number> = {}
    for (const { reader, head } of tracked) {
      const behind = Math.max(0, heads.get(head)! - reader.position)
      lag[reader.name] = Math.max(lag[reader.name] ?? 0, behind)
    }
    return lag
  }

  #routeChildren(route: string, method: string): Observe[] {
    return ['other', '1xx', '2xx', '3xx', '4xx', '5xx'].map(statusClass => {
      const child = this.#http.labels({ route, method, status_class: statusClass })
      return (seconds: number) => child.observe(seconds)
    })
  }
}

/** Requests no route matched (fastify's own 404 has no route config). */
const UNMATCHED = {}
