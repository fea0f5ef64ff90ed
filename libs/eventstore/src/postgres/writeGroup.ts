import type { Sql } from 'postgres'
import { decideAppends, type AppendRequest } from '../decideAppends'
import type { AppendResult } from '../port'
import type { Settled } from './GroupCommit'
import { canGuard, insertAccepted, insertGuarded, readView, settle } from './groupStatements'
import { appendLock } from './schema'

/**
 * The optimistic path: read heads and ids, decide in memory, then one INSERT statement for the
 * whole group (atomic on its own, so no BEGIN/COMMIT round trips). Nothing is locked while deciding;
 * that is safe because a decision made on a head another process has since moved can only
 * produce a (stream, version) or id that now exists, so the INSERT fails as a whole and the
 * group is retried on the locked path. Rejections are right as of the read, which happened
 * after the call began. The INSERT's trigger takes the append lock, which keeps positions in
 * commit order.
 */
export async function writeGroupOptimistically(sql: Sql, schema: string, group: AppendRequest[]): Promise<Settled<AppendResult>[]> {
  const table = sql(`${schema}.events`)
  const decisions = decideAppends(group, await readView(sql, table, group, false))
  return settle(group, decisions, (await insertAccepted(sql, table, group, decisions)) ?? [])
}

/** The slow, certain path: in a transaction holding the append lock, so the heads read cannot move. */
export async function writeGroupLocked(sql: Sql, schema: string, group: AppendRequest[]): Promise<Settled<AppendResult>[]> {
  const table = sql(`${schema}.events`)
  const tx = await sql.reserve()
  try {
    // Pipelined in one round trip, BEGIN and the lock sent first: the reads run once the lock is
    // granted, each with a snapshot taken then.
    const begun = Promise.all([tx`BEGIN`, appendLock(tx, schema)])
    const [, resolved] = await Promise.all([begun, readView(tx, table, group, true)])
    const decisions = decideAppends(group, resolved)
    // COMMIT goes with the INSERT; if the INSERT fails, PostgreSQL turns that COMMIT into a rollback.
    const [inserted] = await Promise.all([insertAccepted(tx, table, group, decisions), tx`COMMIT`])
    return settle(group, decisions, inserted ?? [])
  } catch (error) {
    await tx`ROLLBACK`.catch(() => undefined)
    throw error
  } finally {
    tx.release()
  }
}

/**
 * The batch writer behind the group commit, cheapest path first. A group whose versions are all
 * known goes in one guarded statement (one round trip); if a guard fails, or the group has
 * 'any' or repeated streams, it is decided on the optimistic path. If that write fails (a head
 * moved between its read and its INSERT, a later event id already stored, a value PostgreSQL
 * refuses, a lost connection), nothing of the group was written: the group is decided again
 * whole on the locked path, where no head can move, and only if that fails too is each append
 * retried alone, so one bad append fails by itself and a commit whose outcome was lost shows up
 * as an idempotent retry. Under load a moved head is the usual cause (a busy account written by
 * an edge and the matching worker), and one transaction per append then held the append lock
 * once per append of the group: the worker's writes fell seconds behind and lost every race.
 */
export async function writeAppends(sql: Sql, schema: string, group: AppendRequest[]): Promise<Settled<AppendResult>[]> {
  try {
    const guarded = canGuard(group) ? await insertGuarded(sql, sql(`${schema}.events`), group) : undefined
    return guarded ?? (await writeGroupOptimistically(sql, schema, group))
  } catch {
    // Decided again below, on heads that cannot move.
  }
  if (group.length > 1) {
    const whole = await writeGroupLocked(sql, schema, group).catch(() => undefined)
    if (whole) return whole
  }
  const outcomes: Settled<AppendResult>[] = []
  for (const request of group) {
    const [outcome] = await writeGroupLocked(sql, schema, [request]).catch((error: unknown) => [{ ok: false as const, error }])
    outcomes.push(outcome ?? { ok: false, error: new Error('no outcome') })
  }
  return outcomes
}
