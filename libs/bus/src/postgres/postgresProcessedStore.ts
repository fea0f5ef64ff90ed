import type { Sql, TransactionSql } from 'postgres'
import type { ProcessedStore } from '../idempotency'
import { ignoreAlreadyExists, tableName } from './tableName'

export interface PostgresProcessedStoreOptions {
  /** The consumer group whose applied ids this table holds: one table per group. */
  group: string
  /** Defaults to the connection's search_path. */
  schema?: string
}

/**
 * Applied ids in a table per consumer group. `once` claims the id and runs the handler in one
 * transaction: a crash before commit leaves neither the effects nor the mark, and a duplicate
 * delivered concurrently blocks on the claimed row, then finds it applied.
 */
export class PostgresProcessedStore implements ProcessedStore<TransactionSql> {
  readonly #sql: Sql
  readonly #table: string

  private constructor(sql: Sql, options: PostgresProcessedStoreOptions) {
    this.#sql = sql
    const table = tableName('processed', options.group)
    this.#table = options.schema ? `${options.schema}.${table}` : table
  }

  /** Creates the group's table if needed. The caller owns `sql` and closes it. */
  static async open(sql: Sql, options: PostgresProcessedStoreOptions): Promise<PostgresProcessedStore> {
    const store = new PostgresProcessedStore(sql, options)
    await sql`
      create table if not exists ${sql(store.#table)} (
        id text primary key,
        processed_at timestamptz not null default now()
      )`.catch(ignoreAlreadyExists)
    return store
  }

  async has(id: string, tx?: TransactionSql): Promise<boolean> {
    const sql = tx ?? this.#sql
    const rows = await sql`select 1 from ${sql(this.#table)} where id = ${id}`
    return rows.length > 0
  }

  async mark(id: string, tx?: TransactionSql): Promise<void> {
    const sql = tx ?? this.#sql
    await sql`insert into ${sql(this.#table)} (id) values (${id}) on conflict do nothing`
  }

  async once(id: string, work: (tx: TransactionSql) => Promise<void>): Promise<boolean> {
    return this.#sql.begin(async (tx) => {
      const claimed = await tx`insert into ${tx(this.#table)} (id) values (${id}) on conflict do nothing returning id`
      if (claimed.length === 0) return false
      await work(tx)
      return true
    })
  }
}
