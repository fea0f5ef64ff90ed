import type { Sql } from 'postgres'
import { logStart, type LogIndex, type LogMark } from '../log/logIndex'
import { ignoreAlreadyExists } from './tableName'

/** The log index in one `bus_log_index` table, beside the relay's checkpoint. */
export class PostgresLogIndex implements LogIndex {
  readonly #sql: Sql
  readonly #table: string

  private constructor(sql: Sql, table: string) {
    this.#sql = sql
    this.#table = table
  }

  /** Creates the table if needed. The caller owns `sql` and closes it. */
  static async open(sql: Sql, options: { schema?: string } = {}): Promise<PostgresLogIndex> {
    const table = options.schema ? `${options.schema}.bus_log_index` : 'bus_log_index'
    await sql`
      create table if not exists ${sql(table)} (
        log text not null,
        after_position bigint not null,
        log_offset bigint not null,
        primary key (log, after_position)
      )`.catch(ignoreAlreadyExists)
    return new PostgresLogIndex(sql, table)
  }

  async mark(log: string, after: number, offset: string): Promise<void> {
    await this.#sql`insert into ${this.#sql(this.#table)} (log, after_position, log_offset) values (${log}, ${after}, ${offset}) on conflict do nothing`
  }

  async markAtOrBefore(log: string, position: number): Promise<LogMark> {
    const rows = await this.#sql<{ after_position: string; log_offset: string }[]>`
      select after_position, log_offset from ${this.#sql(this.#table)} where log = ${log} and after_position <= ${position} order by after_position desc limit 1`
    const row = rows[0]
    return row ? { after: Number(row.after_position), offset: row.log_offset } : logStart
  }
}
