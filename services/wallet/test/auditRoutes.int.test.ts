import t, { type Test } from 'tap'
import { eventIdFor } from '../src/index'
import { startWallet } from './fixtures'

/** u1: a confirmed deposit, a prize and a withdrawal, an hour apart from 2026-03-01T10:00Z (15:30 in India). */
async function withHistory(t: Test) {
  const pans: Record<string, string> = { u1: 'ABCDE1234F' }
  const h = await startWallet(t, { panLookup: { panOf: async userId => pans[userId] ?? null } })
  const w = h.wallet.handlers
  let n = 0
  const next = () => {
    n += 1
    return { commandId: `audit-${n}`, at: new Date(Date.parse('2026-03-01T10:00:00.000Z') + (n - 1) * 3_600_000).toISOString(), userId: 'u1' }
  }
  await w.requestDeposit({ ...next(), depositId: 'd1', amount: '500', method: 'UPI', reference: '400000000001', requestedBy: 'user' })
  await w.confirmDeposit({ ...next(), depositId: 'd1', confirmedBy: 'admin:a1' })
  await w.creditPrize({ ...next(), contestId: 'k1', contestName: 'Nifty Cup', rank: 1, amount: '1000' })
  await w.requestWithdrawal({ ...next(), withdrawalId: 'w1', amount: '650', bankAccountId: 'bank-1' })
  return { h, admin: await h.token('a1', 'admin') }
}

t.test('an admin replays a ledger with running balances, stopping at an event number or an instant', async t => {
  const { h, admin } = await withHistory(t)
  const all = await h.call('GET', '/api/admin/ledger/u1', admin)
  t.equal(all.statusCode, 200)
  t.same(all.json().data.map((row: Record<string, string>) => [row.version, row.type, row.cash, row.winning, row.reward]), [
    [1, 'DepositRequested', '0.00', '0.00', '0.00'],
    [2, 'DepositConfirmed', '500.00', '0.00', '0.00'],
    [3, 'PrizeCredited', '500.00', '1000.00', '0.00'],
    [4, 'WithdrawalRequested', '500.00', '350.00', '0.00'],
  ])
  t.match(all.json().data[3], { at: '2026-03-01T13:00:00.000Z', detail: /withdrawal w1 650\.00 tds 150\.00 paid 500\.00/ })

  const byNumber = await h.call('GET', '/api/admin/ledger/u1?untilEvent=2', admin)
  t.same(byNumber.json().data.map((row: { version: number }) => row.version), [1, 2])
  const byInstant = await h.call('GET', `/api/admin/ledger/u1?until=${encodeURIComponent('2026-03-01T12:00:00.000Z')}`, admin)
  t.same(byInstant.json().data.map((row: { type: string }) => row.type), ['DepositRequested', 'DepositConfirmed', 'PrizeCredited'], 'the event at the instant itself is included')
  t.same((await h.call('GET', '/api/admin/ledger/nobody', admin)).json().data, [], 'a user without a wallet has no rows')
})

t.test('a replay with a bad stopping point is refused with the field named', async t => {
  const { h, admin } = await withHistory(t)
  const badNumber = await h.call('GET', '/api/admin/ledger/u1?untilEvent=0', admin)
  t.equal(badNumber.statusCode, 400)
  t.match(badNumber.json(), { status: false, errors: { untilEvent: 'untilEvent must be a whole number from 1' } })
  const badInstant = await h.call('GET', '/api/admin/ledger/u1?until=yesterday', admin)
  t.equal(badInstant.statusCode, 400)
  t.match(badInstant.json().errors, { until: 'until must be an ISO instant' })
})

t.test('the TDS report lists the range with PANs from KYC and flags a withdrawal whose TDS does not recompute', async t => {
  const { h, admin } = await withHistory(t)
  const clean = await h.call('GET', '/api/admin/tds-report?from=2026-03-01&to=2026-03-01', admin)
  t.equal(clean.statusCode, 200)
  t.match(clean.json().data, { rows: [{ withdrawalId: 'w1', userId: 'u1', status: 'pending', amount: '650.00', tds: '150.00', paid: '500.00', tdsWithheld: '0.00', pan: 'ABCDE1234F', problems: [] }], mismatches: [] })
  t.same((await h.call('GET', '/api/admin/tds-report?from=2026-03-02&to=2026-03-31', admin)).json().data, { rows: [], mismatches: [], totals: { completed: 0, pending: 0, rejected: 0, tdsWithheld: '0.00', paidOut: '0.00' }, yearEnds: [], players: [] }, 'nothing outside the range')
  t.equal((await h.call('POST', '/api/admin/withdrawals/w1/complete', await h.token('a2', 'admin'))).statusCode, 200)
  t.match((await h.call('GET', '/api/admin/tds-report?from=2026-03-01&to=2026-03-01', admin)).json().data, { rows: [{ status: 'completed', tdsWithheld: '150.00', paidOut: '500.00' }], totals: { completed: 1, tdsWithheld: '150.00' } })

  // A withdrawal written with a wrong tax, as a bug or a tampered row would leave it.
  const stream = 'wallet-u2'
  const metadata = { correlationId: 'x', causationId: null, actor: 'u2', at: '2026-03-01T12:30:00.000Z' }
  const tds = { policy: 'section194BA-30-of-130', inputs: { amount: '130.00', rateNumerator: '30', rateDenominator: '130', scale: 2, rounding: 'ROUND_HALF_UP' }, tax: '20.00', paid: '110.00' }
  await h.store.append(stream, [
    { id: eventIdFor(stream, 'p', 0), type: 'PrizeCredited', data: { commandId: 'p', contestId: 'k1', rank: 1, amount: '500.00' }, metadata },
    { id: eventIdFor(stream, 'w', 0), type: 'WithdrawalRequested', data: { commandId: 'w', withdrawalId: 'bad', amount: '130.00', bankAccountId: 'b', tds }, metadata },
  ], 0)
  const flagged = (await h.call('GET', '/api/admin/tds-report?from=2026-03-01&to=2026-03-01', admin)).json().data
  t.equal(flagged.rows.length, 2)
  t.match(flagged.mismatches, [{ withdrawalId: 'bad', userId: 'u2', pan: '', problems: ['tax 20.00 should be 30.00', 'paid 110.00 should be 100.00'] }])

  const csv = await h.call('GET', '/api/admin/tds-report?from=2026-03-01&to=2026-03-01&format=csv', admin)
  t.equal(csv.statusCode, 200)
  t.match(csv.headers['content-type'], /^text\/csv/)
  t.equal(csv.headers['content-disposition'], 'attachment; filename="tds-report-2026-03-01-2026-03-01.csv"')
  const lines = csv.body.trim().split('\n')
  t.equal(lines[0], 'withdrawal_id,user_id,date,status,amount,tds,paid,tds_withheld,paid_out,pan,pan_note,policy,check')
  t.match(lines[1], /^w1,u1,2026-03-01T13:00:00.000Z,completed,650.00,150.00,500.00,150.00,500.00,ABCDE1234F,,section194BA-30-of-130,ok$/)
  t.match(lines[2], /^bad,u2,.*,pending,130.00,20.00,110.00,0.00,0.00,,PAN not on file in KYC,.*MISMATCH: tax 20.00 should be 30.00/)
})

t.test('a TDS report without a usable range is refused with the field named', async t => {
  const { h, admin } = await withHistory(t)
  const missing = await h.call('GET', '/api/admin/tds-report?to=2026-03-01', admin)
  t.equal(missing.statusCode, 400)
  t.match(missing.json().errors, { from: 'from is required' })
  t.match((await h.call('GET', '/api/admin/tds-report?from=2026-03-05&to=2026-03-01', admin)).json().errors, { to: 'to must not be before from' })
  t.match((await h.call('GET', '/api/admin/tds-report?from=soon&to=2026-03-01', admin)).json().errors, { from: /ISO/ })
  t.match((await h.call('GET', '/api/admin/tds-report?from=2026-03-01&to=2026-03-01&format=xls', admin)).json().errors, { format: 'format must be json or csv' })
})

t.test('a player token and a missing token are refused on both audit routes', async t => {
  const { h } = await withHistory(t)
  const player = await h.token('u1')
  for (const url of ['/api/admin/ledger/u1', '/api/admin/tds-report?from=2026-03-01&to=2026-03-01&format=csv']) {
    t.equal((await h.call('GET', url, player)).statusCode, 403, `${url} as a player`)
    t.equal((await h.call('GET', url, undefined)).statusCode, 401, `${url} without a token`)
  }
})
