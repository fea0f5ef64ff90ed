import type { Sql } from 'postgres'
import type { CheckpointStore } from '../checkpoint'
import { ignoreAlreadyExists } from './tableName'

export interface PostgresCheckpointStoreOptions {
  /** Defaults to the connection's search_path. */
  schema?: string
}

/** Checkpoints by name in one `bus_checkpoints` table. */
export class PostgresCheckpointStore implements CheckpointStore {
  readonly #sql: Sql
  readonly #table: string

  private constructor(sql: Sql, table: string) {
    this.#sql = sql
    this.#table = table
  }

  /** Creates the table if needed. The caller owns `sql` and closes it. */
  static async open(sql: Sql, options: PostgresCheckpointStoreOptions = {}): Promise<PostgresCheckpointStore> {
    const table = options.schema ? `${options.schema}.bus_checkpoints` : 'bus_checkpoints'
    await sql`
      create table if not exists ${sql(table)} (
        name text primary key,
        position bigint not null,
        updated_at timestamptz not null default now()
      )`.catch(ignoreAlreadyExists)
    return new PostgresCheckpointStore(sql, table)
  }

  async load(name: string): Promise<number> {
    const rows = await this.#sql<{ position: string }[]>`select position from ${this.#sql(this.#table)} where name = ${name}`
    return rows[0] ? Number(rows[0].position) : 0
  }

  async save(name: string, position: number): Promise<void> {
    const t = this.#sql(this.#table)
    await this.#sql`
      insert into ${t} (name, position) values (${name}, ${position})
      on conflict (name) do update set position = excluded.position, updated_at = now()
      where ${t}.position < excluded.position`
  }
}
