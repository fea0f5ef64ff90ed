// The start-up bench's schemas: the read models' checkpoint rows it clears, keeps and puts back
// between runs (as a running cluster's workers leave them), and dropping a schema with its boards.
import { Redis } from 'ioredis'
import { PostgresEventStore, PostgresSnapshotStore } from '@arena/eventstore/postgres'
import { checkpointKey } from '@arena/service-kit'

/** A read model's checkpoint row, as a worker's run left it. */
export interface CheckpointRow { stream: string; fold_version: string; version: number; state: string }

export function benchSchemas(databaseUrl: string, redisUrl: string) {
  /** Forgets every read model's checkpoint of `schema` (the command handlers' snapshots stay). */
  async function clearCheckpoints(schema: string): Promise<void> {
    const store = await PostgresEventStore.connect({ url: databaseUrl, schema, migrate: false, maxConnections: 1 })
    try {
      await PostgresSnapshotStore.open(store.sql, { schema })
      await store.sql.unsafe(`DELETE FROM ${schema}.snapshots WHERE stream LIKE $1`, [checkpointKey('%')])
    } finally {
      await store.close()
    }
  }

  /** The read models' checkpoints of `schema` as they stand. */
  async function readCheckpoints(schema: string): Promise<CheckpointRow[]> {
    const store = await PostgresEventStore.connect({ url: databaseUrl, schema, migrate: false, maxConnections: 1 })
    try {
      return await store.sql.unsafe<CheckpointRow[]>(`SELECT stream, fold_version, version, state FROM ${schema}.snapshots WHERE stream LIKE $1`, [checkpointKey('%')])
    } finally {
      await store.close()
    }
  }

  /** Puts checkpoints back, as the workers of a running cluster would have left them. */
  async function writeCheckpoints(schema: string, rows: readonly CheckpointRow[]): Promise<void> {
    const store = await PostgresEventStore.connect({ url: databaseUrl, schema, migrate: false, maxConnections: 1 })
    try {
      for (const row of rows) {
        await store.sql.unsafe(
          `INSERT INTO ${schema}.snapshots (stream, fold_version, version, state) VALUES ($1, $2, $3, $4)
           ON CONFLICT (stream, fold_version) DO UPDATE SET version = EXCLUDED.version, state = EXCLUDED.state`,
          [row.stream, row.fold_version, row.version, row.state],
        )
      }
    } finally {
      await store.close()
    }
  }

  async function dropSchema(schema: string): Promise<void> {
    const store = await PostgresEventStore.connect({ url: databaseUrl, schema, migrate: false, maxConnections: 1 })
    try {
      await store.sql.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    } finally {
      await store.close()
    }
    // The leaderboard's sorted sets of the schema's live contests.
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 })
    await redis.connect()
    try {
      let cursor = '0'
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${schema}:*`, 'COUNT', 500)
        if (keys.length) await redis.del(...keys)
        cursor = next
      } while (cursor !== '0')
    } finally {
      redis.disconnect()
    }
  }

  return { clearCheckpoints, readCheckpoints, writeCheckpoints, dropSchema }
}
