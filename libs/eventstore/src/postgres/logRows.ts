import type { RecordedEvent } from '@arena/contracts'

/** A row of the log as postgres.js returns it, data and metadata already parsed from jsonb. */
export interface RecordRow {
  position: string
  stream: string
  version: number
  id: string
  type: string
  data: unknown
  metadata: RecordedEvent['metadata']
}

/** A row of a shared read: data and metadata still JSON text, decoded by each subscription that wants the event. */
export interface RawRow {
  position: string
  stream: string
  version: number
  id: string
  type: string
  data: string
  metadata: string
}

export interface SharedPage {
  rows: RawRow[]
  /** The head the read saw (meaningful when the page is not full). */
  through: number
  full: boolean
}

export function decoded(row: RawRow): RecordedEvent {
  const metadata = JSON.parse(row.metadata) as RecordedEvent['metadata']
  return { id: row.id, type: row.type, data: JSON.parse(row.data), metadata, stream: row.stream, version: row.version, position: Number(row.position) }
}

export function toRecorded(row: RecordRow): RecordedEvent {
  return { id: row.id, type: row.type, data: row.data, metadata: row.metadata, stream: row.stream, version: row.version, position: Number(row.position) }
}
