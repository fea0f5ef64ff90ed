import type { FastifyInstance } from 'fastify'
import type { MarketFeed } from '@arena/market-data'
import { badRequest, notFound } from '@arena/service-kit'

const symbolPattern = /^[A-Z0-9]{5,20}$/

/** The spec's polled price call: `GET /api/crpto-price?symbol=BTCUSDT` -> `{ status, price }`. */
export function marketRoutes(feed: MarketFeed) {
  return (app: FastifyInstance) => {
    app.get('/api/crpto-price', async request => {
      const symbol = String((request.query as Record<string, unknown>).symbol ?? '').toUpperCase()
      if (!symbolPattern.test(symbol)) throw badRequest('Please enter a valid symbol', { symbol: 'Please enter a valid symbol' })
      const price = feed.lastPrice(symbol)
      if (price === undefined) throw notFound(`No price for ${symbol}`)
      return { status: true, symbol, price }
    })
  }
}
