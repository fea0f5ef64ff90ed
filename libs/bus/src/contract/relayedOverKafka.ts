import { randomUUID } from 'node:crypto'
import type { PostgresEventStore } from '@arena/eventstore/postgres'
import { kafkaBus } from '../kafka'
import type { Bus } from '../port'
import { PostgresCheckpointStore } from '../postgres/postgresCheckpointStore'
import { startRelay, type Relay } from '../relay'

/**
 * The cluster profile's event path for a test on the real engines: `store` relayed to Kafka under
 * a namespace of its own (topics and groups no other run sees), checkpoints in the store's schema,
 * and `connect` for a service's bus on the same namespace. `teardown` receives every closer.
 */
export async function relayedOverKafka(store: PostgresEventStore, brokers: string[], teardown: (close: () => Promise<void>) => void): Promise<{ checkpoints: PostgresCheckpointStore; connect: (service: string) => Bus; relay: Relay }> {
  const checkpoints = await PostgresCheckpointStore.open(store.sql, { schema: store.schema })
  const namespace = `test.${randomUUID().slice(0, 8)}.`
  const connect = (service: string): Bus => {
    const bus = kafkaBus({ brokers, service, namespace, maxWaitTimeMs: 100, retry: { initialDelayMs: 10, maxDelayMs: 100 } })
    teardown(() => bus.close())
    return bus
  }
  const relay = await startRelay({ store, bus: connect('relay'), checkpoints })
  teardown(() => relay.close())
  return { checkpoints, connect, relay }
}
