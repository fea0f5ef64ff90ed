import type { ReservedSql, Sql } from 'postgres'

/** Schema names are spliced into DDL and channel names, so only plain identifiers are accepted. */
export function assertSchemaName(schema: string): void {
  if (!/^[a-z_][a-z0-9_]{0,47}$/.test(schema)) throw new TypeError(`schema must be a lower-case identifier of at most 48 characters, got ${schema}`)
}

/** The NOTIFY channel that appends to this schema's log wake subscribers on. */
export const channelOf = (schema: string): string => `${schema}.events`

/**
 * The event store's DDL; infra/postgres/schema.sql is this for the schema `eventstore`, and a
 * unit test keeps the two identical. Every statement is idempotent.
 *
 * Ordering: a statement trigger takes a transaction-scoped advisory lock before any row gets a
 * position, so positions are handed out one transaction at a time and the lock is only
 * released after commit. A reader can then never see a position while a lower one is still
 * uncommitted, whoever writes (this adapter, a script, psql).
 */
export function eventStoreDdl(schema: string): string {
  assertSchemaName(schema)
  return `CREATE SCHEMA IF NOT EXISTS ${schema};

CREATE TABLE IF NOT EXISTS ${schema}.events (
  position    bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stream      text        NOT NULL,
  version     integer     NOT NULL CHECK (version > 0),
  id          uuid        NOT NULL UNIQUE,
  type        text        NOT NULL,
  data        jsonb       NOT NULL,
  metadata    jsonb       NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream, version)
);

CREATE OR REPLACE FUNCTION ${schema}.serialise_appends() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('arena.eventstore'), hashtext(TG_TABLE_SCHEMA));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION ${schema}.notify_appends() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_TABLE_SCHEMA || '.events', '');
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION ${schema}.refuse_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'events are append-only: % refused', TG_OP;
END $$;

CREATE OR REPLACE TRIGGER serialise_appends BEFORE INSERT ON ${schema}.events
  FOR EACH STATEMENT EXECUTE FUNCTION ${schema}.serialise_appends();

CREATE OR REPLACE TRIGGER notify_appends AFTER INSERT ON ${schema}.events
  FOR EACH STATEMENT EXECUTE FUNCTION ${schema}.notify_appends();

CREATE OR REPLACE TRIGGER refuse_changes BEFORE UPDATE OR DELETE OR TRUNCATE ON ${schema}.events
  FOR EACH STATEMENT EXECUTE FUNCTION ${schema}.refuse_changes();
`
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
