// `npm test -w @arena/<service>` runs that one service's tests: here the leaderboard's unit tier,
// started as a user starts it (not as a child of this tap run).
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import t from 'tap'
import { namedTests } from '../lib/files.mjs'

const root = join(import.meta.dirname, '..', '..')

t.test('npm test -w @arena/leaderboard runs only the leaderboard tests', async t => {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^_?TAP/i.test(name)))
  const child = spawn('npm', ['test', '-w', '@arena/leaderboard', '--', '--tier', 'unit'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  child.stdout.on('data', chunk => { out += chunk })
  child.stderr.on('data', chunk => { out += chunk })
  const code = await new Promise<number | null>(resolve => child.once('close', resolve))
  t.equal(code, 0, 'the run passes', { out })
  const count = Number(/\[test\] running (\d+) test files/.exec(out)?.[1])
  const expected = namedTests(root, join(root, 'services/leaderboard'), ['test'], ['unit']).length
  t.ok(expected > 0)
  t.equal(count, expected, 'exactly the leaderboard unit test files ran', { out })
  // tap shows the cursor again (ESC[?25h) on stderr with no newline, which may land before the
  // runner's last line; a terminal shows nothing there, so neither does the text matched here.
  t.match(out.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, ''), /^[1-9]\d* passed, 0 failed$/m, { out })
})
