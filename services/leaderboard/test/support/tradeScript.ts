import { ReplayFeed, type RecordedLine } from '@arena/market-data'

export interface ScriptedTrade {
  /** ms after the script starts. */
  at: number
  symbol: string
  price: string
  qty?: string
}

/**
 * A ReplayFeed playing Binance aggTrade frames written by the test: the market does exactly
 * what the script says, when `play(ms)` reaches it. The first `play` call starts the script.
 */
export function tradeScript(trades: readonly ScriptedTrade[], startMs: number) {
  const lines: RecordedLine[] = trades.map((trade, i) => ({
    at: trade.at,
    message: {
      stream: `${trade.symbol.toLowerCase()}@aggTrade`,
      data: {
        e: 'aggTrade', E: startMs + trade.at, s: trade.symbol, a: 1000 + i, p: trade.price, q: trade.qty ?? '1.00000000',
        f: 1000 + i, l: 1000 + i, T: startMs + trade.at, m: false, M: true,
      },
    },
  }))
  const feed = new ReplayFeed({ lines })
  feed.tick(startMs - 1)
  return { feed, play: (ms: number) => feed.tick(startMs - 1 + ms), tradeId: (index: number) => 1000 + index }
}
