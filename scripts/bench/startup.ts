// Start-up with a long history (issue 15): each process of the cluster profile (the relay, the
// edge, one worker per module), started as the real thing (the compiled platform of
// scripts/lib/platformNode.mjs with ROLE/MODULES, as scripts/load/cluster.ts starts them), once on
// an empty event store and once on a history of `--events` events (scripts/bench/startup/history.ts),
// one process at a time. Measured per process: spawn to /api/ready answering 200 (what the load
// cluster waits for), and resident memory (VmRSS) once it has settled (its CPU idle for a second)
// after ready, with the peak (VmHWM) beside it, and again after the same warm-up load on both sides
// (`warmUp`). Target: ready in under 5 s, and warmed resident memory within 1.5x of the same process
// on the empty history. The relay's checkpoint is put at the end
// of the log first: publishing a backlog is the relay's work, not its start-up.
// Only a module's own worker writes its read models' checkpoints, so every role's cold start runs
// first, then every role's restart on the checkpoints those wrote (a running cluster's): with
// `--roles edge` alone the edge's restart finds none and folds the log whole again.
// Prints one JSON object on stdout (progress and a table on stderr). Needs DATABASE_URL and
// REDIS_URL; KAFKA_BROKERS too, else it starts a broker of its own from infra/kafka as the load test does.
//   node --import tsx scripts/bench/startup.ts [--events 1000000] [--roles edge,matching] [--runs 1]
//     [--keep] [--schema <kept history schema>] [--profile-dir DIR]
// --keep leaves the history schema in place and names it; --schema measures on one kept before
// (no generation); --restarts-only (with --schema) skips the cold starts and restarts every role on
// the checkpoints the kept schema holds, a minute's check of a change to restoring. --profile-dir writes CPU profiles of each process's life (node --cpu-prof) into
// DIR/<role>-<side>/, one per thread: the largest is the main thread's (read it with
// `node scripts/bench/fanoutCpuTop.mjs <file>`).
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PostgresCheckpointStore } from '@arena/bus'
import { PostgresEventStore } from '@arena/eventstore/postgres'
import { cpuSecondsOf, processNames, type ProcessName } from '../load/cluster'
import { buildPlatform, platformArgs } from '../lib/platformNode.mjs'
import { PrivateKafka } from '../load/kafka'
import { freePort } from '../load/ports'
import { benchSetup, loadAverage, machine } from './benchKit'
import { writeHistory, type HistorySummary } from './startup/history'
import { heapUsedOf, memoryOf, round, settle, sleep, warmUp, WARM_UP_REQUESTS } from './startup/processReadings'
import { benchSchemas, type CheckpointRow } from './startup/benchSchemas'
import { fillLog } from './startup/fillLog'
import { medianSide, type Side } from './startup/sides'

const { option, log, required } = benchSetup('startup')
const databaseUrl = required('DATABASE_URL', 'startup bench: set DATABASE_URL (npm run bench -- startup finds or starts PostgreSQL, Redis and Kafka)')
const redisUrl = required('REDIS_URL', 'startup bench: set REDIS_URL (npm run bench -- startup finds or starts PostgreSQL, Redis and Kafka)')
const { clearCheckpoints, readCheckpoints, writeCheckpoints, dropSchema } = benchSchemas(databaseUrl, redisUrl)
const events = option('events', 1_000_000)
const runs = option('runs', 1)
const flag = (name: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i === -1 ? undefined : process.argv[i + 1]
}
const roles = (flag('roles')?.split(',') ?? [...processNames]) as ProcessName[]
for (const role of roles) if (!processNames.includes(role)) throw new Error(`unknown role ${role}; roles: ${processNames.join(', ')}`)
const keptSchema = flag('schema')
const keep = process.argv.includes('--keep')
const profileDir = flag('profile-dir')
const restartsOnly = process.argv.includes('--restarts-only')
if (restartsOnly && !keptSchema) throw new Error('--restarts-only needs --schema: the checkpoints of a kept history')

const TARGET = { readyMs: 5000, rssRatio: 1.5 }
const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const suffix = () => randomUUID().replaceAll('-', '').slice(0, 10)

class Engines {
  kafka?: PrivateKafka
  brokers = process.env.KAFKA_BROKERS
  readonly runDir = mkdtempSync(join(tmpdir(), 'arena-bench-startup-'))
  readonly secrets = { JWT_SECRET: randomBytes(32).toString('hex'), IDENTITY_SECRET: randomBytes(32).toString('hex'), PAYMENT_WEBHOOK_SECRET: randomBytes(24).toString('hex') }
  readonly marketEpoch = Date.now()
  /** Each run's topics apart from an earlier run's on a broker that outlives it. */
  readonly run = suffix()

  /** Where a schema's topics live on the broker: the empty and the long history share it. */
  namespace(schema: string): string {
    return `${schema}.${this.run}.`
  }

  async start(): Promise<void> {
    if (this.brokers) return
    log('KAFKA_BROKERS is not set: starting a broker of our own (infra/kafka)')
    this.kafka = await PrivateKafka.start(root, join(this.runDir, 'kafka'))
    this.brokers = this.kafka.brokers
  }

  async stop(): Promise<void> {
    await this.kafka?.stop()
    if (keep) log(`process logs kept in ${this.runDir}`)
    else rmSync(this.runDir, { recursive: true, force: true })
  }

  /** The variables scripts/load/cluster.ts gives each process of the cluster profile. */
  env(role: ProcessName, schema: string, port: number): NodeJS.ProcessEnv {
    const { ROLE: _r, MODULES: _m, PORT: _p, ...inherited } = process.env
    return {
      ...inherited,
      ...this.secrets,
      ...(role === 'relay' || role === 'edge' ? { ROLE: role } : { ROLE: 'worker', MODULES: role }),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(this.runDir, 'data'),
      DATABASE_URL: databaseUrl,
      EVENTSTORE_SCHEMA: schema,
      KAFKA_BROKERS: this.brokers,
      // The empty and the long history share the broker: each its own topics (the log topic above all).
      KAFKA_NAMESPACE: this.namespace(schema),
      REDIS_URL: redisUrl,
      MARKET_FEED: 'simulated',
      MARKET_SEED: '7',
      MARKET_EPOCH: String(this.marketEpoch),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    }
  }
}

/** Spawns one process on `schema`, times it to ready, lets it settle, reads its memory, stops it. */
async function measure(engines: Engines, role: ProcessName, schema: string, side: string): Promise<Side> {
  const port = await freePort()
  const logFile = join(engines.runDir, `${role}-${side}.log`)
  const out = openSync(logFile, 'a')
  // A folder per process: node writes a profile per thread, each under its own name.
  const flags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${join(profileDir, `${role}-${side}`)}`] : []
  const started = performance.now()
  const env = engines.env(role, schema, port)
  const child: ChildProcess = spawn(process.execPath, [...flags, ...platformArgs(env)], { cwd: root, env, stdio: ['ignore', out, out] })
  closeSync(out)
  // A bench stopped by Ctrl-C or a crash takes its process with it.
  const killNow = () => child.kill('SIGKILL')
  process.once('exit', killNow)
  const exited = new Promise<void>(resolve => child.once('exit', () => resolve()))
  try {
    let readyMs: number | undefined
    while (readyMs === undefined) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${role} exited while starting on ${side}:\n${readFileSync(logFile, 'utf8').slice(-2000)}`)
      if (performance.now() - started > 600_000) throw new Error(`${role} not ready within 10 minutes on ${side}`)
      const status = await fetch(`http://127.0.0.1:${port}/api/ready`).then(r => r.status, () => 0)
      if (status === 200) readyMs = performance.now() - started
      else await sleep(25)
    }
    const cpuSecondsToReady = cpuSecondsOf(child.pid) ?? Number.NaN
    const settleMs = await settle(child.pid!)
    const memory = memoryOf(child.pid!)
    const heapUsedMb = await heapUsedOf(port)
    await warmUp(port)
    await settle(child.pid!)
    const warmRssMb = memoryOf(child.pid!).rssMb
    // A read model that skipped an event (or any other error) means the history is not one the product folds.
    const errors = readFileSync(logFile, 'utf8').split('\n').filter(line => /"level":(50|60)/.test(line))
    if (errors.length) log(`${role} on ${side} logged ${errors.length} errors, the first: ${errors[0]!.slice(0, 500)}`)
    return { readyMs: Math.round(readyMs), cpuSecondsToReady: round(cpuSecondsToReady, 2), settleMs: Math.round(settleMs), ...memory, warmRssMb, heapUsedMb, errorsLogged: errors.length }
  } finally {
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    await exited
    clearTimeout(timer)
    process.off('exit', killNow)
  }
}

/**
 * A schema with the event store's tables, the relay's checkpoint at the end of its log, and the
 * log topic the read models follow filled with the whole history (this run's, on its own topic).
 */
async function prepare(engines: Engines, schema: string, history: number): Promise<HistorySummary | undefined> {
  const store = await PostgresEventStore.connect({ url: databaseUrl, schema, applicationName: 'arena-bench-startup' })
  try {
    let summary: HistorySummary | undefined
    if (history > 0) {
      log(`writing a history of ${history} events into ${schema}`)
      summary = await writeHistory(store, { events: history }, written => log(`${written} events written`))
      log(`${summary.events} events in ${round(summary.seconds)} s (${Math.round(summary.events / summary.seconds)}/s): ${JSON.stringify(summary.byCategory)}`)
      await store.sql.unsafe(`ANALYZE ${schema}.events`)
    }
    const checkpoints = await PostgresCheckpointStore.open(store.sql, { schema })
    const head = await store.headPosition()
    await checkpoints.save('relay', head)
    const seconds = await fillLog({ store, schema, checkpoints, head, brokers: engines.brokers!.split(','), namespace: engines.namespace(schema) })
    if (head > 0) log(`log topic filled with ${head} positions in ${round(seconds)} s`)
    return summary
  } finally {
    await store.close()
  }
}

async function main() {
  const started = performance.now()
  const loadBefore = loadAverage()
  const engines = new Engines()
  const emptySchema = `bench_su_empty_${suffix()}`
  const historySchema = keptSchema ?? `bench_su_hist_${suffix()}`
  let generation: (Omit<HistorySummary, 'samples'> & { note: string }) | { kept: string; events: number } | undefined
  try {
    await engines.start()
    await buildPlatform()
    await prepare(engines, emptySchema, 0)
    if (keptSchema) {
      const store = await PostgresEventStore.connect({ url: databaseUrl, schema: keptSchema, migrate: false, maxConnections: 1 })
      const head = await store.headPosition()
      await store.close()
      await prepare(engines, keptSchema, 0)
      generation = { kept: keptSchema, events: head }
      log(`measuring on the kept schema ${keptSchema} (${head} events)`)
    } else {
      const summary = await prepare(engines, historySchema, events)
      const { samples: _samples, ...figures } = summary!
      generation = { ...figures, seconds: round(summary!.seconds), note: 'generation time, not part of any figure' }
    }
    const historyEvents = generation.events
    const results = []
    // Pass 1, per role: the empty start, then the cold one (no checkpoint of any read model). Only a
    // module's own worker writes its read models' checkpoints (ADR 0035), so what each cold run
    // wrote is kept: together they are the checkpoints a running cluster has.
    const clusterWrote = new Map<string, CheckpointRow>()
    const keepWritten = async () => {
      for (const row of await readCheckpoints(historySchema)) clusterWrote.set(`${row.stream} ${row.fold_version}`, row)
    }
    const sides = new Map(roles.map(role => [role, { empty: [] as Side[], cold: [] as Side[], history: [] as Side[] }]))
    if (restartsOnly) await keepWritten()
    for (let run = 0; run < runs; run++) {
      for (const role of roles) {
        const { empty, cold } = sides.get(role)!
        empty.push(await measure(engines, role, emptySchema, 'empty'))
        log(`${role} empty: ready ${empty.at(-1)!.readyMs} ms, ${empty.at(-1)!.rssMb} MB, warm ${empty.at(-1)!.warmRssMb} MB`)
        if (restartsOnly) continue
        await clearCheckpoints(historySchema)
        cold.push(await measure(engines, role, historySchema, 'cold'))
        log(`${role} history, cold: ready ${cold.at(-1)!.readyMs} ms, ${cold.at(-1)!.rssMb} MB (peak ${cold.at(-1)!.peakRssMb} MB)`)
        await keepWritten()
      }
    }
    // Pass 2, per role: a restart (or a new replica) in a running cluster, which finds every read
    // model's checkpoint as the workers wrote it.
    for (let run = 0; run < runs; run++) {
      for (const role of roles) {
        const { history } = sides.get(role)!
        await writeCheckpoints(historySchema, [...clusterWrote.values()])
        history.push(await measure(engines, role, historySchema, 'history'))
        log(`${role} history: ready ${history.at(-1)!.readyMs} ms, ${history.at(-1)!.rssMb} MB (peak ${history.at(-1)!.peakRssMb} MB), warm ${history.at(-1)!.warmRssMb} MB`)
        await keepWritten()
      }
    }
    for (const role of roles) {
      const { empty, cold, history } = sides.get(role)!
      const e = medianSide(empty)
      const h = medianSide(history)
      const c = cold.length > 0 ? medianSide(cold) : undefined
      const ratioOf = (side: Side) => ({ ready: round(side.readyMs / e.readyMs, 2), rss: round(side.rssMb / e.rssMb, 2), warmRss: round(side.warmRssMb / e.warmRssMb, 2) })
      const ratio = ratioOf(h)
      results.push({
        role, empty: e, history: { events: historyEvents, ...h }, ratio, target: TARGET,
        met: h.readyMs < TARGET.readyMs && ratio.warmRss <= TARGET.rssRatio,
        cold: c && { ...c, ratio: ratioOf(c) },
        ...(runs > 1 && { runs: { empty, cold, history } }),
      })
    }
    const table = [
      'role         empty ready   cold ready   history ready   ready x   empty RSS   cold RSS   history RSS (peak)   RSS x   warm RSS empty / history   warm x   heap empty / history   met',
      ...results.map(r => `${r.role.padEnd(12)} ${`${r.empty.readyMs} ms`.padStart(11)}   ${(r.cold ? `${r.cold.readyMs} ms` : '-').padStart(10)}   ${`${r.history.readyMs} ms`.padStart(13)}   ${String(r.ratio.ready).padStart(7)}   ${`${r.empty.rssMb} MB`.padStart(9)}   ${(r.cold ? `${r.cold.rssMb} MB` : '-').padStart(8)}   ${`${r.history.rssMb} MB (${r.history.peakRssMb})`.padStart(18)}   ${String(r.ratio.rss).padStart(5)}   ${`${r.empty.warmRssMb} / ${r.history.warmRssMb} MB`.padStart(24)}   ${String(r.ratio.warmRss).padStart(6)}   ${`${r.empty.heapUsedMb} / ${r.history.heapUsedMb} MB`.padStart(20)}   ${r.met ? 'yes' : 'no'}`),
    ]
    console.error(table.join('\n'))
    process.stdout.write(`${JSON.stringify({
      benchmark: 'startup',
      machine: { ...machine(), loadAverage1m: { before: loadBefore, after: loadAverage() } },
      kafka: engines.kafka ? 'own broker (infra/kafka)' : engines.brokers,
      history: generation,
      method: `one process at a time, spawn to /api/ready 200 (polled every 25 ms); RSS = VmRSS once CPU < 10% of a core for 1 s after ready (peak = VmHWM), heap = nodejs_heap_size_used_bytes then; warm RSS = VmRSS after ${WARM_UP_REQUESTS} GETs of /api/health (16 at a time) and another settle, the same load on both sides, so both have touched their young generation; the relay starts at the end of the log, and the log topic the read models follow holds the whole history before any process starts; cold = the first start on the history with no read-model checkpoint; history = a start after every role had its cold run, on the checkpoints those runs wrote (the worker of each module writes those of its own read models), what a restart or a new replica of a running cluster finds; met is judged on history: ready < 5 s and warm RSS x <= 1.5`,
      runsPerSide: runs,
      results,
      met: results.every(r => r.met),
      errorsLogged: results.reduce((sum, r) => sum + r.empty.errorsLogged + r.history.errorsLogged, 0),
      totalSeconds: round((performance.now() - started) / 1000),
    }, null, 2)}\n`)
  } finally {
    await dropSchema(emptySchema)
    if (keep || keptSchema) log(`history kept in schema ${historySchema} (--schema ${historySchema} measures on it again)`)
    else await dropSchema(historySchema)
    await engines.stop()
  }
}

await main()
