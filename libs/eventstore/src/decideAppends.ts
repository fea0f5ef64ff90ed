import type { NewEvent } from '@arena/contracts'
import { EventIdConflict, WrongExpectedVersion, type AppendResult, type ExpectedVersion } from './port'

export interface AppendRequest {
  stream: string
  events: NewEvent[]
  expectedVersion: ExpectedVersion
}

/** Where an already stored event sits. */
export interface StoredEventRef {
  stream: string
  version: number
  position: number
}

/** What the adapter knows about the store when it decides a batch of appends. */
export interface StoreView {
  /** The stream's current version and the position of its last event; zeros when it does not exist. */
  head(stream: string): { version: number; position: number }
  /** Where an event id is stored, if it is. */
  stored(id: string): StoredEventRef | undefined
}

export type AppendDecision =
  | { kind: 'write'; firstVersion: number }
  | { kind: 'done'; result: AppendResult }
  /** Repeats an append earlier in the same batch: it gets that append's result. */
  | { kind: 'sameAs'; index: number }
  | { kind: 'reject'; error: Error }

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Throws on arguments no store could accept, before anything is queued or sent. */
export function validateAppend(stream: string, events: NewEvent[], expectedVersion: ExpectedVersion): void {
  if (typeof stream !== 'string' || stream === '') throw new TypeError('stream must be a non-empty string')
  if (expectedVersion !== 'any' && !(Number.isSafeInteger(expectedVersion) && expectedVersion >= 0)) {
    throw new RangeError(`expected version must be 'any' or an integer >= 0, got ${String(expectedVersion)}`)
  }
  for (const event of events) {
    if (!uuid.test(event.id)) throw new TypeError(`event id must be a uuid, got ${event.id}`)
  }
}

/**
 * Decides a batch of appends in order, as if each ran alone after the ones before it: the
 * reference semantics of `append`, shared by the memory store and the postgres group commit so
 * both answer retries, conflicts and races the same way. Appends in one batch never fail each
 * other, except that a later one sees the versions the earlier ones will write.
 */
export function decideAppends(requests: AppendRequest[], view: StoreView): AppendDecision[] {
  const versions = new Map<string, number>()
  const writer = new Map<string, number>()
  return requests.map((request, index) => {
    const decision = decideOne(request, view, versions, writer, requests)
    if (decision.kind === 'write') {
      versions.set(request.stream, decision.firstVersion + request.events.length - 1)
      for (const event of request.events) writer.set(event.id, index)
    }
    return decision
  })
}

function decideOne(
  { stream, events, expectedVersion }: AppendRequest,
  view: StoreView,
  versions: Map<string, number>,
  writer: Map<string, number>,
  requests: AppendRequest[],
): AppendDecision {
  const ids = events.map(e => e.id.toLowerCase())
  const repeated = ids.filter((id, i) => ids.indexOf(id) !== i)
  if (repeated.length > 0) return reject(new EventIdConflict(stream, repeated, 'the batch repeats an event id'))

  const earlier = ids.map(id => writer.get(id))
  if (earlier.some(i => i !== undefined)) {
    const first = earlier[0]
    const same = first !== undefined && earlier.every(i => i === first) && requests[first]?.stream === stream
    return same ? { kind: 'sameAs', index: first } : reject(new EventIdConflict(stream, ids, 'event ids overlap another append in flight'))
  }

  const stored = ids.map(id => view.stored(id))
  const known = stored.filter((ref): ref is StoredEventRef => ref !== undefined)
  if (known.length > 0) {
    const knownIds = ids.filter((_, i) => stored[i] !== undefined)
    if (known.some(ref => ref.stream !== stream)) return reject(new EventIdConflict(stream, knownIds, 'event ids are stored in another stream'))
    if (known.length < ids.length) return reject(new EventIdConflict(stream, knownIds, 'only some of the event ids are stored'))
    const nextExpectedVersion = Math.max(...known.map(ref => ref.version))
    return { kind: 'done', result: { nextExpectedVersion, position: Math.max(...known.map(ref => ref.position)) } }
  }

  const head = view.head(stream)
  const current = versions.get(stream) ?? head.version
  if (expectedVersion !== 'any' && expectedVersion !== current) return reject(new WrongExpectedVersion(stream, expectedVersion, current))
  if (events.length === 0) return { kind: 'done', result: { nextExpectedVersion: current, position: head.position } }
  return { kind: 'write', firstVersion: current + 1 }
}

function reject(error: Error): AppendDecision {
  return { kind: 'reject', error }
}
