import t, { type Test } from 'tap'
import { streams } from '@arena/contracts'
import { MemoryEventStore, type EventStore } from '@arena/eventstore'
import { eventIdFor, reportRange, tdsCsv, tdsReport } from '../src/index'
import { startWallet, utr, type Harness } from './fixtures'
import { postgresStores } from './postgres'

const pans: Record<string, string> = { u1: 'ABCDE1234F' }
const panLookup = { panOf: async (userId: string) => pans[userId] ?? null }

/**
 * u1 in financial year 2026-27: deposits 1,000 (confirmed), pays a 1,000 fee from cash, wins 2,500;
 * `u2` only deposits 500. The clock starts on 2 April 2026.
 */
async function rule133World(t: Test, store: EventStore = new MemoryEventStore()) {
  const h = await startWallet(t, { store, tdsPolicy: 'rule133', panLookup, now: '2026-04-02T05:00:00.000Z' })
  const admin = await h.token('a1', 'admin')
  await deposit(h, 'u1', '1000', 1, admin)
  await h.wallet.handlers.debitEntryFee({ commandId: 'fee-k1', at: h.clock.now().toISOString(), userId: 'u1', contestId: 'k1', fee: '1000', ticked: { cash: true, winning: false, reward: false } })
  await h.fundWinning('u1', '2500', 'k1')
  await deposit(h, 'u2', '500', 2, admin)
  return { h, admin, store }
}

async function deposit(h: Harness, userId: string, amount: string, n: number, admin: string) {
  const filed = await h.call('POST', '/api/deposit-request', await h.token(userId), { amount, method: 'UPI', reference: utr(n) })
  const confirmed = await h.call('POST', `/api/admin/deposits/${filed.json().data._id}/confirm`, admin)
  if (confirmed.statusCode !== 200) throw new Error(confirmed.body)
}

const withdraw = async (h: Harness, userId: string, amount: string) =>
  h.call('POST', '/api/withdral-request-add', await h.token(userId), { amount, bank_account_id: 'bank-1' })

t.test('TDS_POLICY=rule133: the preview shows the working, the withdrawal records every input of it', async t => {
  const { h } = await rule133World(t)
  const player = await h.token('u1')
  const preview = await h.call('POST', '/api/withdrawal-preview', player, { amount: '2000' })
  t.equal(preview.statusCode, 200)
  t.match(preview.json().data, { policy: 'rule133', amount: '2000.00', tds: '300.00', paid: '1700.00', working: { netWinnings: '1000.00', nonTaxableDeposits: '1000.00' } })
  t.same(preview.json().data.lines.map((l: { amount: string }) => l.amount), ['0.00', '2000.00', '2000.00', '1000.00', '0.00', '0.00', '1000.00', '300.00', '1700.00'])
  t.match(preview.json().data.lines[6], { label: /Net winnings/ })

  const first = await withdraw(h, 'u1', '2000')
  t.match(first.json().data, { tds: '300.00', paid: '1700.00', policy: 'rule133', working: { netWinnings: '1000.00' } })
  const second = await withdraw(h, 'u1', '500')
  t.match(second.json().data, { tds: '150.00', paid: '350.00', working: { withdrawnBefore: '2000.00', alreadyTaxed: '1000.00', netWinnings: '500.00' } })
  const recorded = (await h.store.readStream(streams.wallet('u1'))).filter(e => e.type === 'WithdrawalRequested').map(e => (e.data as { tds: unknown }).tds)
  t.match(recorded[0], {
    policy: 'rule133', tax: '300.00', paid: '1700.00',
    working: { financialYear: '2026-27', withdrawal: '2000.00', withdrawnBefore: '0.00', nonTaxableDeposits: '1000.00', openingBalance: '0.00', alreadyTaxed: '0.00', withdrawnInYear: '2000.00', netWinnings: '1000.00', ratePercent: '30', tds: '300.00', paid: '1700.00' },
  })
  const bad = await h.call('POST', '/api/withdrawal-preview', player, { amount: 'abc' })
  t.equal(bad.statusCode, 400)
  t.ok(bad.json().errors.amount, 'a bad amount names the field')
})

t.test('the gross-up policy (default) is unchanged, and its preview shows its formula', async t => {
  const h = await startWallet(t)
  await h.fundWinning('u1', '1000')
  const preview = await h.call('POST', '/api/withdrawal-preview', await h.token('u1'), { amount: '650' })
  t.match(preview.json().data, { policy: 'section194BA-30-of-130', tds: '150.00', paid: '500.00', working: null, lines: [{ amount: '650' + '.00' }, { label: 'TDS = amount x 30 / 130', amount: '150.00' }, { amount: '500.00' }] })
  t.match((await withdraw(h, 'u1', '650')).json().data, { tds: '150.00', paid: '500.00', tdsRate: '30/130' })
})

t.test('tds-report recomputes Rule 133 rows against the ledger and totals each player\'s financial year with PAN', async t => {
  const { h, admin, store } = await rule133World(t)
  await withdraw(h, 'u1', '2000')
  await withdraw(h, 'u1', '500')
  for (const row of h.wallet.view.withdrawals()) await h.call('POST', `/api/admin/withdrawals/${row._id}/complete`, admin)
  const report = await tdsReport(store, reportRange('2026-04-01', '2027-03-31'), panLookup)
  t.same(report.mismatches, [])
  t.match(report.rows.map(r => [r.policy, r.tdsWithheld]), [['rule133', '300.00'], ['rule133', '150.00']])
  t.same(report.players, [{ userId: 'u1', pan: 'ABCDE1234F', financialYear: '2026-27', withdrawals: 2, withdrawn: '2500.00', tdsWithheld: '450.00', paidOut: '2050.00', yearEndTds: '0.00', totalTds: '450.00' }])
  const viaHttp = await h.call('GET', '/api/admin/tds-report?from=2026-04-01&to=2027-03-31', admin)
  t.same(viaHttp.json().data.players, report.players)

  // A withdrawal whose working is consistent with itself but not with the ledger is caught.
  const stream = streams.wallet('u1')
  const version = (await store.readStream(stream)).length
  const working = { financialYear: '2026-27', withdrawal: '100.00', withdrawnBefore: '2500.00', nonTaxableDeposits: '2000.00', openingBalance: '0.00', alreadyTaxed: '1500.00', withdrawnInYear: '2600.00', netWinnings: '0.00', ratePercent: '30', tds: '0.00', paid: '100.00' }
  const tds = { policy: 'rule133', inputs: { amount: '100.00', rateNumerator: '30', rateDenominator: '100', scale: 2, rounding: 'ROUND_HALF_UP' }, tax: '0.00', paid: '100.00', working }
  const metadata = { correlationId: 'x', causationId: null, actor: 'u1', at: '2026-05-01T05:00:00.000Z' }
  await store.append(stream, [{ id: eventIdFor(stream, 'forged', 0), type: 'WithdrawalRequested', data: { commandId: 'forged', withdrawalId: 'forged', amount: '100.00', bankAccountId: 'b', tds }, metadata }], version)
  const checked = await tdsReport(store, reportRange('2026-04-01', '2027-03-31'), panLookup)
  t.match(checked.mismatches, [{ withdrawalId: 'forged', problems: ['nonTaxableDeposits 2000.00 should be 1000.00 by the ledger'] }])
  t.match(tdsCsv(checked), /forged,u1,.*,rule133,MISMATCH: nonTaxableDeposits 2000.00 should be 1000.00 by the ledger/)
})

t.test('tds-report recomputes gross-up rows too, in the same report', async t => {
  const h = await startWallet(t, { panLookup })
  await h.fundWinning('u1', '1000')
  await withdraw(h, 'u1', '650')
  const report = await tdsReport(h.store, reportRange('2026-03-01', '2026-03-01'), panLookup)
  t.same(report.mismatches, [])
  t.match(report.rows, [{ policy: 'section194BA-30-of-130', tds: '150.00' }])
  t.match(report.players, [{ userId: 'u1', pan: 'ABCDE1234F', financialYear: '2025-26', withdrawals: 1 }])
})

t.test('the year-end step records each player\'s year-end TDS once, also across a restart', async t => {
  const store = new MemoryEventStore()
  const { h, admin } = await rule133World(t, store)
  await withdraw(h, 'u1', '2000')
  const early = await h.call('POST', '/api/admin/tds-year-end', admin, { financialYear: '2026-27' })
  t.equal(early.statusCode, 409, 'not before the year has ended')
  t.equal((await h.call('POST', '/api/admin/tds-year-end', await h.token('u1'), { financialYear: '2026-27' })).statusCode, 403, 'admins only')
  t.equal((await h.call('POST', '/api/admin/tds-year-end', admin, { financialYear: '2026' })).statusCode, 400)

  h.clock.set('2027-04-01T00:30:00.000Z')
  const run = await h.call('POST', '/api/admin/tds-year-end', await h.token('a1', 'admin'), { financialYear: '2026-27' })
  t.equal(run.statusCode, 200)
  // u1: A 2,000 + D 500 - B 1,000 - C 0 - taxed 1,000 = 500 -> 150; u2: 500 + 0... deposits only: 0.
  t.match(run.json().data, { closed: 2, tds: '150.00', uncollected: '0.00' })
  t.match(h.wallet.view.balances('u1'), { winningamount: '350.00' }, 'the year-end TDS is taken from the winnings')

  const again = await startWallet(t, { store, tdsPolicy: 'rule133', panLookup, now: '2027-04-02T00:00:00.000Z' })
  const rerun = await again.call('POST', '/api/admin/tds-year-end', await again.token('a1', 'admin'), { financialYear: '2026-27' })
  t.match(rerun.json().data, { closed: 0, tds: '0.00' }, 'a second run after a restart records nothing')
  const closes = (await store.readStream(streams.wallet('u1'))).filter(e => e.type === 'TaxYearClosed')
  t.equal(closes.length, 1)
  t.match(closes[0]!.data, { financialYear: '2026-27', working: { withdrawnInYear: '2000.00', closingBalance: '500.00', nonTaxableDeposits: '1000.00', openingBalance: '0.00', alreadyTaxed: '1000.00', netWinnings: '500.00', tds: '150.00' } })

  const report = await tdsReport(store, reportRange('2026-04-01', '2027-04-30'), panLookup)
  t.match(report.yearEnds, [{ userId: 'u1', financialYear: '2026-27', tds: '150.00', collected: '150.00', pan: 'ABCDE1234F', problems: [] }, { userId: 'u2', tds: '0.00' }])
  t.match(report.players.find(p => p.userId === 'u1'), { yearEndTds: '150.00' })
  t.match(tdsCsv(report), /year-end-2026-27,u1,.*,year-end,500.00,150.00,0.00,150.00,0.00,ABCDE1234F,,rule133,ok/)

  // The annual statement shows the year's withdrawal and the year-end TDS, with the PAN.
  const statement = await again.call('GET', '/api/tds-statement?financialYear=2026-27', await again.token('u1'))
  t.match(statement.json().data, { financialYear: '2026-27', pan: 'ABCDE1234F', rows: [{ amount: '2000.00', status: 'pending', tds: '0.00' }], yearEnd: { tds: '150.00', collected: '150.00' }, totals: { tdsDeducted: '150.00' }, years: ['2026-27'] })
  t.equal((await again.call('GET', '/api/tds-statement?financialYear=26-27', await again.token('u1'))).statusCode, 400)
})

t.test('the year-end step belongs to rule133', async t => {
  const h = await startWallet(t)
  t.equal((await h.call('POST', '/api/admin/tds-year-end', await h.token('a1', 'admin'), { financialYear: '2025-26' })).statusCode, 409)
})

t.test('DEPOSIT_GST_RATE: a confirmed deposit records gross, GST and credited, and credits only what is left after GST', async t => {
  const h = await startWallet(t, { depositGstRate: '0.28', tdsPolicy: 'rule133' })
  const admin = await h.token('a1', 'admin')
  const player = await h.token('u1')
  t.match((await h.call('POST', '/api/deposit-preview', player, { amount: '1280' })).json().data, { gross: '1280.00', gst: '280.00', credited: '1000.00', gstRate: '0.28' })
  t.equal((await h.call('POST', '/api/deposit-preview', player, { amount: 'x' })).statusCode, 400)
  const filed = await h.call('POST', '/api/deposit-request', player, { amount: '1280', method: 'UPI', reference: utr(7) })
  t.match(h.wallet.view.deposits()[0], { amount: '1280.00', gstRate: '0.28', gst: '280.00', credited: '1000.00' }, 'the admin queue shows the split before confirming')
  await h.call('POST', `/api/admin/deposits/${filed.json().data._id}/confirm`, admin)
  t.match(h.wallet.view.balances('u1'), { balance: '1000.00' })
  const confirmed = (await h.store.readStream(streams.wallet('u1'))).find(e => e.type === 'DepositConfirmed')!
  t.match(confirmed.data, { amount: '1000.00', gross: '1280.00', gst: '280.00', gstRate: '0.28' })
  const history = (await h.call('POST', '/api/gettransaction', player)).json().data
  t.match(history[0], { txStatus: 'deposit', status: 'success', amount: '1280.00', gross: '1280.00', gst: '280.00', credited: '1000.00' })
  // Rule 133 counts what was credited as the non-taxable deposit.
  await h.fundWinning('u1', '2000')
  t.match((await h.call('POST', '/api/withdrawal-preview', player, { amount: '1500' })).json().data.working, { nonTaxableDeposits: '1000.00', netWinnings: '500.00' })
})

t.test('DEPOSIT_GST_RATE 0 (the default) credits the whole deposit and records no split', async t => {
  const h = await startWallet(t)
  const filed = await h.call('POST', '/api/deposit-request', await h.token('u1'), { amount: '1280', method: 'UPI', reference: utr(8) })
  await h.call('POST', `/api/admin/deposits/${filed.json().data._id}/confirm`, await h.token('a1', 'admin'))
  t.match(h.wallet.view.balances('u1'), { balance: '1280.00' })
  const confirmed = (await h.store.readStream(streams.wallet('u1'))).find(e => e.type === 'DepositConfirmed')!
  t.same(Object.keys(confirmed.data as object).sort(), ['amount', 'commandId', 'confirmedBy', 'depositId'])
  t.notOk('gst' in h.wallet.view.deposits()[0]!)
})

t.test('the year-end step on PostgreSQL: a run cut off half-way is finished by another process, and nobody is closed twice', async t => {
  const { stores } = await postgresStores(t, 2)
  const { h } = await rule133World(t, stores[0]!)
  await withdraw(h, 'u1', '2000')
  h.clock.set('2027-04-01T00:30:00.000Z')
  // The first process closed u1 (the command id the step uses) and then died.
  await h.wallet.handlers.closeTaxYear({ commandId: 'tds-year-end-2026-27-u1', at: h.clock.now().toISOString(), userId: 'u1', financialYear: '2026-27' })
  await h.wallet.stop?.()

  const other = await startWallet(t, { store: stores[1]!, tdsPolicy: 'rule133', panLookup, now: '2027-04-01T01:00:00.000Z' })
  const admin = await other.token('a2', 'admin')
  t.match((await other.call('POST', '/api/admin/tds-year-end', admin, { financialYear: '2026-27' })).json().data, { closed: 1 }, 'only u2 was left')
  t.match((await other.call('POST', '/api/admin/tds-year-end', admin, { financialYear: '2026-27' })).json().data, { closed: 0 })
  for (const userId of ['u1', 'u2']) {
    const closes = (await stores[1]!.readStream(streams.wallet(userId))).filter(e => e.type === 'TaxYearClosed')
    t.equal(closes.length, 1, `${userId}: one year-end record`)
  }
  t.match(other.wallet.view.balances('u1'), { winningamount: '350.00' }, 'the TDS was taken once')
})

const yearEnds = async (store: EventStore, userId: string) => (await store.readStream(streams.wallet(userId))).filter(e => e.type === 'TaxYearClosed')

const complete = async (h: Harness, userId: string) => {
  const withdrawalId = h.wallet.view.withdrawals('pending').find(w => w.userId === userId)!._id
  await h.wallet.handlers.completeWithdrawal({ commandId: `complete-${withdrawalId}`, at: h.clock.now().toISOString(), userId, withdrawalId, completedBy: 'admin:a1' })
}

t.test('rule133 without an operator: once the clock passes 31 March 23:59:59.999 India time the wallet\'s tick closes the year for every player once, finishing a run a crash cut off', async t => {
  const { stores } = await postgresStores(t, 3)
  const { h } = await rule133World(t, stores[0]!)
  await withdraw(h, 'u1', '2000')
  await complete(h, 'u1')
  // u3's withdrawal is still pending when the year ends: its rejection would change the year, so u3 waits.
  await h.fundWinning('u3', '1000')
  t.equal((await withdraw(h, 'u3', '500')).statusCode, 200)
  const players = ['u1', 'u2', 'u3']
  const closes = async (store: EventStore) => Promise.all(players.map(async userId => (await yearEnds(store, userId)).length))

  h.clock.set('2027-03-31T18:29:59.999Z')
  await h.wallet.tick()
  t.same(await closes(stores[0]!), [0, 0, 0], 'the last millisecond of 31 March still belongs to the year')

  // The process dies after closing the first player.
  h.clock.set('2027-03-31T18:30:00.000Z')
  const close = h.wallet.handlers.closeTaxYear
  let calls = 0
  h.wallet.handlers.closeTaxYear = async (c, cause) => {
    if (++calls === 2) throw new Error('process killed')
    return close(c, cause)
  }
  await t.rejects(h.wallet.tick())
  const [u1, u2, u3] = await closes(stores[0]!)
  t.same([u1! + u2!, u3], [1, 0], 'one player closed before the crash')
  await h.wallet.stop?.()

  const restarted = await startWallet(t, { store: stores[1]!, tdsPolicy: 'rule133', panLookup, now: '2027-04-01T01:00:00.000Z' })
  await restarted.wallet.tick()
  await restarted.wallet.tick()
  t.same(await closes(stores[1]!), [1, 1, 0], 'the restart finishes the run; u3 waits for its withdrawal')
  await complete(restarted, 'u3')
  await restarted.wallet.tick()
  t.same(await closes(stores[1]!), [1, 1, 1], 'and is closed once it is paid')

  const again = await startWallet(t, { store: stores[2]!, tdsPolicy: 'rule133', panLookup, now: '2027-04-02T01:00:00.000Z' })
  const head = await stores[2]!.headPosition()
  await again.wallet.tick()
  t.equal(await stores[2]!.headPosition(), head, 'a restart closes nobody again')
  for (const userId of players) {
    t.match((await yearEnds(stores[2]!, userId))[0], { data: { financialYear: '2026-27', commandId: `tds-year-end-2026-27-${userId}` }, metadata: { actor: 'system:wallet' } })
  }
  t.match((await yearEnds(stores[2]!, 'u1'))[0]!.data, { working: { netWinnings: '500.00', tds: '150.00' } })
  t.match(again.wallet.view.balances('u1'), { winningamount: '350.00' }, 'the TDS was taken once')
  const admin = await again.token('a1', 'admin')
  t.match((await again.call('POST', '/api/admin/tds-year-end', admin, { financialYear: '2026-27' })).json().data, { closed: 0 }, 'the admin step, pressed afterwards, records nothing more')
})

t.test('under gross-up the wallet\'s tick records no year-end', async t => {
  const h = await startWallet(t, { now: '2026-04-02T05:00:00.000Z' })
  await h.fundWinning('u1', '2500')
  await withdraw(h, 'u1', '1300')
  h.clock.set('2027-04-02T00:00:00.000Z')
  const head = await h.store.headPosition()
  await h.wallet.tick()
  t.equal(await h.store.headPosition(), head)
})
