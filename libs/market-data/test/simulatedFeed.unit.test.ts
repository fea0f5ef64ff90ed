import Decimal from 'decimal.js'
import t from 'tap'
import { SimulatedFeed, type MarketEvent } from '../src/index'

const startAt = Date.parse('2026-01-01T09:30:00.000Z')

/** Everything a feed delivers on every symbol over `ticks` one-second ticks, in order. */
function run(seed: number, ticks: number, subscribeTo?: string[]): MarketEvent[] {
  const feed = new SimulatedFeed({ seed, startAt })
  const out: MarketEvent[] = []
  for (const symbol of subscribeTo ?? feed.symbols()) {
    feed.subscribe(symbol, {
      ticker: ticker => out.push({ kind: 'ticker', ticker }),
      depth: depth => out.push({ kind: 'depth', depth }),
      trade: trade => out.push({ kind: 'trade', trade }),
    })
  }
  for (let n = 1; n <= ticks; n++) feed.tick(startAt + n * 1000)
  return out
}

t.test('the same seed and the same ticks give exactly the same messages', async t => {
  const a = run(42, 30)
  t.ok(a.length > 30 * 10 * 2, `${a.length} messages`)
  // Compared as text: a deep diff of thousands of messages is slow and no clearer.
  t.equal(JSON.stringify(run(42, 30)), JSON.stringify(a))
})

t.test('a different seed gives a different market', async t => {
  t.not(JSON.stringify(run(43, 5)), JSON.stringify(run(42, 5)))
})

t.test('who is listening does not change what the market does', async t => {
  const onlyBtc = run(42, 20, ['BTCUSDT'])
  const btcAmongAll = run(42, 20).filter(e => JSON.stringify(e).includes('"BTCUSDT"'))
  t.ok(onlyBtc.length > 20)
  t.equal(JSON.stringify(onlyBtc), JSON.stringify(btcAmongAll))
})

t.test('ten pairs or more start near their market prices', async t => {
  const feed = new SimulatedFeed({ seed: 1, startAt })
  const expected: Record<string, [number, number]> = {
    BTCUSDT: [50_000, 90_000], ETHUSDT: [2_500, 4_500], BNBUSDT: [400, 800], SOLUSDT: [100, 250],
    XRPUSDT: [0.3, 0.8], ADAUSDT: [0.3, 0.7], DOGEUSDT: [0.08, 0.2], TRXUSDT: [0.1, 0.25],
    DOTUSDT: [4, 9], MATICUSDT: [0.3, 0.8],
  }
  t.ok(feed.symbols().length >= 10)
  for (const [symbol, [low, high]] of Object.entries(expected)) {
    const price = Number(feed.lastPrice(symbol))
    t.ok(price > low && price < high, `${symbol} at ${price}`)
  }
})

t.test('before the first tick a pair already has a 24 h ticker, a book, ten trades and a day of candles', async t => {
  const feed = new SimulatedFeed({ seed: 3, startAt })
  const snapshot = feed.snapshot('ETHUSDT')
  t.equal(snapshot.trades.length, 10)
  t.equal(snapshot.depth?.bids.length, 20)
  t.equal(snapshot.ticker?.eventTime, startAt)
  t.equal(snapshot.trades.at(-1)?.time, startAt)
  const minutes = await feed.klines('ETHUSDT', '1m', 1000)
  t.equal(minutes.length, 1000)
  t.ok(minutes.at(-1)!.openTime <= startAt && minutes.at(-1)!.closeTime >= startAt, 'the last candle is the current one')
  t.equal((await feed.klines('ETHUSDT', '1h', 24)).length, 24)
  t.equal((await feed.klines('ETHUSDT', '1m', 5)).length, 5)
})

t.test('the ticker is the rolling 24 h window of its own candles', async t => {
  const feed = new SimulatedFeed({ seed: 5, startAt })
  for (let n = 1; n <= 90; n++) feed.tick(startAt + n * 1000)
  const ticker = feed.snapshot('BTCUSDT').ticker!
  const day = await feed.klines('BTCUSDT', '1m', 1440)
  const open = new Decimal(day[0]!.open)
  t.equal(ticker.lastPrice, feed.lastPrice('BTCUSDT'))
  t.equal(ticker.priceChange, new Decimal(ticker.lastPrice).minus(open).toFixed(8))
  t.equal(ticker.priceChangePercent, new Decimal(ticker.priceChange).div(open).times(100).toFixed(3))
  t.equal(ticker.high, Decimal.max(...day.map(k => k.high)).toFixed(8))
  t.equal(ticker.low, Decimal.min(...day.map(k => k.low)).toFixed(8))
  t.equal(ticker.volume, day.reduce((sum, k) => sum.plus(k.volume), new Decimal(0)).toFixed(8))
})

t.test('the ticker stays the sum of its window across minutes, quiet gaps and dropped candles', async t => {
  // Few candles kept, so the oldest are dropped while the window is still full of them.
  const feed = new SimulatedFeed({ seed: 11, startAt, maxCandles: 1450 })
  const symbol = 'ETHUSDT'
  let at = startAt
  let checked = 0
  for (let n = 1; n <= 400; n++) {
    // Seconds apart mostly, sometimes minutes, now and then a quiet half hour.
    at += n % 97 === 0 ? 30 * 60_000 : n % 7 === 0 ? 3 * 60_000 : 1000 + (n % 5) * 700
    feed.tick(at)
    const ticker = feed.snapshot(symbol).ticker!
    const from = Math.floor(at / 60_000) * 60_000 - 24 * 60 * 60_000 + 60_000
    const day = (await feed.klines(symbol, '1m', 1450)).filter(k => k.openTime >= from)
    const last = new Decimal(ticker.lastPrice)
    const open = day.length > 0 ? new Decimal(day[0]!.open) : last
    const expected = {
      priceChange: last.minus(open).toFixed(8),
      high: Decimal.max(last, ...day.map(k => k.high)).toFixed(8),
      low: Decimal.min(last, ...day.map(k => k.low)).toFixed(8),
      volume: day.reduce((sum, k) => sum.plus(k.volume), new Decimal(0)).toFixed(8),
      quoteVolume: day.reduce((sum, k) => sum.plus(k.quoteVolume), new Decimal(0)).toFixed(16),
    }
    const actual = {
      priceChange: new Decimal(ticker.priceChange).toFixed(8),
      high: new Decimal(ticker.high).toFixed(8),
      low: new Decimal(ticker.low).toFixed(8),
      volume: new Decimal(ticker.volume).toFixed(8),
      quoteVolume: new Decimal(ticker.quoteVolume).toFixed(16),
    }
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      t.same(actual, expected, `ticker at step ${n}`)
      return
    }
    checked++
  }
  t.equal(checked, 400, "every step's ticker matched its window summed afresh")
})

t.test('the book straddles the last price with a spread', async t => {
  const feed = new SimulatedFeed({ seed: 9, startAt })
  for (let n = 1; n <= 50; n++) {
    feed.tick(startAt + n * 1000)
    for (const symbol of feed.symbols()) {
      const { depth } = feed.snapshot(symbol)
      const last = new Decimal(feed.lastPrice(symbol)!)
      if (!new Decimal(depth!.bids[0]![0]).lte(last) || !new Decimal(depth!.asks[0]![0]).gt(last)) {
        t.fail(`${symbol} book ${depth!.bids[0]![0]} / ${depth!.asks[0]![0]} around ${last}`)
      }
    }
  }
  t.pass('every book straddled its price')
})

t.test('a tick earlier than the last one does not move time backwards', async t => {
  const feed = new SimulatedFeed({ seed: 2, startAt })
  feed.tick(startAt + 5000)
  feed.tick(startAt + 1000)
  t.equal(feed.snapshot('BTCUSDT').ticker?.eventTime, startAt + 5000)
})

t.test('1s candles are refused, because only minute history is kept', async t => {
  const feed = new SimulatedFeed({ seed: 2, startAt })
  await t.rejects(feed.klines('BTCUSDT', '1s', 10), RangeError)
  t.same(await feed.klines('NOSUCHUSDT', '1m', 10), [])
})

t.test('started in real time, the feed ticks itself from the clock it is given until closed', async t => {
  const feed = new SimulatedFeed({ seed: 2, startAt })
  let now = startAt
  const tickers: number[] = []
  feed.subscribe('BTCUSDT', { ticker: ticker => tickers.push(ticker.eventTime) })
  feed.startRealtime(5, () => (now += 1000))
  const deadline = Date.now() + 3000
  while (tickers.length < 3 && Date.now() < deadline) await new Promise(resolve => setTimeout(resolve, 5))
  await feed.close()
  t.same(tickers.slice(0, 3), [startAt + 1000, startAt + 2000, startAt + 3000])
  const count = tickers.length
  await new Promise(resolve => setTimeout(resolve, 30))
  t.equal(tickers.length, count, 'nothing after close')
})

t.test('feeds sharing seed and opening agree on every price, whenever each process started', async t => {
  const prices = (feed: SimulatedFeed) => feed.symbols().map(symbol => `${symbol} ${feed.lastPrice(symbol)}`)
  const early = new SimulatedFeed({ seed: 8, startAt })
  for (let s = 1; s <= 90; s++) early.advanceTo(startAt + s * 1000 + 250)
  // Started (or restarted after a crash) 90 s later: it catches up along the same grid at once.
  const late = new SimulatedFeed({ seed: 8, startAt })
  late.advanceTo(startAt + 90_000 + 700)
  t.same(prices(late), prices(early))
  t.same(late.snapshot('BTCUSDT'), early.snapshot('BTCUSDT'), 'ticker, depth and recent trades too')
  t.not(JSON.stringify(prices(late)), JSON.stringify(prices(new SimulatedFeed({ seed: 8, startAt }))), 'and the market did move')

  const stalled = new SimulatedFeed({ seed: 8, startAt })
  stalled.advanceTo(startAt + 120_000)
  stalled.advanceTo(startAt + 60_000)
  early.advanceTo(startAt + 120_000)
  t.same(prices(stalled), prices(early), 'the clock going back moves nothing')
})

t.test('followClock steps the grid from the clock it is given', async t => {
  let now = startAt + 4_500
  const feed = new SimulatedFeed({ seed: 8, startAt })
  const tickers: number[] = []
  const trades: number[] = []
  feed.subscribe('BTCUSDT', { ticker: ticker => tickers.push(ticker.eventTime), trade: trade => trades.push(trade.time) })
  t.teardown(() => feed.close())
  feed.followClock(5, () => now)
  const reference = new SimulatedFeed({ seed: 8, startAt })
  reference.advanceTo(startAt + 4_500, 5)
  t.equal(feed.lastPrice('BTCUSDT'), reference.lastPrice('BTCUSDT'), 'caught up as soon as it follows')
  t.same(tickers, [startAt + 4_500], 'one ticker for the whole catch-up')
  now += 1_000
  const deadline = Date.now() + 3000
  while (tickers.at(-1) !== now && Date.now() < deadline) await new Promise(resolve => setTimeout(resolve, 5))
  reference.advanceTo(now, 5)
  t.equal(feed.lastPrice('BTCUSDT'), reference.lastPrice('BTCUSDT'), 'kept following the clock')
  t.ok(trades.length > 0 && trades.every(time => (time - startAt) % 5 === 0), 'every trade is on the grid')
})
