// `npm run test:unit` (scripts/test.mjs --tier unit) starts no engine: run on one unit test file
// with no engine variables, it hands the test none, says so, and leaves no process behind.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import t from 'tap'

const root = join(import.meta.dirname, '..', '..')

t.test('the unit tier runs with no engine started', async t => {
  const { DATABASE_URL: _d, REDIS_URL: _r, KAFKA_BROKERS: _k, CI: _c, ...rest } = process.env
  // As a user runs it: not as a child of this tap run, whose variables make tap print raw TAP.
  const env = Object.fromEntries(Object.entries(rest).filter(([name]) => !/^_?TAP/i.test(name)))
  const child = spawn(process.execPath, ['scripts/test.mjs', '--tier', 'unit', '--no-typecheck', 'scripts/test/fixtures/noEngineVariables.unit.test.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  child.stdout.on('data', chunk => { out += chunk })
  child.stderr.on('data', chunk => { out += chunk })
  const code = await new Promise<number | null>(resolve => child.once('close', resolve))
  t.equal(code, 0, 'the run passes', { out })
  // tap shows the cursor again (ESC[?25h) on stderr with no newline, which may land before the
  // runner's last line; a terminal shows nothing there, so neither does the text matched here.
  t.match(out.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, ''), /^3 passed, 0 failed$/m, 'the fixture\'s three checks ran and passed', { out })
  t.match(out, /engines: none/, 'the runner says it started none', { out })
  t.notMatch(out, /starting (embedded PostgreSQL|redis-server|a Kafka broker)/, 'and started none', { out })
})
