import { readFileSync } from 'node:fs'
import type { Sql } from 'postgres'
import { assertSchemaName } from './schema'
import { validateSnapshot, type SnapshotStore, type StoredSnapshot } from '../snapshotStore'

export interface PostgresSnapshotStoreOptions {
  /** The schema the table lives in: the event store's (default `eventstore`). */
  schema?: string
  /** Create the table if missing (default true). */
  migrate?: boolean
}

const DDL = readFileSync(new URL('./snapshots.sql', import.meta.url), 'utf8')

/** The snapshot table's DDL for `schema` (snapshots.sql, the one source). */
export function snapshotDdl(schema: string): string {
  assertSchemaName(schema)
  return DDL.replace(/(?<![\w.'"])eventstore(?=[.;])/g, schema)
}

/** A state this long (bytes of JSON) is read as a large one (`#loadLarge`). */
const LARGE_STATE = 1 << 20

/** Snapshots in one table beside the events (snapshots.sql). */
export class PostgresSnapshotStore implements SnapshotStore {
  readonly #table: string

  private constructor(private readonly sql: Sql, readonly schema: string) {
    this.#table = `${schema}.snapshots`
  }

  /** Creates the table if needed. The caller owns `sql` and closes it. */
  static async open(sql: Sql, options: PostgresSnapshotStoreOptions = {}): Promise<PostgresSnapshotStore> {
    const schema = options.schema ?? 'eventstore'
    assertSchemaName(schema)
    if (options.migrate ?? true) {
      // Racing DDL can fail, so concurrent starts queue on a lock, as the event store's migration does.
      await sql.begin(async tx => {
        await tx`SELECT pg_advisory_xact_lock(hashtext('arena.snapshots.migrate'), hashtext(${schema}))`
        await tx.unsafe(snapshotDdl(schema))
      })
    }
    return new PostgresSnapshotStore(sql, schema)
  }

  async load(stream: string, foldVersion: string): Promise<StoredSnapshot | undefined> {
    // octet_length reads the stored size from the value's header: a large state is not fetched twice.
    const [row] = await this.sql<{ version: number; state: string | null }[]>`
      SELECT version, CASE WHEN octet_length(state) <= ${LARGE_STATE} THEN state END AS state
      FROM ${this.sql(this.#table)} WHERE stream = ${stream} AND fold_version = ${foldVersion}`
    if (!row) return undefined
    const found = row.state === null ? await this.#loadLarge(stream, foldVersion) : { version: row.version, state: row.state }
    return found && { stream, foldVersion, version: found.version, state: JSON.parse(found.state) as unknown }
  }

  /**
   * A state of megabytes (a read model's checkpoint), on a connection of its own: postgres.js keeps
   * a connection's last reply in a buffer until the next one arrives, so an idle connection held
   * the identity worker's two checkpoints as 22 MB of buffers for good. One more reply on the same
   * connection lets it go. Only here: a reserved connection does not pipeline, and the small
   * snapshots of the command handlers are loaded many at a time.
   */
  async #loadLarge(stream: string, foldVersion: string): Promise<{ version: number; state: string } | undefined> {
    const connection = await this.sql.reserve()
    try {
      const [row] = await connection<{ version: number; state: string }[]>`
        SELECT version, state FROM ${this.sql(this.#table)} WHERE stream = ${stream} AND fold_version = ${foldVersion}`
      await connection`SELECT 1`
      return row
    } finally {
      connection.release()
    }
  }

  async save(snapshot: StoredSnapshot): Promise<void> {
    const text = validateSnapshot(snapshot)
    const table = this.sql(this.#table)
    await this.sql`
      INSERT INTO ${table} (stream, fold_version, version, state)
      VALUES (${snapshot.stream}, ${snapshot.foldVersion}, ${snapshot.version}, ${text})
      ON CONFLICT (stream, fold_version) DO UPDATE SET version = EXCLUDED.version, state = EXCLUDED.state, saved_at = now()
      WHERE ${table}.version < EXCLUDED.version`
  }

  async discard(stream: string, foldVersion: string, version: number): Promise<void> {
    await this.sql`DELETE FROM ${this.sql(this.#table)} WHERE stream = ${stream} AND fold_version = ${foldVersion} AND version = ${version}`
  }
}
