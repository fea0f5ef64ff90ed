/** The three streams one symbol needs, named as Binance expects (lower-case symbol). */
export function streamsFor(symbol: string): string[] {
  const s = symbol.toLowerCase()
  return [`${s}@ticker`, `${s}@depth20@100ms`, `${s}@aggTrade`]
}

export type Channel = 'ticker' | 'depth' | 'trade'

/** Splits `btcusdt@depth20@100ms` into the upper-case symbol and what kind of payload it carries. */
export function parseStreamName(stream: string): { symbol: string; channel: Channel } | undefined {
  const at = stream.indexOf('@')
  if (at <= 0) return undefined
  const symbol = stream.slice(0, at).toUpperCase()
  const rest = stream.slice(at + 1)
  if (rest === 'ticker') return { symbol, channel: 'ticker' }
  if (rest === 'aggTrade') return { symbol, channel: 'trade' }
  if (/^depth(5|10|20)(@100ms|@1000ms)?$/.test(rest)) return { symbol, channel: 'depth' }
  return undefined
}

export function combinedStreamPath(streams: readonly string[]): string {
  return `/stream?streams=${streams.join('/')}`
}
