export interface ScriptedTrade {
  /** ms after the script starts. */
  at: number
  symbol: string
  price: string
  qty?: string
}

/** A line of a recording as a ReplayFeed (in @arena/market-data) reads it. */
export interface ScriptLine {
  at: number
  message: unknown
}

/**
 * A feed playing Binance aggTrade frames written by the test: the market does exactly what the
 * script says, when `play(ms)` reaches it. The first `play` call starts the script. `feedOf`
 * makes the feed from the lines (a ReplayFeed; passed in, as market-data's own tests use this kit).
 *
 *   tradeScript(trades, startMs, lines => new ReplayFeed({ lines }))
 */
export function tradeScript<F extends { tick(nowMs: number): unknown }>(trades: readonly ScriptedTrade[], startMs: number, feedOf: (lines: ScriptLine[]) => F) {
  const lines: ScriptLine[] = trades.map((trade, i) => ({
    at: trade.at,
    message: {
      stream: `${trade.symbol.toLowerCase()}@aggTrade`,
      data: {
        e: 'aggTrade', E: startMs + trade.at, s: trade.symbol, a: 1000 + i, p: trade.price, q: trade.qty ?? '1.00000000',
        f: 1000 + i, l: 1000 + i, T: startMs + trade.at, m: false, M: true,
      },
    },
  }))
  const feed = feedOf(lines)
  feed.tick(startMs - 1)
  return { feed, play: (ms: number) => feed.tick(startMs - 1 + ms), tradeId: (index: number) => 1000 + index }
}
