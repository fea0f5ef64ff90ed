import Decimal from 'decimal.js'
import type { Test } from 'tap'
import { DEPTH_LEVELS, TRADES_KEPT, type Depth, type MarketFeed, type Ticker, type Trade } from '../port'

/** One adapter under test, built fresh for every case. */
export interface FeedHarness {
  feed: MarketFeed
  /** A symbol the source produces tickers, depths and trades for. */
  symbol: string
  /** Makes the source produce its next batch (a tick, the next recorded lines, frames from a server). */
  advance(): void | Promise<void>
  /** Stops whatever the harness started besides the feed (the feed itself is closed by the suite). */
  dispose?(): Promise<void>
}

export interface ContractOptions {
  /** How long a case keeps advancing before it fails (default 5000 ms). */
  deadlineMs?: number
  /** For sources behind a socket: how long to wait for a batch to arrive after advancing (default 0). */
  settleMs?: number
}

interface Received {
  tickers: Ticker[]
  depths: Depth[]
  trades: Trade[]
}

/**
 * The behaviour every MarketFeed adapter shares. Call it from a tap test file with a factory; each
 * case gets its own harness and closes it afterwards.
 */
export function marketFeedContract(
  t: Test,
  name: string,
  makeHarness: () => FeedHarness | Promise<FeedHarness>,
  options: ContractOptions = {},
): void {
  const deadlineMs = options.deadlineMs ?? 5000
  const settleMs = options.settleMs ?? 0

  const withHarness = (title: string, body: (t: Test, h: FeedHarness, until: Until) => Promise<void>) =>
    t.test(`${name}: ${title}`, async t => {
      const h = await makeHarness()
      try {
        await body(t, h, (condition, what) => advanceUntil(h, condition, what, deadlineMs, settleMs))
      } finally {
        await h.feed.close()
        await h.dispose?.()
      }
    })

  withHarness('a ticker, a depth and a trade reach a subscribed listener', async (t, h, until) => {
    const got = listen(h.feed, h.symbol).got
    await until(() => got.tickers.length > 0 && got.depths.length > 0 && got.trades.length > 0, 'one of each')
    t.equal(got.tickers[0]!.symbol, h.symbol)
    t.equal(got.depths[0]!.symbol, h.symbol)
    t.equal(got.trades[0]!.symbol, h.symbol)
  })

  withHarness('the snapshot holds the latest ticker and depth, each replacing the one before', async (t, h, until) => {
    const got = listen(h.feed, h.symbol).got
    await until(() => got.tickers.length >= 2 && got.depths.length >= 2, 'two tickers and two depths')
    const snapshot = h.feed.snapshot(h.symbol)
    t.same(snapshot.ticker, got.tickers.at(-1))
    t.same(snapshot.depth, got.depths.at(-1))
  })

  withHarness('the snapshot keeps only the last 10 trades, oldest first', async (t, h, until) => {
    // Checked at every trade, so a store that trims late (11, then 10) is caught too.
    const { seen, mismatches } = checkEachTrade(h.feed, h.symbol, (_trade, seen) => {
      const kept = h.feed.snapshot(h.symbol).trades.map(x => x.id)
      const expected = seen.slice(-TRADES_KEPT).map(x => x.id)
      return seen.length >= TRADES_KEPT && kept.join() !== expected.join() ? `after trade ${seen.length}: kept ${kept.join()}` : undefined
    })
    await until(() => seen.length >= TRADES_KEPT + 3, `${TRADES_KEPT + 3} trades`)
    t.same(mismatches, [])
    t.same(h.feed.snapshot(h.symbol).trades, seen.slice(-TRADES_KEPT))
  })

  withHarness('every depth has at most 20 levels, bids descending and asks ascending', async (t, h, until) => {
    const got = listen(h.feed, h.symbol).got
    await until(() => got.depths.length >= 3, 'three depths')
    for (const depth of got.depths) {
      t.ok(depth.bids.length > 0 && depth.bids.length <= DEPTH_LEVELS, `${depth.bids.length} bid levels`)
      t.ok(depth.asks.length > 0 && depth.asks.length <= DEPTH_LEVELS, `${depth.asks.length} ask levels`)
      t.ok(isStrictly(depth.bids.map(l => l[0]), (a, b) => a.gt(b)), 'bids descend')
      t.ok(isStrictly(depth.asks.map(l => l[0]), (a, b) => a.lt(b)), 'asks ascend')
      t.ok(new Decimal(depth.bids[0]![0]).lt(depth.asks[0]![0]), 'the best bid is below the best ask')
    }
  })

  withHarness('the last price is already the trade\'s price when listeners hear of it', async (t, h, until) => {
    const { seen, mismatches } = checkEachTrade(h.feed, h.symbol, trade => {
      const lastPrice = h.feed.lastPrice(h.symbol)
      return lastPrice !== trade.price ? `trade ${trade.id} at ${trade.price}, last price ${lastPrice}` : undefined
    })
    await until(() => seen.length >= 5, 'five trades')
    t.same(mismatches, [])
    t.equal(h.feed.lastPrice(h.symbol), seen.at(-1)!.price)
  })

  withHarness('a listener that unsubscribed gets nothing more while others still do', async (t, h, until) => {
    const leaving = listen(h.feed, h.symbol)
    const staying = listen(h.feed, h.symbol).got
    const hasAll = (r: Received) => r.tickers.length > 0 && r.depths.length > 0 && r.trades.length > 0
    await until(() => hasAll(leaving.got), 'one of each for the leaving listener')
    leaving.unsubscribe()
    leaving.unsubscribe()
    const frozen = counts(leaving.got)
    const before = counts(staying)
    await until(() => {
      const now = counts(staying)
      return now.tickers > before.tickers && now.depths > before.depths && now.trades > before.trades
    }, 'one more of each for the staying listener')
    t.same(counts(leaving.got), frozen)
  })

  withHarness('recent trades come oldest first, at most the limit asked for', async (t, h, until) => {
    const got = listen(h.feed, h.symbol).got
    await until(() => got.trades.length >= 3, 'three trades')
    const trades = await h.feed.recentTrades(h.symbol, 2)
    t.ok(trades.length > 0 && trades.length <= 2, `${trades.length} trades`)
    t.ok(trades.every(trade => trade.symbol === h.symbol), 'all of the symbol')
    t.ok(isOrdered(trades.map(trade => trade.time)), 'in time order')
  })

  withHarness('klines come in time order with high and low bounding open and close', async (t, h, until) => {
    const got = listen(h.feed, h.symbol).got
    await until(() => got.trades.length >= 3, 'three trades')
    const klines = await h.feed.klines(h.symbol, '1m', 5)
    t.ok(klines.length > 0 && klines.length <= 5, `${klines.length} klines`)
    t.ok(isOrdered(klines.map(k => k.openTime), true), 'open times ascend')
    for (const k of klines) {
      t.equal(k.closeTime, k.openTime + 59_999, 'a minute long')
      t.ok(new Decimal(k.high).gte(Decimal.max(k.open, k.close)), `high ${k.high} bounds open and close`)
      t.ok(new Decimal(k.low).lte(Decimal.min(k.open, k.close)), `low ${k.low} bounds open and close`)
    }
  })
}

type Until = (condition: () => boolean, what: string) => Promise<void>

async function advanceUntil(h: FeedHarness, condition: () => boolean, what: string, deadlineMs: number, settleMs: number) {
  const deadline = Date.now() + deadlineMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up after ${deadlineMs} ms waiting for ${what}`)
    await h.advance()
    const settled = Date.now() + settleMs
    while (!condition() && Date.now() < settled) await new Promise(resolve => setTimeout(resolve, 5))
  }
}

function listen(feed: MarketFeed, symbol: string): { got: Received; unsubscribe: () => void } {
  const got: Received = { tickers: [], depths: [], trades: [] }
  const unsubscribe = feed.subscribe(symbol, {
    ticker: x => got.tickers.push(x),
    depth: x => got.depths.push(x),
    trade: x => got.trades.push(x),
  })
  return { got, unsubscribe }
}

/** Every trade as it is heard, checked the moment it arrives: `check` names what is wrong, if anything. */
function checkEachTrade(feed: MarketFeed, symbol: string, check: (trade: Trade, seen: readonly Trade[]) => string | undefined) {
  const seen: Trade[] = []
  const mismatches: string[] = []
  feed.subscribe(symbol, {
    trade: trade => {
      seen.push(trade)
      const wrong = check(trade, seen)
      if (wrong) mismatches.push(wrong)
    },
  })
  return { seen, mismatches }
}

function counts(r: Received) {
  return { tickers: r.tickers.length, depths: r.depths.length, trades: r.trades.length }
}

function isStrictly(prices: string[], before: (a: Decimal, b: Decimal) => boolean): boolean {
  return prices.every((p, i) => i === 0 || before(new Decimal(prices[i - 1]!), new Decimal(p)))
}

function isOrdered(values: number[], strict = false): boolean {
  return values.every((v, i) => i === 0 || (strict ? values[i - 1]! < v : values[i - 1]! <= v))
}
