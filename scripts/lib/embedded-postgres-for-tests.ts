// Starts the npm-shipped PostgreSQL for a run that has no DATABASE_URL (scripts/lib/engines.mjs),
// prints the URL for the runner, and stops the server on SIGTERM, SIGINT or SIGHUP, or when the
// runner that started it is gone (killed with -9, so it could not stop us).
//   node --import tsx scripts/lib/embedded-postgres-for-tests.ts [--data-dir data/test] [--port 54331]
import { join } from 'node:path'
import { createLogger } from '@arena/service-kit'
import { startEmbeddedPostgres } from '../../services/platform/src/embeddedPostgres'

const root = join(import.meta.dirname, '..', '..')
const option = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`)
  return i === -1 ? fallback : process.argv[i + 1]!
}
const logger = createLogger('test-postgres', { level: 'warn' })
const parent = process.ppid
const postgres = await startEmbeddedPostgres({ dataDir: option('data-dir', join(root, 'data', 'test')), port: Number(option('port', '54331')), logger })
console.log(`DATABASE_URL=${postgres.url}`)

let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  void postgres.stop().then(() => process.exit(0), error => {
    logger.error({ err: error }, 'could not stop PostgreSQL')
    process.exit(1)
  })
}
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, stop)
setInterval(() => { if (process.ppid !== parent) stop() }, 1_000)
