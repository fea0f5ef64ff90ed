import type { MarketEvent } from '../marketEvent'
import { DEPTH_LEVELS, type Depth, type Ticker, type Trade } from '../port'
import { isDecimal, isLevel, isNonNegativeInt, isRecord } from './fields'
import { parseStreamName } from './streamNames'

/**
 * Reads one combined-stream message (`{"stream", "data"}`). Returns undefined for anything that
 * is not a well-formed ticker, depth or aggTrade payload (subscription replies, errors, garbage):
 * the caller skips it rather than letting one bad frame take the feed down.
 */
export function parseStreamMessage(message: unknown): MarketEvent | undefined {
  if (!isRecord(message) || typeof message.stream !== 'string' || !isRecord(message.data)) return undefined
  const route = parseStreamName(message.stream)
  if (!route) return undefined
  const data = message.data
  switch (route.channel) {
    case 'ticker': {
      const ticker = parseTicker(data)
      return ticker && ticker.symbol === route.symbol ? { kind: 'ticker', ticker } : undefined
    }
    case 'trade': {
      const trade = parseAggTrade(data)
      return trade && trade.symbol === route.symbol ? { kind: 'trade', trade } : undefined
    }
    case 'depth': {
      // Spot partial depth carries no symbol: the stream name is the only place it appears.
      const depth = parseDepth(route.symbol, data)
      return depth ? { kind: 'depth', depth } : undefined
    }
    default: {
      const unknownChannel: never = route.channel
      return unknownChannel
    }
  }
}

/** `parseStreamMessage` for raw websocket text; invalid JSON is skipped like any malformed frame. */
export function parseStreamText(text: string): MarketEvent | undefined {
  let message: unknown
  try {
    message = JSON.parse(text)
  } catch {
    return undefined
  }
  return parseStreamMessage(message)
}

function parseTicker(d: Record<string, unknown>): Ticker | undefined {
  if (d.e !== '24hrTicker' || typeof d.s !== 'string' || !isNonNegativeInt(d.E)) return undefined
  const { p, P, c, h, l, v, q } = d
  if (![p, P, c, h, l, v, q].every(isDecimal)) return undefined
  return {
    symbol: d.s,
    lastPrice: c as string,
    priceChange: p as string,
    priceChangePercent: P as string,
    high: h as string,
    low: l as string,
    volume: v as string,
    quoteVolume: q as string,
    eventTime: d.E,
  }
}

function parseAggTrade(d: Record<string, unknown>): Trade | undefined {
  if (d.e !== 'aggTrade' || typeof d.s !== 'string') return undefined
  if (!isNonNegativeInt(d.a) || !isDecimal(d.p) || !isDecimal(d.q) || !isNonNegativeInt(d.T)) return undefined
  if (typeof d.m !== 'boolean') return undefined
  return { symbol: d.s, id: d.a, price: d.p, qty: d.q, time: d.T, buyerIsMaker: d.m }
}

function parseDepth(symbol: string, d: Record<string, unknown>): Depth | undefined {
  if (!isNonNegativeInt(d.lastUpdateId) || !Array.isArray(d.bids) || !Array.isArray(d.asks)) return undefined
  if (!d.bids.every(isLevel) || !d.asks.every(isLevel)) return undefined
  const levels = (side: [string, string][]) =>
    side.slice(0, DEPTH_LEVELS).map(([price, qty]): [string, string] => [price, qty])
  return { symbol, bids: levels(d.bids), asks: levels(d.asks), lastUpdateId: d.lastUpdateId }
}
