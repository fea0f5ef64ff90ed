import { randomUUID } from 'node:crypto'
import { dropSchema as dropSchemaAt, engineUrl } from '@arena/testing'
import { fixtureOf, type EventStoreFixture } from '../src/contract/index'
import { PostgresEventStore, type PostgresEventStoreOptions } from '../src/postgres/index'

export const databaseUrl = (): string => {
  const url = engineUrl('postgres')
  if (!url) throw new Error('DATABASE_URL is not set')
  return url
}

/** A schema name no other test file or run uses. */
export const freshSchema = (): string => `es_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`

export const dropSchema = (schema: string): Promise<void> => dropSchemaAt(databaseUrl(), schema)

/** A store in a schema of its own; cleanup closes every store it handed out and drops the schema. */
export async function postgresFixture(options: Partial<PostgresEventStoreOptions> = {}): Promise<EventStoreFixture & { schema: string }> {
  const schema = freshSchema()
  const open = (migrate: boolean) => PostgresEventStore.connect({ url: databaseUrl(), schema, migrate, maxConnections: 3, ...options })
  return { schema, ...(await fixtureOf(open, () => dropSchema(schema))) }
}
