// `npm run load [-- --players 2000 --seconds 300 --concurrency 48 --late 0.1 --prize-levels 100 --replicas 2 --keep]`
// The busy-contest load test: a cluster of real processes (edge, relay, one worker per module;
// `--replicas N` runs N matching and N leaderboard workers, sharing the accounts) on
// loopback with its own Kafka broker, PostgreSQL (DATABASE_URL, a fresh schema) and Redis
// (REDIS_URL, keys prefixed by that schema); without those variables it finds or starts them as
// `npm test` does (scripts/lib/engines.mjs). Prints one JSON report; exit code 1 when errors > 0.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { findEngines, kafkaStartable, missingLine } from '../lib/engines.mjs'
import { runLoad } from './load'

const args = process.argv.slice(2)
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(`--${name}`)
  if (i === -1) return fallback
  const value = Number(args[i + 1])
  if (!Number.isFinite(value) || value < 0) {
    console.error(`--${name} needs a number`)
    process.exit(2)
  }
  return value
}

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
// Started by a test that dies (a timeout), this process is adopted by init: stop the cluster then.
const parent = process.ppid
setInterval(() => process.ppid !== parent && process.kill(process.pid, 'SIGTERM'), 1_000).unref()
const players = Math.max(1, Math.floor(option('players', 2000)))
const log = (message: string) => console.error(`[load] ${message}`)
const engines = await findEngines(root, { needs: ['postgres', 'redis'], log }).catch((error: Error) => {
  log(`cannot run: ${error.message}`)
  return process.exit(2)
})
// The cluster starts a broker of its own from infra/kafka (see cluster.ts), whatever KAFKA_BROKERS says.
const missing = [...engines.missing, ...(kafkaStartable(root) ? [] : [missingLine('kafka')])]
if (missing.length > 0) {
  for (const line of missing) log(`cannot run: missing ${line}`)
  await engines.stop()
  process.exit(2)
}
const report = await runLoad({
  root,
  databaseUrl: engines.env.DATABASE_URL!,
  redisUrl: engines.env.REDIS_URL!,
  players,
  seconds: Math.max(5, option('seconds', 300)),
  concurrency: Math.max(1, Math.floor(option('concurrency', 48))),
  late: Math.min(0.9, option('late', 0.1)),
  prizeLevels: Math.floor(option('prize-levels', Math.max(3, Math.floor(players / 10)))),
  replicas: Math.max(1, Math.floor(option('replicas', 1))),
  keep: args.includes('--keep'),
  log,
}).finally(() => engines.stop())
console.log(JSON.stringify(report, null, 2))
process.exit(report.errors === 0 ? 0 : 1)
