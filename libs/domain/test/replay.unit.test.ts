import t from 'tap'
import { replayAt, replayEnd, type ReplayMoment, type ReplayTimeline } from '../src/index'

const T = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute)).toISOString()

/** Five orders from `player` at `minute`, the first a BTC buy filled at `price`. */
function fiveOrders(player: string, minute: number, price: string): ReplayMoment[] {
  const orders: ReplayMoment[] = [1, 2, 3, 4, 5].map(n => ({ kind: 'order', at: T(minute), player, orderId: `${player}-${n}`, symbol: 'BTCUSDT', side: 'Buy', price, amount: '0.1' }))
  const total = (Number(price) * 0.1).toFixed(8)
  return [...orders, { kind: 'fill', at: T(minute), player, orderId: `${player}-1`, symbol: 'BTCUSDT', side: 'Buy', price, amount: '0.1', total }]
}

const timeline: ReplayTimeline = {
  virtualFund: '10000',
  startAt: T(0),
  endAt: T(30),
  players: [{ key: 'p1', name: 'Asha' }, { key: 'p2', name: 'Bala' }, { key: 'p3', name: 'Chitra' }],
  moments: [
    { kind: 'join', at: T(0), player: 'p1' },
    { kind: 'join', at: T(0), player: 'p2' },
    { kind: 'join', at: T(0), player: 'p3' },
    ...fiveOrders('p1', 1, '60000'),
    ...fiveOrders('p2', 2, '61000'),
    // Chitra places only two orders: never ranked.
    { kind: 'order', at: T(3), player: 'p3', orderId: 'p3-1', symbol: 'BTCUSDT', side: 'Buy', price: '59000', amount: '0.1' },
    { kind: 'order', at: T(3), player: 'p3', orderId: 'p3-2', symbol: 'BTCUSDT', side: 'Buy', price: '58000', amount: '0.1' },
    { kind: 'cancel', at: T(4), player: 'p3', orderId: 'p3-2', symbol: 'BTCUSDT', reason: 'user' },
    // Bala sells back at 62000: locks in a gain of 100.
    { kind: 'order', at: T(10), player: 'p2', orderId: 'p2-6', symbol: 'BTCUSDT', side: 'Sell', price: '62000', amount: '0.1' },
    { kind: 'fill', at: T(10), player: 'p2', orderId: 'p2-6', symbol: 'BTCUSDT', side: 'Sell', price: '62000', amount: '0.1', total: '6200.00000000' },
    { kind: 'price', at: T(20), symbol: 'BTCUSDT', price: '59000' },
    { kind: 'end', at: T(30), prices: { BTCUSDT: '63000' } },
  ],
}

const table = (rows: ReturnType<typeof replayAt>['rows']) => rows.map(r => [r.rank, r.name, r.value, r.gainPercent, r.ranked])

t.test('before anyone trades everyone holds the fund and nobody is ranked', async t => {
  const frame = replayAt(timeline, T(0))
  t.same(table(frame.rows), [[1, 'Asha', '10000.00000000', '0.00000000', false], [1, 'Bala', '10000.00000000', '0.00000000', false], [1, 'Chitra', '10000.00000000', '0.00000000', false]])
  t.equal(frame.ended, false)
})

t.test('a player ranks from the fifth order and is valued at the last price the log knows', async t => {
  const frame = replayAt(timeline, T(1))
  t.same(table(frame.rows), [[1, 'Asha', '10000.00000000', '0.00000000', true], [2, 'Bala', '10000.00000000', '0.00000000', false], [2, 'Chitra', '10000.00000000', '0.00000000', false]])
  // At 2 minutes Bala's fill at 61000 prices BTC: Asha is up 100, Bala (bought at 61000) flat.
  t.same(table(replayAt(timeline, T(2)).rows).slice(0, 2), [[1, 'Asha', '10100.00000000', '1.00000000', true], [2, 'Bala', '10000.00000000', '0.00000000', true]])
})

t.test('a reached stop is a price point; equal gains share a rank', async t => {
  const frame = replayAt(timeline, T(20))
  // BTC at 59000: Asha 10000 - 6000 + 5900 = 9900; Bala sold at 62000: 10100.
  t.same(table(frame.rows), [[1, 'Bala', '10100.00000000', '1.00000000', true], [2, 'Asha', '9900.00000000', '-1.00000000', true], [3, 'Chitra', '10000.00000000', '0.00000000', false]])
  const twins: ReplayTimeline = { ...timeline, moments: [...timeline.moments.slice(0, 3), ...fiveOrders('p2', 1, '60000'), ...fiveOrders('p1', 1, '60000')] }
  const tied = replayAt(twins, T(1))
  t.same(tied.rows.map(r => [r.rank, r.name]), [[1, 'Asha'], [1, 'Bala'], [3, 'Chitra']], 'equal gains: rank 1 each, ties by key, the next rank skips')
})

t.test('at the end holdings are valued at the recorded final prices, with the portfolio in full', async t => {
  const frame = replayAt(timeline, replayEnd(timeline))
  t.equal(frame.ended, true)
  t.same(table(frame.rows), [[1, 'Asha', '10300.00000000', '3.00000000', true], [2, 'Bala', '10100.00000000', '1.00000000', true], [3, 'Chitra', '10000.00000000', '0.00000000', false]])
  t.same(frame.rows[0], {
    key: 'p1', name: 'Asha', rank: 1, ranked: true, usdt: '4000.00000000', value: '10300.00000000', gainPercent: '3.00000000', orderCount: 5, filledTrades: 1,
    holdings: [{ symbol: 'BTCUSDT', quantity: '0.10000000', price: '63000.00000000', value: '6300.00000000' }],
  })
  t.same(frame.rows[2]!.holdings, [], 'a cancelled order changes nothing held')
  t.equal(frame.applied, timeline.moments.length)
})

t.test('a pair the end had no price for is valued at its last fill, not a later price point', async t => {
  const noPrice: ReplayTimeline = { ...timeline, moments: timeline.moments.map(m => (m.kind === 'end' ? { ...m, prices: {} } : m)) }
  const frame = replayAt(noPrice, replayEnd(noPrice))
  // Last fill 62000 (the stop's 59000 is not a fill): Asha 4000 + 6200.
  t.same(frame.rows[0]!.value, '10200.00000000')
})

t.test('the end of the replay is the later of the contest end and its last moment', async t => {
  t.equal(replayEnd(timeline), T(30))
  t.equal(replayEnd({ ...timeline, moments: [...timeline.moments, { kind: 'fill', at: T(31), player: 'p1', orderId: 'x', symbol: 'ETHUSDT', side: 'Buy', price: '1', amount: '1', total: '1' }] }), T(31))
})
