import t from 'tap'
import { endingPrices, END_GRACE_MS } from '../src/index'

const END = '2026-03-01T11:30:00.000Z'
const market = (last: Record<string, string>) => ({ lastPrice: (symbol: string) => last[symbol] })
const after = (ms: number) => new Date(Date.parse(END) + ms)

t.test('a contest ends at the last price of every one of its pairs', async t => {
  t.same(endingPrices(['BTCUSDT', 'ETHUSDT'], market({ BTCUSDT: '60608.00', ETHUSDT: '3027.00', XRPUSDT: '1' }), after(0), END, END_GRACE_MS), {
    ready: true, finalPrices: { BTCUSDT: '60608.00', ETHUSDT: '3027.00' }, unpricedPairs: [],
  })
})

t.test('a pair without a price holds the end back until the grace has passed', async t => {
  const feed = market({ BTCUSDT: '60608.00' })
  t.same(endingPrices(['BTCUSDT', 'ETHUSDT'], feed, after(0), END, END_GRACE_MS), { ready: false, unpricedPairs: ['ETHUSDT'] })
  t.same(endingPrices(['BTCUSDT', 'ETHUSDT'], feed, after(END_GRACE_MS), END, END_GRACE_MS), { ready: false, unpricedPairs: ['ETHUSDT'] }, 'exactly at the grace it still waits')
})

t.test('past the grace the contest ends with the prices there are and names the pairs without one', async t => {
  t.same(endingPrices(['BTCUSDT', 'ETHUSDT'], market({ BTCUSDT: '60608.00' }), after(END_GRACE_MS + 1), END, END_GRACE_MS), {
    ready: true, finalPrices: { BTCUSDT: '60608.00' }, unpricedPairs: ['ETHUSDT'],
  })
})

t.test('the grace is five minutes unless configured', async t => {
  t.equal(END_GRACE_MS, 300_000)
  t.match(endingPrices(['BTCUSDT'], market({}), after(61_000), END, 60_000), { ready: true, unpricedPairs: ['BTCUSDT'] })
})
