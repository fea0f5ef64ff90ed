import { randomUUID } from 'node:crypto'
import postgres from 'postgres'
import { engineUrl } from './engines'

/** A name no other test file or run uses: the prefix and twelve random hex digits. */
export const uniqueName = (prefix: string): string => `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`

/** Where a store lives: the test database and a schema of its own. */
export interface SchemaPlace {
  url: string
  schema: string
}

interface Closable {
  close(): Promise<void>
}

/** Drops the schema over a connection of its own (the stores using it may be closed already). */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    await sql`DROP SCHEMA IF EXISTS ${sql(schema)} CASCADE`
  } finally {
    await sql.end()
  }
}

/**
 * A PostgreSQL schema no other test uses (named from `prefix`). Every store opened through `open`
 * is closed when the test ends, and then the schema is dropped, so runs leave nothing behind.
 *
 *   const store = await freshSchema(t, 'sponsor').open(p => PostgresEventStore.connect({ ...p, migrate: true }))
 */
export function freshSchema(t: { teardown(fn: () => unknown): void }, prefix: string) {
  const url = engineUrl('postgres')
  if (!url) throw new Error('DATABASE_URL is not set')
  const place: SchemaPlace = { url, schema: uniqueName(prefix) }
  const stores: Closable[] = []
  t.teardown(async () => {
    await Promise.all(stores.map(s => s.close()))
    await dropSchema(url, place.schema)
  })
  return {
    ...place,
    async open<S extends Closable>(connect: (place: SchemaPlace) => Promise<S>): Promise<S> {
      const store = await connect(place)
      stores.push(store)
      return store
    },
  }
}

export type FreshSchema = ReturnType<typeof freshSchema>
