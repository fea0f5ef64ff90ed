import { BinanceFeed, type BinanceFeedOptions } from './binance/binanceFeed'
import type { MarketFeed } from './port'
import { ReplayFeed } from './replay/replayFeed'
import { SimulatedFeed } from './simulated/simulatedFeed'

export type FeedKind = 'simulated' | 'binance' | 'replay'

export interface FeedConfig {
  kind?: FeedKind
  /** Simulated: the market's seed (default 1). */
  seed?: number
  /**
   * Simulated: the instant (epoch ms) the market opened. Every process given the same seed and
   * epoch sees the same prices; without one, each opens its own market when it starts.
   */
  epoch?: number
  /** Simulated and replay: how often the wall clock drives them (default 1000 ms / 100 ms). */
  tickMs?: number
  /** Simulated and replay: tick from the wall clock (default true); false leaves `tick` to the caller. */
  realtime?: boolean
  binance?: BinanceFeedOptions
  /** Replay: the JSONL recording to loop over. */
  replayFile?: string
}

/**
 * Reads MARKET_FEED, MARKET_SEED, MARKET_EPOCH (ISO time or epoch ms), MARKET_TICK_MS,
 * MARKET_REPLAY_FILE, BINANCE_WS_URL, BINANCE_REST_URL.
 */
export function feedConfigFromEnv(env: Record<string, string | undefined> = process.env): FeedConfig {
  const kind = (env.MARKET_FEED ?? '').trim().toLowerCase() || 'simulated'
  // A typo must not quietly put a paid contest on made-up prices.
  if (kind !== 'simulated' && kind !== 'binance' && kind !== 'replay') {
    throw new Error(`MARKET_FEED must be simulated, binance or replay, not "${env.MARKET_FEED}"`)
  }
  const config: FeedConfig = { kind }
  if (env.MARKET_SEED) config.seed = Number.parseInt(env.MARKET_SEED, 10)
  if (env.MARKET_EPOCH) config.epoch = parseEpoch(env.MARKET_EPOCH)
  if (env.MARKET_TICK_MS) config.tickMs = Number.parseInt(env.MARKET_TICK_MS, 10)
  if (env.MARKET_REPLAY_FILE) config.replayFile = env.MARKET_REPLAY_FILE
  const binance: BinanceFeedOptions = {}
  if (env.BINANCE_WS_URL) binance.wsBaseUrl = env.BINANCE_WS_URL
  if (env.BINANCE_REST_URL) binance.restBaseUrl = env.BINANCE_REST_URL
  config.binance = binance
  return config
}

/** The feed the config asks for: simulated unless told otherwise. */
export function createFeed(config: FeedConfig = feedConfigFromEnv()): MarketFeed {
  switch (config.kind ?? 'simulated') {
    case 'binance':
      return new BinanceFeed(config.binance)
    case 'replay': {
      if (!config.replayFile) throw new Error('MARKET_FEED=replay needs MARKET_REPLAY_FILE')
      const feed = ReplayFeed.fromFile(config.replayFile, { loop: true })
      if (config.realtime !== false) feed.startRealtime(config.tickMs ?? 100)
      return feed
    }
    case 'simulated': {
      const feed = new SimulatedFeed({ seed: config.seed ?? 1, startAt: config.epoch ?? Date.now() })
      if (config.realtime !== false) feed.followClock(config.tickMs ?? 1000)
      return feed
    }
    default: {
      const unknownKind: never = config.kind as never
      throw new Error(`unknown feed kind ${String(unknownKind)}`)
    }
  }
}

function parseEpoch(text: string): number {
  const value = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Date.parse(text)
  if (!Number.isSafeInteger(value)) throw new Error(`MARKET_EPOCH must be an ISO time or epoch milliseconds, not "${text}"`)
  return value
}
