import t from 'tap'
import type { RecordedEvent } from '@arena/contracts'
import { historyRows, historyTable } from '../src/readModel/transactionRows'

const cmd = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
let version = 0
function recorded(type: string, data: Record<string, unknown>): RecordedEvent {
  version++
  return {
    id: cmd(1000 + version), type, data: { commandId: cmd(version), ...data }, stream: 'wallet-u', version, position: version,
    metadata: { correlationId: 'x', causationId: null, actor: 'a', at: `2026-01-01T00:00:${String(version).padStart(2, '0')}.000Z` },
  } as RecordedEvent
}

const split = (cash: string, winning: string, reward: string) => ({ cash, winning, reward })
const noNames = { get: () => undefined }

t.test('a player\'s history folded from their wallet stream: rows settle in place, newest first', async t => {
  version = 0
  const stream = [
    recorded('DepositRequested', { depositId: 'd1', amount: '118.00', method: 'UPI', reference: 'UTR1', requestedBy: 'user', gstRate: '0.18' }),
    recorded('BonusCredited', { bonusId: 'b1', amount: '25.00', kind: 'referral', note: null }),
    recorded('DepositConfirmed', { depositId: 'd1', amount: '100.00', confirmedBy: 'admin:a', gross: '118.00', gst: '18.00', gstRate: '0.18' }),
    recorded('WithdrawalRequested', { withdrawalId: 'w1', amount: '40.00', bankAccountId: 'bank-1', tds: { policy: 'flat30', inputs: { amount: '40.00', rateNumerator: '30', rateDenominator: '100', scale: 2, rounding: 'ROUND_HALF_UP' }, tax: '12.00', paid: '28.00' } }),
    recorded('WithdrawalRejected', { withdrawalId: 'w1', amount: '40.00', reason: 'Name mismatch', rejectedBy: 'admin:a' }),
  ]
  const rows = historyRows(stream, noNames)
  t.same(rows.map(r => [r.tx_id, r.txStatus, r.status, r.reject]), [
    ['d1', 'deposit', 'success', null],
    [stream[1]!.id, 'referral', 'success', null],
    ['w1', 'withdral', 'rejected', 'Name mismatch'],
  ], 'a deposit and a withdrawal are one row each, settled by their later events')
  t.match(rows[0], { amount: '118.00', gross: '118.00', gst: '18.00', credited: '100.00', parts: { cash: '100.00' } }, 'the GST split shows on the deposit row')
  t.same(historyTable(rows, 'all').map(r => r.tx_id), ['w1', stream[1]!.id, 'd1'], 'newest first')
  t.same(historyTable(rows, 'cash').map(r => [r.tx_id, r.amount]), [['d1', '100.00']], 'the cash table shows what the cash wallet got')
  t.same(historyTable(rows, 'reward'), [], 'referral bonuses have their own table, not the reward one')
  t.same(historyTable(rows, 'referral').map(r => r.amount), ['25.00'])
  t.same(historyTable(rows, 'withdrawals').map(r => r.tx_id), ['w1'])
})

t.test('a refund or prize row is named from the stream\'s own fee, else from the names the read model knows', async t => {
  version = 0
  const stream = [
    recorded('EntryFeeDebited', { contestId: 'c1', contestName: 'Own cup', fee: '10.00', split: split('10.00', '0.00', '0.00'), rewardCapPercent: '0' }),
    recorded('EntryFeeRefunded', { contestId: 'c1', split: split('10.00', '0.00', '0.00') }),
    recorded('PrizeCredited', { contestId: 'c2', rank: 1, amount: '50.00' }),
  ]
  const known = new Map([['c1', 'Renamed cup'], ['c2', 'Sponsored cup']])
  const rows = historyRows(stream, known)
  t.same(rows.map(r => r.contest_id), [{ _id: 'c1', contestName: 'Own cup' }, { _id: 'c1', contestName: 'Own cup' }, { _id: 'c2', contestName: 'Sponsored cup' }])
  t.same(historyRows(stream, noNames)[2]!.contest_id, { _id: 'c2' }, 'a contest nobody named shows by id')
})

t.test('a malformed event is passed over, as the read model does, and the rest still shows', async t => {
  version = 0
  const stream = [
    recorded('BonusCredited', { bonusId: 'b1', amount: 'lots', kind: 'registration', note: null }),
    recorded('BonusCredited', { bonusId: 'b2', amount: '50.00', kind: 'registration', note: null }),
    recorded('SomethingElse', { whatever: true }),
  ]
  t.same(historyRows(stream, noNames).map(r => r.amount), ['50.00'])
})
