import { kafkaBus, PostgresLogIndex, startRelay, type PostgresCheckpointStore } from '@arena/bus'
import { topics } from '@arena/contracts'
import type { PostgresEventStore } from '@arena/eventstore/postgres'

export interface LogFill {
  store: PostgresEventStore
  schema: string
  checkpoints: PostgresCheckpointStore
  head: number
  brokers: string[]
  /** The run's and schema's topics on the broker (`KAFKA_NAMESPACE` of the processes measured). */
  namespace: string
}

/**
 * Appends the history to the run's log topic, as the relay of a running cluster has: the read
 * models of every process follow that topic, not the store (docs/adr/0037). The relay's category
 * topics stay at the end (its checkpoint), so only the log is written. Resolves with the seconds it took.
 */
export async function fillLog(fill: LogFill): Promise<number> {
  const { store, schema } = fill
  const index = await PostgresLogIndex.open(store.sql, { schema })
  // A kept schema's marks and log checkpoint point into an earlier run's topic.
  await store.sql.unsafe(`DELETE FROM ${schema}.bus_log_index`)
  await store.sql.unsafe(`DELETE FROM ${schema}.bus_checkpoints WHERE name = 'relay.log'`)
  const bus = kafkaBus({ service: 'bench-startup', brokers: fill.brokers, namespace: fill.namespace })
  const started = performance.now()
  try {
    const relay = await startRelay({ store, bus, checkpoints: fill.checkpoints, log: { topic: topics.log, index } })
    await relay.caughtUp(fill.head)
    await relay.close()
  } finally {
    await bus.close()
  }
  return (performance.now() - started) / 1000
}
