import t from 'tap'
import { portfolioSeries } from '../src/domain/portfolioSeries'
import { positionsOf, type FillFact } from '../src/domain/positions'

const fill = (at: string, symbol: string, orderType: 'Buy' | 'Sell', price: string, amount: string, total: string): FillFact =>
  ({ at: `2026-03-01T${at}.000Z`, symbol, orderType, price, amount, total })

// 0.1 + 0.2 is where floats go wrong (0.30000000000000004): every figure here is exact.
const fills = [
  fill('10:01:00', 'BTCUSDT', 'Buy', '50000.1', '0.1', '5000.01000000'),
  fill('10:02:00', 'BTCUSDT', 'Buy', '50000.2', '0.2', '10000.04000000'),
  fill('10:03:00', 'BTCUSDT', 'Sell', '51000', '0.15', '7650.00000000'),
  fill('10:04:00', 'ETHUSDT', 'Buy', '3000.33', '1', '3000.33000000'),
  fill('10:05:00', 'ETHUSDT', 'Sell', '2999.99', '1', '2999.99000000'),
]

t.test('positions: quantity, average cost, last price, unrealised and realised P&L in exact decimals', async t => {
  const last: Record<string, string> = { BTCUSDT: '52000.05' }
  const result = positionsOf(fills, s => last[s])
  // BTC: 0.3 cost 15000.05 (avg 50000.16666667); sold 0.15 -> cost out 7500.025, realised 149.975.
  t.same(result.positions[0], {
    symbol: 'BTCUSDT', quantity: '0.15000000', averagePrice: '50000.16666667', lastPrice: '52000.05000000',
    unrealisedPnl: '299.98250000', realisedPnl: '149.97500000',
  })
  // ETH closed at a loss of 0.34; no price now: the closed position still shows its realised P&L.
  t.same(result.positions[1], { symbol: 'ETHUSDT', quantity: '0.00000000', averagePrice: '0.00000000', lastPrice: null, unrealisedPnl: '0.00000000', realisedPnl: '-0.34000000' })
  t.equal(result.realisedPnl, '149.63500000')
  t.equal(result.unrealisedPnl, '299.98250000')
})

t.test('a holding without a price has no unrealised P&L (valued at cost, like the account call)', async t => {
  t.equal(positionsOf(fills.slice(0, 1), () => undefined).positions[0]!.unrealisedPnl, '0.00000000')
})

t.test('portfolio series: the fund at the start, each fill, each candle close of a held symbol, and the end', async t => {
  const series = portfolioSeries({
    virtualFund: '10000', startAt: '2026-03-01T10:00:00.000Z', until: '2026-03-01T10:06:00.000Z',
    fills: fills.slice(0, 1),
    prices: new Map([['BTCUSDT', [
      { time: Date.parse('2026-03-01T09:59:59.999Z'), price: '1' },
      { time: Date.parse('2026-03-01T10:02:59.999Z'), price: '49000.3' },
      { time: Date.parse('2026-03-01T10:04:59.999Z'), price: '50500.7' },
    ]]]),
  })
  t.same(series, [
    { at: '2026-03-01T10:00:00.000Z', value: '10000.00000000' },
    // Right after the buy: 4999.99 USDT + 0.1 BTC at the fill's own price (newer than any close).
    { at: '2026-03-01T10:01:00.000Z', value: '10000.00000000' },
    { at: '2026-03-01T10:02:59.999Z', value: '9900.02000000' },
    { at: '2026-03-01T10:04:59.999Z', value: '10050.06000000' },
    { at: '2026-03-01T10:06:00.000Z', value: '10050.06000000' },
  ])
})

t.test('portfolio series: a symbol with no price history is valued at its fills, and sells move USDT', async t => {
  const series = portfolioSeries({ virtualFund: '20000', startAt: '2026-03-01T10:00:00.000Z', until: '2026-03-01T10:10:00.000Z', fills, prices: new Map() })
  t.same(series.map(p => p.value), [
    '20000.00000000',
    '20000.00000000',
    // 0.3 BTC at the latest fill price 50000.2: 15000.06 + 4999.95 USDT
    '20000.01000000',
    // Sold 0.15 at 51000: 12649.95 USDT + 0.15 x 51000
    '20299.95000000',
    '20299.95000000',
    '20299.61000000',
    '20299.61000000',
  ])
})
