import { spawn } from 'node:child_process'
import t from 'tap'
import type { LoadReport } from '../load'
import { assertConsistent, engines, smallLoad } from './loadHarness'

t.setTimeout(330_000)

t.test('the load test in its CI form (200 players, 30 s) ends with zero errors', engines(), async t => {
  const { root } = smallLoad({})
  // The very command CI and the README run: `npm run load -- --players 200 --seconds 30`.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/load/run.ts', '--players', '200', '--seconds', '30'], {
    cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'inherit'],
  })
  let stdout = ''
  child.stdout.on('data', chunk => (stdout += chunk))
  const code = await new Promise<number | null>(resolve => child.once('close', resolve))
  const report = JSON.parse(stdout) as LoadReport
  console.error(`# ${JSON.stringify({ players: report.players, phases: report.phases, orders: report.orders, requests: report.requests, checked: report.checked })}`)
  t.equal(code, 0, 'the command exits with 0')
  assertConsistent(t, report)
})
