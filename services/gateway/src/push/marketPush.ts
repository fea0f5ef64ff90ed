import type { MarketFeed, Trade, Unsubscribe } from '@arena/market-data'
import type { PushHub } from '@arena/service-kit'
import {
  depthMessage, marketPushEvents as e, marketTopic, symbolOfTopic, tickerMessage, tradesMessage, TRADES_SENT,
  type DepthMessage, type TradesMessage,
} from './marketMessages'
import type { TopicObserver } from './pushHub'
import { systemTimers, Throttle, type Timers } from './throttle'

export interface MarketPushOptions {
  /** Best a `SharedFeed`, so this and the matcher share one upstream stream per symbol. */
  feed: MarketFeed
  push: Pick<PushHub, 'toTopic'>
  /** Where sockets join and leave topics (the `SocketRegistry`). */
  topics: { observeTopics(observer: TopicObserver): () => void }
  now?: () => number
  timers?: Timers
  /** Minimum gap between depth pushes per symbol (default 500 ms: at most 2 a second). */
  depthEveryMs?: number
  /** Minimum gap between trade-list pushes per symbol (default 250 ms). */
  tradesEveryMs?: number
  /** Symbols that may be followed; anything else joined as `market:*` opens nothing upstream. */
  isSymbol?: (symbol: string) => boolean
  onError?: (error: unknown) => void
}

export interface MarketPush {
  /** Symbols with at least one follower, i.e. with a feed subscription. */
  followed(): string[]
  close(): void
}

/** A USDT pair as Binance writes it; keeps a browser from opening streams for arbitrary text. */
const usdtPair = (symbol: string) => /^[A-Z0-9]{2,16}USDT$/.test(symbol)

interface Following {
  unsubscribe: Unsubscribe
  depth: Throttle<DepthMessage>
  trades: Throttle<TradesMessage>
  recent: Trade[]
}

/**
 * Pushes ticker, depth (10 a side, at most 2 a second) and the last 10 trades to
 * `market:<SYMBOL>`, subscribing to the feed only while at least one socket follows the symbol:
 * an idle symbol costs no upstream stream and no serialisation.
 */
export function startMarketPush(options: MarketPushOptions): MarketPush {
  const { feed, push } = options
  const now = options.now ?? Date.now
  const timers = options.timers ?? systemTimers
  const isSymbol = options.isSymbol ?? usdtPair
  const onError = options.onError ?? (() => {})
  const bySymbol = new Map<string, Following>()

  function follow(symbol: string): void {
    const topic = marketTopic(symbol)
    const send = (event: string) => (data: unknown) => push.toTopic(topic, { event, data })
    const following: Following = {
      unsubscribe: () => {},
      depth: new Throttle<DepthMessage>(options.depthEveryMs ?? 500, send(e.depth), now, timers),
      trades: new Throttle<TradesMessage>(options.tradesEveryMs ?? 250, send(e.trades), now, timers),
      // Seeded from what the feed holds, so the first push already carries up to 10 trades.
      recent: feed.snapshot(symbol).trades.slice(-TRADES_SENT),
    }
    following.unsubscribe = feed.subscribe(symbol, {
      ticker: ticker => send(e.ticker)(tickerMessage(ticker)),
      depth: depth => following.depth.offer(depthMessage(depth)),
      trade: trade => {
        if (following.recent.some(known => known.id === trade.id)) return
        following.recent = [...following.recent, trade].slice(-TRADES_SENT)
        following.trades.offer(tradesMessage(symbol, following.recent))
      },
    })
    bySymbol.set(symbol, following)
  }

  function unfollow(symbol: string): void {
    const following = bySymbol.get(symbol)
    if (!following) return
    bySymbol.delete(symbol)
    following.unsubscribe()
    following.depth.cancel()
    following.trades.cancel()
  }

  const guarded = (fn: (symbol: string) => void) => (topic: string) => {
    const symbol = symbolOfTopic(topic)
    if (symbol === undefined || !isSymbol(symbol)) return
    try {
      fn(symbol)
    } catch (error) {
      // A feed that refuses one symbol must not break the socket that asked for it.
      onError(error)
    }
  }
  const stopObserving = options.topics.observeTopics({ followed: guarded(follow), unfollowed: guarded(unfollow) })

  return {
    followed: () => [...bySymbol.keys()],
    close() {
      stopObserving()
      for (const symbol of [...bySymbol.keys()]) unfollow(symbol)
    },
  }
}
