import t from 'tap'
import { MemoryEventStore } from '@arena/eventstore'
import { ManualClock } from '@arena/testing'
import { WalletCommands, eventIdFor, formatLedger, noPanYet, replayLedger, reportRange, tdsCsv, tdsReport, walletHandlers } from '../src/index'
import { eligibility } from './fixtures'

/** A store holding one user's sample history, written by the real handlers at moving instants. */
async function sampleStore() {
  const store = new MemoryEventStore()
  const clock = new ManualClock('2026-03-01T04:00:00.000Z')
  const w = walletHandlers(new WalletCommands(store), eligibility())
  let n = 0
  const next = () => {
    clock.advance(60 * 60 * 1000)
    return { commandId: `cmd-${++n}`, at: clock.now().toISOString(), userId: 'u1' }
  }
  await w.requestDeposit({ ...next(), depositId: 'd1', amount: '500', method: 'UPI', reference: '400000000001', requestedBy: 'user' })
  await w.confirmDeposit({ ...next(), depositId: 'd1', confirmedBy: 'admin:a1' })
  await w.creditBonus({ ...next(), bonusId: 'reg', amount: '50', kind: 'registration' })
  await w.debitEntryFee({ ...next(), contestId: 'k1', fee: '100', ticked: { cash: true, winning: true, reward: true } })
  await w.creditPrize({ ...next(), contestId: 'k1', rank: 1, amount: '1000' })
  await w.requestWithdrawal({ ...next(), withdrawalId: 'w1', amount: '650', bankAccountId: 'bank-1' })
  await w.requestWithdrawal({ ...next(), withdrawalId: 'w2', amount: '100.01', bankAccountId: 'bank-1' })
  await w.rejectWithdrawal({ ...next(), withdrawalId: 'w2', reason: 'Name mismatch', rejectedBy: 'admin:a1' })
  return { store, clock }
}

t.test('the ledger replay prints every event with the running balances of the three wallets', async t => {
  const { store } = await sampleStore()
  const lines = await replayLedger(store, 'u1')
  t.same(lines.map(l => [l.type, l.cash, l.winning, l.reward]), [
    ['DepositRequested', '0.00', '0.00', '0.00'],
    ['DepositConfirmed', '500.00', '0.00', '0.00'],
    ['BonusCredited', '500.00', '0.00', '50.00'],
    ['EntryFeeDebited', '450.00', '0.00', '0.00'],
    ['PrizeCredited', '450.00', '1000.00', '0.00'],
    ['WithdrawalRequested', '450.00', '350.00', '0.00'],
    ['WithdrawalRequested', '450.00', '249.99', '0.00'],
    ['WithdrawalRejected', '450.00', '350.00', '0.00'],
  ])
  const text = formatLedger('u1', lines)
  t.match(text, /wallet-u1: 8 events/)
  t.match(text, /withdrawal w1 650\.00 tds 150\.00 paid 500\.00 \(section194BA-30-of-130\)/)
})

t.test('the ledger replay stops at an event number or at an instant', async t => {
  const { store } = await sampleStore()
  t.same((await replayLedger(store, 'u1', { untilEvent: 3 })).map(l => l.version), [1, 2, 3])
  const upTo = await replayLedger(store, 'u1', { until: new Date('2026-03-01T09:00:00.000Z') })
  t.same(upTo.map(l => l.type), ['DepositRequested', 'DepositConfirmed', 'BonusCredited', 'EntryFeeDebited', 'PrizeCredited'])
  t.same(await replayLedger(store, 'nobody'), [])
})

t.test('the TDS report lists every withdrawal in the range with its status, and counts tax only where it was withheld', async t => {
  const { store, clock } = await sampleStore()
  const w = walletHandlers(new WalletCommands(store), eligibility())
  await w.completeWithdrawal({ commandId: 'done-w1', at: clock.now().toISOString(), userId: 'u1', withdrawalId: 'w1', completedBy: 'admin:a1' })
  const report = await tdsReport(store, reportRange('2026-03-01', '2026-03-01'), noPanYet)
  t.same(report.mismatches, [])
  t.match(report.rows, [
    { withdrawalId: 'w1', userId: 'u1', status: 'completed', amount: '650.00', tds: '150.00', paid: '500.00', tdsWithheld: '150.00', paidOut: '500.00', pan: '', policy: 'section194BA-30-of-130' },
    { withdrawalId: 'w2', status: 'rejected', amount: '100.01', tds: '23.08', paid: '76.93', tdsWithheld: '0.00', paidOut: '0.00' },
  ])
  t.same(report.totals, { completed: 1, pending: 0, rejected: 1, tdsWithheld: '150.00', paidOut: '500.00' }, 'the rejected withdrawal withheld nothing')
  const csv = tdsCsv(report).split('\n')
  t.equal(csv[0], 'withdrawal_id,user_id,date,status,amount,tds,paid,tds_withheld,paid_out,pan,pan_note,policy,check')
  t.match(csv[1], /^w1,u1,2026-03-01T10:00:00.000Z,completed,650.00,150.00,500.00,150.00,500.00,,PAN not on file in KYC,section194BA-30-of-130,ok$/)
  t.match(csv[2], /^w2,u1,.*,rejected,100.01,23.08,76.93,0.00,0.00,/)
  t.same((await tdsReport(store, reportRange('2026-03-02', '2026-03-31'), noPanYet)).rows, [], 'nothing outside the range')
})

t.test('a withdrawal event whose TDS does not recompute makes the report fail', async t => {
  const { store, clock } = await sampleStore()
  const stream = 'wallet-u2'
  const tds = { policy: 'section194BA-30-of-130', inputs: { amount: '130.00', rateNumerator: '30', rateDenominator: '130', scale: 2, rounding: 'ROUND_HALF_UP' }, tax: '20.00', paid: '110.00' }
  const metadata = { correlationId: 'x', causationId: null, actor: 'u2', at: clock.now().toISOString() }
  await store.append(stream, [
    { id: eventIdFor(stream, 'p', 0), type: 'PrizeCredited', data: { commandId: 'p', contestId: 'k1', rank: 1, amount: '500.00' }, metadata },
    { id: eventIdFor(stream, 'w', 0), type: 'WithdrawalRequested', data: { commandId: 'w', withdrawalId: 'bad', amount: '130.00', bankAccountId: 'b', tds }, metadata },
  ], 0)
  const report = await tdsReport(store, reportRange('2026-03-01', '2026-03-01'), { panOf: async id => (id === 'u2' ? 'ABCDE1234F' : null) })
  t.equal(report.mismatches.length, 1)
  t.match(report.mismatches[0], { withdrawalId: 'bad', pan: 'ABCDE1234F', problems: ['tax 20.00 should be 30.00', 'paid 110.00 should be 100.00'] })
  t.match(tdsCsv(report), /bad,u2,.*,ABCDE1234F,,section194BA-30-of-130,MISMATCH: tax 20.00 should be 30.00; paid 110.00 should be 100.00/)
})
