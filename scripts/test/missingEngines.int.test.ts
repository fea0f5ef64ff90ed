// `npm run load` and `npm run bench` find or start their engines (scripts/lib/engines.mjs); where
// that is not allowed (CI=true: CI sets the variables itself) and none is set, they say in one line
// per engine what is missing and how to provide it, and exit 2: no stack, no 20 s of retries.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import t from 'tap'
import { portOpen } from '../lib/engines.mjs'

const root = join(import.meta.dirname, '..', '..')

function run(args: string[]): Promise<{ code: number | null; err: string }> {
  const { DATABASE_URL: _d, REDIS_URL: _r, KAFKA_BROKERS: _k, ...env } = process.env
  const child = spawn(process.execPath, args, { cwd: root, env: { ...env, CI: 'true' }, stdio: ['ignore', 'ignore', 'pipe'] })
  let err = ''
  child.stderr!.on('data', chunk => { err += chunk })
  return new Promise(resolve => child.once('close', code => resolve({ code, err })))
}

t.test('the load test names the missing engines in one line each', async t => {
  // A server on a usual local port is used when found; only the others can be missing.
  const expected = [...(await portOpen(5432) ? [] : ['PostgreSQL: set DATABASE_URL']), ...(await portOpen(6379) ? [] : ['Redis: set REDIS_URL'])]
  const { code, err } = await run(['--import', 'tsx', 'scripts/load/run.ts', '--players', '1', '--seconds', '5'])
  if (expected.length === 0) return t.pass('every engine is on its usual port here: nothing can be missing')
  t.equal(code, 2, 'it exits 2', { err })
  for (const line of expected) t.match(err, `[load] cannot run: missing ${line}`, `it says: ${line}...`, { err })
  t.notMatch(err, /^\s+at /m, 'no stack trace', { err })
})

t.test('the benchmarks name the missing engine in one line', async t => {
  if (await portOpen(5432)) return t.pass('a PostgreSQL is on its usual port here: nothing can be missing')
  const { code, err } = await run(['scripts/bench/run.mjs', 'eventstore'])
  t.equal(code, 2, 'it exits 2', { err })
  t.match(err, '[bench] cannot run: missing PostgreSQL: set DATABASE_URL', 'it says what is missing and how to provide it', { err })
  t.notMatch(err, /^\s+at /m, 'no stack trace', { err })
})
