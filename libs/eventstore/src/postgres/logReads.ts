import type postgres from 'postgres'
import type { Sql } from 'postgres'
import type { RecordedEvent } from '@arena/contracts'
import type { LogPage } from '../catchUpSubscription'
import { filtering } from '../eventFilter'
import type { EventFilter } from '../port'
import { toRecorded, type RawRow, type RecordRow, type SharedPage } from './logRows'

/** The events table of one store's schema, and the connection that reads it. */
export interface LogTable {
  sql: Sql
  table: postgres.Helper<string>
}

/** Events of one stream with version >= fromVersion, in order. */
export async function readStream({ sql, table }: LogTable, stream: string, fromVersion: number): Promise<RecordedEvent[]> {
  const rows = await sql<RecordRow[]>`
    SELECT position, stream, version, id, type, data, metadata FROM ${table}
    WHERE stream = ${stream} AND version >= ${fromVersion} ORDER BY version`
  return rows.map(toRecorded)
}

/** Several whole streams in one query, each in version order, an empty list for one with no events. */
export async function readStreams({ sql, table }: LogTable, streams: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
  const byStream = new Map(streams.map(stream => [stream, [] as RecordedEvent[]]))
  if (streams.length === 0) return byStream
  const rows = await sql<RecordRow[]>`
    SELECT position, stream, version, id, type, data, metadata FROM ${table}
    WHERE stream = ANY(${[...byStream.keys()]}::text[]) ORDER BY stream, version`
  for (const row of rows) byStream.get(row.stream)!.push(toRecorded(row))
  return byStream
}

/** Positions are granted one transaction at a time (see schema.ts), so a plain range read is gap-safe. */
export async function readAll({ sql, table }: LogTable, fromPosition: number, limit: number): Promise<RecordedEvent[]> {
  const rows = await sql<RecordRow[]>`
    SELECT position, stream, version, id, type, data, metadata FROM ${table}
    WHERE position > ${fromPosition} ORDER BY position LIMIT ${limit}`
  return rows.map(toRecorded)
}

/**
 * A page of the events `filter` passes, filtered in SQL so the others are neither sent nor
 * decoded. The head is read in the same statement (one snapshot), so a short page has looked
 * through the whole log up to it: with positions granted one transaction at a time, nothing at
 * or below that head can still appear.
 */
export async function readFiltered({ sql, table }: LogTable, fromPosition: number, limit: number, filter: EventFilter): Promise<LogPage> {
  const categories = [...(filter.categories ?? [])]
  const types = [...(filter.types ?? [])]
  const passes = filtering(filter)
    ? sql`AND (split_part(stream, '-', 1) = ANY(${categories}::text[]) OR type = ANY(${types}::text[]))`
    : sql``
  const rows = await sql<(Partial<RecordRow> & { head: string })[]>`
    SELECT h.head, e.position, e.stream, e.version, e.id, e.type, e.data, e.metadata
    FROM (SELECT coalesce(max(position), 0) AS head FROM ${table}) h
    LEFT JOIN LATERAL (
      SELECT position, stream, version, id, type, data, metadata FROM ${table}
      WHERE position > ${fromPosition} ${passes}
      ORDER BY position LIMIT ${limit}
    ) e ON true
    ORDER BY e.position`
  const events = rows.filter(row => row.position !== null && row.position !== undefined).map(row => toRecorded(row as RecordRow))
  const head = Number(rows[0]?.head ?? fromPosition)
  return { events, through: events.length === limit ? events.at(-1)!.position : Math.max(head, fromPosition) }
}

/** The whole log after `fromPosition` with data and metadata left as JSON text, and the head. */
export async function readRaw({ sql, table }: LogTable, fromPosition: number, limit: number): Promise<SharedPage> {
  const rows = await sql<(Partial<RawRow> & { head: string })[]>`
    SELECT h.head, e.position, e.stream, e.version, e.id, e.type, e.data::text AS data, e.metadata::text AS metadata
    FROM (SELECT coalesce(max(position), 0) AS head FROM ${table}) h
    LEFT JOIN LATERAL (
      SELECT position, stream, version, id, type, data, metadata FROM ${table}
      WHERE position > ${fromPosition}
      ORDER BY position LIMIT ${limit}
    ) e ON true
    ORDER BY e.position`
  const found = rows.filter((row): row is RawRow & { head: string } => row.position !== null && row.position !== undefined)
  const head = Number(rows[0]?.head ?? fromPosition)
  return { rows: found, through: Math.max(head, fromPosition), full: found.length === limit }
}
