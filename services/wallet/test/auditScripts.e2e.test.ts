import t from 'tap'
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { engineUrl, needs } from '@arena/testing'
import { WalletCommands, eventIdFor, walletHandlers } from '../src/index'
import { eligibility } from './fixtures'
import { postgresStores } from './postgres'

const root = resolve(import.meta.dirname, '../../..')

/** Runs one of the repo's scripts the way its header says to, and reports exit code and output. */
function script(name: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise(done => {
    execFile(process.execPath, ['--import', 'tsx', join('scripts', name), ...args], { cwd: root, env: { ...process.env, DATABASE_URL: engineUrl('postgres') } },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }))
  })
}

t.test('the replay and TDS scripts read a PostgreSQL ledger, and a tampered TDS makes the report exit non-zero', needs('postgres'), async t => {
  const { schema, stores } = await postgresStores(t, 1)
  const store = stores[0]!
  const w = walletHandlers(new WalletCommands(store), eligibility())
  await w.creditPrize({ commandId: 'p1', at: '2026-03-10T06:00:00.000Z', userId: 'u1', contestId: 'k1', rank: 1, amount: '1300' })
  await w.requestWithdrawal({ commandId: 'w1', at: '2026-03-10T07:00:00.000Z', userId: 'u1', withdrawalId: 'w1', amount: '1300', bankAccountId: 'bank-1' })

  const replay = await script('replay-ledger.ts', ['u1', '--schema', schema, '--until-event', '2'])
  t.equal(replay.code, 0, replay.stderr)
  t.match(replay.stdout, /wallet-u1: 2 events/)
  t.match(replay.stdout, /WithdrawalRequested\s+0\.00\s+0\.00\s+0\.00\s+w1\s+withdrawal w1 1300\.00 tds 300\.00 paid 1000\.00/)

  const dir = await mkdtemp(join(tmpdir(), 'tds-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  const clean = await script('tds-report.ts', ['--from', '2026-03-01', '--to', '2026-03-31', '--schema', schema, '--out', join(dir, 'tds.csv')])
  t.equal(clean.code, 0, clean.stderr)
  t.match(await readFile(join(dir, 'tds.csv'), 'utf8'), /^w1,u1,2026-03-10T07:00:00.000Z,pending,1300.00,300.00,1000.00,0.00,0.00,,PAN not on file/m)
  t.match(clean.stderr, /1 withdrawals \(0 completed, 1 pending, 0 rejected\), TDS withheld 0.00, 0 mismatches/)

  const stream = 'wallet-u2'
  const tds = { policy: 'section194BA-30-of-130', inputs: { amount: '100.00', rateNumerator: '30', rateDenominator: '130', scale: 2, rounding: 'ROUND_HALF_UP' }, tax: '1.00', paid: '99.00' }
  await store.append(stream, [
    { id: eventIdFor(stream, 'bad', 0), type: 'WithdrawalRequested', data: { commandId: 'bad', withdrawalId: 'bad', amount: '100.00', bankAccountId: 'b', tds }, metadata: { correlationId: 'x', causationId: null, actor: 'u2', at: '2026-03-11T07:00:00.000Z' } },
  ], 'any')
  const tampered = await script('tds-report.ts', ['--from', '2026-03-01', '--to', '2026-03-31', '--schema', schema])
  t.equal(tampered.code, 1)
  t.match(tampered.stderr, /MISMATCH bad: tax 1.00 should be 23.08/)
  t.match(tampered.stdout, /bad,u2,.*MISMATCH/)
})
