import t from 'tap'
import { aggregateKlines, candleOpenTime, klineOfTrade, nextOpenTime } from '../src/candles'
import type { Kline } from '../src/index'

const at = (iso: string) => Date.parse(iso)

t.test('candles open on UTC boundaries, weeks on Monday and months on the first', async t => {
  const time = at('2024-06-13T15:47:12.345Z') // a Thursday
  t.equal(candleOpenTime('1s', time), at('2024-06-13T15:47:12.000Z'))
  t.equal(candleOpenTime('15m', time), at('2024-06-13T15:45:00.000Z'))
  t.equal(candleOpenTime('4h', time), at('2024-06-13T12:00:00.000Z'))
  t.equal(candleOpenTime('1d', time), at('2024-06-13T00:00:00.000Z'))
  t.equal(candleOpenTime('1w', time), at('2024-06-10T00:00:00.000Z'))
  t.equal(candleOpenTime('1M', time), at('2024-06-01T00:00:00.000Z'))
  t.equal(nextOpenTime('1M', at('2024-12-01T00:00:00.000Z')), at('2025-01-01T00:00:00.000Z'))
})

const minute = (openTime: number, o: string, h: string, l: string, c: string, v: string): Kline => ({
  openTime, closeTime: openTime + 59_999, open: o, high: h, low: l, close: c, volume: v, quoteVolume: v, trades: 1,
})

t.test('minute candles regroup into longer ones: first open, highest high, lowest low, last close, summed volume', async t => {
  const base = at('2024-06-13T15:00:00.000Z')
  const source = [
    minute(base, '100.00', '101.00', '99.50', '100.50', '1.5'),
    minute(base + 60_000, '100.50', '102.25', '100.00', '102.00', '2.25'),
    minute(base + 120_000, '102.00', '102.10', '98.75', '99.00', '0.25'),
    minute(base + 180_000, '99.00', '99.50', '98.00', '99.25', '4'),
  ]
  t.same(aggregateKlines(source, '3m', 10), [
    {
      openTime: base, closeTime: base + 179_999, open: '100.00', high: '102.25', low: '98.75', close: '99.00',
      volume: '4.00000000', quoteVolume: '4.00000000', trades: 3,
    },
    {
      openTime: base + 180_000, closeTime: base + 359_999, open: '99.00', high: '99.50', low: '98.00', close: '99.25',
      volume: '4.00000000', quoteVolume: '4.00000000', trades: 1,
    },
  ])
  t.equal(aggregateKlines(source, '1m', 2).length, 2, 'only the last `limit` are returned')
  t.same(aggregateKlines(source, '1m', 0), [])
})

t.test('a trade becomes a one-trade candle whose quote volume is price times quantity', async t => {
  const kline = klineOfTrade({ symbol: 'BTCUSDT', id: 1, price: '67234.51', qty: '0.002', time: 5, buyerIsMaker: false })
  t.match(kline, { open: '67234.51', close: '67234.51', volume: '0.002', quoteVolume: '134.46902000', trades: 1 })
})
