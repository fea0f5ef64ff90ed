import {
  ANY,
  NO_STREAM,
  jsonEvent,
  type AppendExpectedRevision,
  type CurrentRevision,
  type JSONType,
  type Position,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client'
import type { MessageMetadata, NewEvent, RecordedEvent } from '@arena/contracts'
import type { ExpectedVersion } from '../port'

/** Our version N is their revision N-1; version 0 (no event yet) is their NO_STREAM. */
export function toExpectedRevision(expected: ExpectedVersion): AppendExpectedRevision {
  if (expected === 'any') return ANY
  return expected === 0 ? NO_STREAM : BigInt(expected - 1)
}

export const toVersion = (revision: CurrentRevision): number => (revision === NO_STREAM ? 0 : Number(revision) + 1)

/**
 * Our numeric global position is the commit position. Each event a gRPC append writes carries
 * its own commit position (equal to its prepare position), so the pair can be rebuilt from it.
 */
export const toPosition = (position: Position | undefined): number => Number(position?.commit ?? 0n)

export const fromPosition = (position: number): Position => ({ commit: BigInt(position), prepare: BigInt(position) })

export function toEventData(event: NewEvent) {
  return jsonEvent({ id: event.id, type: event.type, data: event.data as JSONType, metadata: event.metadata as unknown as JSONType })
}

export function toRecorded(event: EsdbRecordedEvent): RecordedEvent {
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: event.metadata as unknown as MessageMetadata,
    stream: event.streamId,
    version: Number(event.revision) + 1,
    position: toPosition(event.position),
  }
}

/** System streams and events ($-prefixed) are the server's own, never part of our log. */
export const isOurs = (event: EsdbRecordedEvent | undefined): event is EsdbRecordedEvent =>
  event !== undefined && !event.streamId.startsWith('$') && !event.type.startsWith('$')
