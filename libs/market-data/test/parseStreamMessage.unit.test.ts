import t from 'tap'
import { parseStreamMessage, parseStreamText } from '../src/index'

// The example payloads of Binance's web-socket-streams documentation, wrapped as combined frames.
const ticker = {
  stream: 'bnbbtc@ticker',
  data: {
    e: '24hrTicker', E: 1672515782136, s: 'BNBBTC', p: '0.0015', P: '250.00', w: '0.0018', x: '0.0009',
    c: '0.0025', Q: '10', b: '0.0024', B: '10', a: '0.0026', A: '100', o: '0.0010', h: '0.0025',
    l: '0.0010', v: '10000', q: '18', O: 0, C: 86400000, F: 0, L: 18150, n: 18151,
  },
}
const aggTrade = {
  stream: 'bnbbtc@aggTrade',
  data: { e: 'aggTrade', E: 1672515782136, s: 'BNBBTC', a: 12345, p: '0.001', q: '100', f: 100, l: 105, T: 1672515782136, m: true, M: true },
}
const depth = {
  stream: 'bnbbtc@depth20@100ms',
  data: { lastUpdateId: 160, bids: [['0.0024', '10']], asks: [['0.0026', '100']] },
}

t.test('a ticker maps c, p, P, h, l, v, q and E to named fields', async t => {
  t.same(parseStreamMessage(ticker), {
    kind: 'ticker',
    ticker: {
      symbol: 'BNBBTC', lastPrice: '0.0025', priceChange: '0.0015', priceChangePercent: '250.00',
      high: '0.0025', low: '0.0010', volume: '10000', quoteVolume: '18', eventTime: 1672515782136,
    },
  })
})

t.test('an aggTrade maps a, p, q, T and m to a trade', async t => {
  t.same(parseStreamMessage(aggTrade), {
    kind: 'trade',
    trade: { symbol: 'BNBBTC', id: 12345, price: '0.001', qty: '100', time: 1672515782136, buyerIsMaker: true },
  })
})

t.test('a partial depth takes its symbol from the stream name, since the payload has none', async t => {
  t.same(parseStreamMessage(depth), {
    kind: 'depth',
    depth: { symbol: 'BNBBTC', bids: [['0.0024', '10']], asks: [['0.0026', '100']], lastUpdateId: 160 },
  })
  t.equal(parseStreamMessage({ ...depth, stream: 'bnbbtc@depth20' })?.kind, 'depth', 'the 1000 ms variant too')
})

t.test('a depth is cut to 20 levels a side', async t => {
  const levels = Array.from({ length: 25 }, (_, n) => [`${100 - n}.00`, '1'])
  const event = parseStreamMessage({ stream: 'x@depth20@100ms', data: { lastUpdateId: 1, bids: levels, asks: levels } })
  t.equal(event?.kind === 'depth' && event.depth.bids.length, 20)
  t.equal(event?.kind === 'depth' && event.depth.asks.length, 20)
})

t.test('a payload whose symbol differs from its stream name is refused', async t => {
  t.equal(parseStreamMessage({ ...ticker, stream: 'ethusdt@ticker' }), undefined)
  t.equal(parseStreamMessage({ ...aggTrade, stream: 'ethusdt@aggTrade' }), undefined)
})

t.test('anything else is skipped, not thrown', async t => {
  const cases: unknown[] = [
    null, 42, 'text', [], {}, { result: null, id: 1 }, { code: 2, msg: 'Invalid request' },
    { stream: 'bnbbtc@kline_1m', data: {} },
    { stream: 'bnbbtc@ticker' },
    { ...ticker, data: { ...ticker.data, c: 0.0025 } },
    { ...ticker, data: { ...ticker.data, e: '24hrMiniTicker' } },
    { ...ticker, data: { ...ticker.data, E: '1672515782136' } },
    { ...aggTrade, data: { ...aggTrade.data, m: 'true' } },
    { ...aggTrade, data: { ...aggTrade.data, p: '1e-3' } },
    { ...depth, data: { ...depth.data, bids: [['0.0024']] } },
    { ...depth, data: { ...depth.data, lastUpdateId: -1 } },
  ]
  for (const message of cases) t.equal(parseStreamMessage(message), undefined, JSON.stringify(message) ?? 'undefined')
  t.equal(parseStreamText('{"stream":'), undefined, 'truncated JSON')
  t.equal(parseStreamText(JSON.stringify(aggTrade))?.kind, 'trade', 'while valid text parses')
})
