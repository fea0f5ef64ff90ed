import postgres, { type Sql } from 'postgres'
import { MeasuredEventStore, type EventStore, type SnapshotStore } from '@arena/eventstore'
import { PostgresEventStore, PostgresSnapshotStore, withoutNagle } from '@arena/eventstore/postgres'
import { InProcessBroker, inProcessBus, kafkaBus, MemoryCheckpointStore, PostgresCheckpointStore, startRelay, type Bus, type CheckpointStore, type Relay } from '@arena/bus'
import { createFeed, feedConfigFromEnv, type MarketFeed } from '@arena/market-data'
import type { HealthCheck, Logger, Metrics, Shutdown } from '@arena/service-kit'
import { marketFeedEnv, type PlatformConfig } from './config'
import { startEmbeddedPostgres } from './embeddedPostgres'

export interface Infrastructure {
  sql: Sql
  store: EventStore
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

  // Measured: append latency and each log reader's lag (/metrics, /api/health).
  const store = new MeasuredEventStore(await PostgresEventStore.connect({ url: databaseUrl, schema: config.EVENTSTORE_SCHEMA }), metrics)
  shutdown.add('event store', () => store.close())
  const snapshots = await PostgresSnapshotStore.open(sql, { schema: config.EVENTSTORE_SCHEMA })

  const kafka = config.KAFKA_BROKERS
  const bus = kafka
    ? kafkaBus({ service: 'platform', brokers: kafka.split(','), lag: metrics })
    : inProcessBus({ broker: new InProcessBroker(), service: 'platform', lag: metrics })
  shutdown.add('bus', () => bus.close())

  // With Kafka the relay's checkpoint must survive restarts; the in-process broker starts empty,
  // so the relay refills it from the start of the log and consumers drop what they have seen.
  const checkpoints = kafka ? await PostgresCheckpointStore.open(sql, { schema: config.EVENTSTORE_SCHEMA }) : new MemoryCheckpointStore()
  const relay = options.relay
    ? await startRelay({ store, bus, checkpoints, onError: (error, attempt) => logger.warn({ err: error, attempt }, 'relay publish failed; retrying') })
    : undefined
  if (relay) shutdown.add('relay', () => relay.close())

  const feed = createFeed(feedConfigFromEnv(marketFeedEnv(config)))
  shutdown.add('market feed', () => feed.close())

  const health: Record<string, HealthCheck> = {
    postgres: async () => (await sql`select current_setting('server_version') as v`)[0]?.v as string,
    eventstore: async () => `head ${await store.headPosition()}`,
    bus: async () => (kafka ? `kafka ${kafka}` : 'in-process'),
    marketFeed: async () => {
      const price = feed.lastPrice('BTCUSDT')
      if (!price) throw new Error('no BTCUSDT price yet')
      return `BTCUSDT ${price}`
    },
  }
  if (relay) health.relay = async () => `at ${relay.position}`
  return { sql, store, lastAppended: () => store.lastAppended, snapshots, bus, relay, checkpoints, feed, health }
}
