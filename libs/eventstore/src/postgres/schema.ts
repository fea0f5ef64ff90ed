import { readFileSync } from 'node:fs'
import type { ReservedSql, Sql } from 'postgres'

/** Schema names are spliced into DDL and channel names, so only plain identifiers are accepted. */
export function assertSchemaName(schema: string): void {
  if (!/^[a-z_][a-z0-9_]{0,47}$/.test(schema)) throw new TypeError(`schema must be a lower-case identifier of at most 48 characters, got ${schema}`)
}

/** The NOTIFY channel that appends to this schema's log wake subscribers on. */
export const channelOf = (schema: string): string => `${schema}.events`

/** The DDL as written for the schema `eventstore` (schema.sql beside this file, the one source). */
const DDL = readFileSync(new URL('./schema.sql', import.meta.url), 'utf8')

/**
 * The event store's DDL for `schema`: schema.sql with the name in place of `eventstore` wherever
 * it names the schema (`eventstore.events`, `CREATE SCHEMA ... eventstore;`), not inside the lock
 * key `'arena.eventstore'`, which must stay the same for every schema.
 */
export function eventStoreDdl(schema: string): string {
  assertSchemaName(schema)
  return DDL.replace(/(?<![\w.'"])eventstore(?=[.;])/g, schema)
}

/** Creates the schema if missing. Concurrent callers queue on a lock, as racing DDL can fail. */
export async function migrate(sql: Sql, schema: string): Promise<void> {
  const ddl = eventStoreDdl(schema)
  await sql.begin(async tx => {
    await tx`SELECT pg_advisory_xact_lock(hashtext('arena.eventstore.migrate'), hashtext(${schema}))`
    await tx.unsafe(ddl)
  })
}

/** The lock appends take before reading stream versions; the same one the trigger takes. */
export const appendLock = (sql: Sql | ReservedSql, schema: string) =>
  sql`SELECT pg_advisory_xact_lock(hashtext('arena.eventstore'), hashtext(${schema}))`
