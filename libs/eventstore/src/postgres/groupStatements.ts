import type { Helper, ReservedSql, Sql } from 'postgres'
import type { AppendDecision, AppendRequest, StoredEventRef, StoreView } from '../decideAppends'
import type { AppendResult } from '../port'
import type { Settled } from './GroupCommit'

type Runner = Sql | ReservedSql

interface RefRow {
  id: string
  stream: string
  version: number
  position: string
}

/**
 * Reads what deciding a group needs: each stream's head, and where the probed ids are stored.
 * `probeAll` false probes only each append's first id (a retry repeats its first id too); a
 * later id that collides then makes the INSERT fail, which the caller must handle.
 */
export async function readView(db: Runner, table: Helper<string>, group: AppendRequest[], probeAll: boolean): Promise<StoreView> {
  const streams = [...new Set(group.map(r => r.stream))]
  const probe = probeAll ? group.flatMap(r => r.events.map(e => e.id)) : group.map(r => r.events[0]!.id)
  const [heads, probed] = await Promise.all([
    db<{ stream: string; version: number; position: string }[]>`
      SELECT s.stream, e.version, e.position FROM unnest(${streams}::text[]) AS s(stream)
      JOIN LATERAL (SELECT version, position FROM ${table} t WHERE t.stream = s.stream ORDER BY version DESC LIMIT 1) e ON true`,
    refsOf(db, table, probe),
  ])
  const stored = new Map(probed.map(row => [row.id, toRef(row)]))
  if (!probeAll && stored.size > 0) {
    const rest = group.filter(r => stored.has(r.events[0]!.id.toLowerCase())).flatMap(r => r.events.map(e => e.id))
    for (const row of await refsOf(db, table, rest)) stored.set(row.id, toRef(row))
  }
  const headOf = new Map(heads.map(h => [h.stream, { version: h.version, position: Number(h.position) }]))
  return {
    head: stream => headOf.get(stream) ?? { version: 0, position: 0 },
    stored: id => stored.get(id.toLowerCase()),
  }
}

const refsOf = (db: Runner, table: Helper<string>, ids: string[]) =>
  db<RefRow[]>`SELECT id, stream, version, position FROM ${table} WHERE id = ANY(${ids}::uuid[])`

const toRef = (row: RefRow): StoredEventRef => ({ stream: row.stream, version: row.version, position: Number(row.position) })

/**
 * The accepted events of a group as one multi-row INSERT, whatever the size; ORDER BY fixes the
 * order positions are drawn in. Resolves to each event's position by id, or undefined when
 * nothing was accepted (no statement is sent).
 */
export function insertAccepted(db: Runner, table: Helper<string>, group: AppendRequest[], decisions: AppendDecision[]) {
  const rows: unknown[] = []
  decisions.forEach((decision, index) => {
    if (decision.kind !== 'write') return
    const { stream, events } = group[index]!
    for (const [i, event] of events.entries()) {
      rows.push({ i: rows.length, stream, version: decision.firstVersion + i, id: event.id, type: event.type, data: event.data, metadata: event.metadata })
    }
  })
  if (rows.length === 0) return undefined
  return db<{ id: string; position: string }[]>`
    INSERT INTO ${table} (stream, version, id, type, data, metadata)
    SELECT r.stream, r.version, r.id, r.type, r.data, r.metadata
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb)
      AS r(i int, stream text, version int, id uuid, type text, data jsonb, metadata jsonb)
    ORDER BY r.i
    RETURNING id, position`
}

/** Whether every append names the version it expects and no stream appears twice. */
export const canGuard = (group: AppendRequest[]): boolean =>
  group.every(r => r.expectedVersion !== 'any') && new Set(group.map(r => r.stream)).size === group.length

/**
 * For a group `canGuard` accepts, versions are known without reading: one statement inserts
 * them all if every stream is at its expected version, or nothing. Resolves to the outcomes, or
 * undefined when a guard failed (some append needs deciding). The guard reads the statement's
 * snapshot, taken before the trigger's lock: a head moved since then makes the INSERT hit an
 * existing (stream, version) and fail as a whole.
 */
export async function insertGuarded(db: Runner, table: Helper<string>, group: AppendRequest[]): Promise<Settled<AppendResult>[] | undefined> {
  const rows = group.flatMap(({ stream, events, expectedVersion }) =>
    events.map((event, i) => ({ stream, expected: expectedVersion, version: Number(expectedVersion) + i + 1, id: event.id, type: event.type, data: event.data, metadata: event.metadata })),
  )
  const inserted = await db<{ id: string; position: string }[]>`
    WITH r AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows.map((row, i) => ({ i, ...row })))}::text::jsonb)
        AS r(i int, stream text, expected int, version int, id uuid, type text, data jsonb, metadata jsonb)
    ), moved AS (
      SELECT 1 FROM (SELECT DISTINCT stream, expected FROM r) a
      WHERE coalesce((SELECT version FROM ${table} t WHERE t.stream = a.stream ORDER BY version DESC LIMIT 1), 0) <> a.expected
    )
    INSERT INTO ${table} (stream, version, id, type, data, metadata)
    SELECT r.stream, r.version, r.id, r.type, r.data, r.metadata FROM r
    WHERE NOT EXISTS (SELECT 1 FROM moved)
    ORDER BY r.i
    RETURNING id, position`
  if (inserted.length === 0) return undefined
  const positions = new Map(inserted.map(row => [row.id, Number(row.position)]))
  return group.map(({ stream, events, expectedVersion }) => {
    const position = positions.get(events.at(-1)!.id.toLowerCase())
    if (position === undefined) throw new Error(`no position returned for an event of ${stream}`)
    return { ok: true, value: { nextExpectedVersion: Number(expectedVersion) + events.length, position } }
  })
}

/** One outcome per append of the group, in order, once its INSERT has committed. */
export function settle(group: AppendRequest[], decisions: AppendDecision[], inserted: { id: string; position: string }[]): Settled<AppendResult>[] {
  const positions = new Map(inserted.map(row => [row.id, Number(row.position)]))
  const outcomes: Settled<AppendResult>[] = []
  decisions.forEach((decision, index) => {
    const request = group[index]!
    switch (decision.kind) {
      case 'write': {
        const position = positions.get(request.events.at(-1)!.id.toLowerCase())
        if (position === undefined) throw new Error(`no position returned for an event of ${request.stream}`)
        outcomes.push({ ok: true, value: { nextExpectedVersion: decision.firstVersion + request.events.length - 1, position } })
        break
      }
      case 'done':
        outcomes.push({ ok: true, value: decision.result })
        break
      case 'sameAs':
        outcomes.push(outcomes[decision.index]!)
        break
      case 'reject':
        outcomes.push({ ok: false, error: decision.error })
        break
      default: {
        const never: never = decision
        throw new Error(`unknown decision ${String(never)}`)
      }
    }
  })
  return outcomes
}
