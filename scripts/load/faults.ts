import { roleOf, type InstanceName, type ProcessName } from './cluster'
import { sleep } from './http'
import type { RunningLoad } from './load'

export interface FaultRecord {
  fault: string
  /** Seconds from the kill until the process (or broker) served again. */
  recoverySeconds: number
  /** Events only the killed worker's background work writes, appended while it was down (must be 0). */
  backgroundWhileDown?: number
}

/**
 * What each worker alone writes (docs/adr/0004-process-roles.md): fills from market trades and
 * account reactions, the contest scheduler's steps and prizes, the sign-up bonus saga. Command
 * handlers (seat payments, orders) run in every process and are not listed.
 */
const backgroundOf: Partial<Record<ProcessName, string>> = {
  matching: `(type = 'OrderFilled' and data->>'tradeId' is not null) or type in ('AccountOpened', 'AccountFrozen')`,
  contest: `type in ('ContestStarted', 'ContestEnded', 'ContestSettled', 'PrizeAwarded')`,
  wallet: `type = 'BonusCredited'`,
}

async function head(run: RunningLoad): Promise<number> {
  const [row] = await run.sql.unsafe<{ head: string | null }[]>(`select max(position) as head from ${run.schema}.events`)
  return Number(row?.head ?? 0)
}

/**
 * Declares a fault window: failed calls inside it are counted as interrupted, not as errors
 * (a request in flight when its process dies has no answer). The window closes a little after
 * recovery, so calls already waiting on the dead process can finish failing first.
 */
async function window(run: RunningLoad, fault: string, act: () => Promise<Partial<FaultRecord> | void>): Promise<FaultRecord> {
  run.stats.faultActive = true
  const started = Date.now()
  try {
    const found = await act()
    return { fault, recoverySeconds: (Date.now() - started) / 1000, ...found }
  } finally {
    await sleep(3_000)
    run.stats.faultActive = false
  }
}

/**
 * kill -9 of one process, `downMs` down, then the same command again until /api/ready says 200.
 * While a worker is down nobody else may do its background work: that is counted too.
 */
export function crash(run: RunningLoad, name: InstanceName, downMs = 3_000, whenDown?: () => Promise<void>): Promise<FaultRecord> {
  return window(run, `kill -9 ${name}`, async () => {
    run.log(`kill -9 ${name} (pid ${run.cluster.pid(name)})`)
    await run.cluster.kill(name, 'SIGKILL')
    const from = await head(run)
    await whenDown?.()
    await sleep(downMs)
    const to = await head(run)
    const condition = backgroundOf[roleOf(name)]
    const [row] = condition
      ? await run.sql.unsafe<{ count: string }[]>(`select count(*) from ${run.schema}.events where position > $1 and position <= $2 and (${condition})`, [from, to])
      : []
    await run.cluster.restart(name)
    run.log(`${name} is back`)
    return condition ? { backgroundWhileDown: Number(row?.count ?? 0) } : {}
  })
}

/** SIGKILL to the broker, then a start on the same data folder. */
export function crashKafka(run: RunningLoad, downMs = 2_000): Promise<FaultRecord> {
  return window(run, 'kill -9 kafka', async () => {
    run.log('kill -9 the Kafka broker')
    await run.cluster.kafka.kill()
    await sleep(downMs)
    await run.cluster.kafka.start()
    await run.cluster.refreshKafkaPid()
    run.log('Kafka is back')
  })
}

/** How many events of `type` the contest stream holds now (read from PostgreSQL). */
export async function contestEvents(run: RunningLoad, type: string): Promise<number> {
  const [row] = await run.sql.unsafe<{ count: string }[]>(
    `select count(*) from ${run.schema}.events where stream = $1 and type = $2`,
    [`contest-${run.contestId}`, type],
  )
  return Number(row?.count ?? 0)
}

/** Polls the contest stream (every 10 ms) until it holds `count` events of `type`. */
export async function whenContestEvent(run: RunningLoad, type: string, count: number, deadlineMs: number): Promise<number> {
  const deadline = Date.now() + deadlineMs
  for (;;) {
    const seen = await contestEvents(run, type)
    if (seen >= count) return seen
    if (Date.now() > deadline) throw new Error(`no ${count} ${type} within ${deadlineMs} ms (saw ${seen})`)
    await sleep(10)
  }
}
