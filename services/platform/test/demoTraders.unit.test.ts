// The demo traders' decisions: every order they make is one the exchange accepts from anyone
// (within free funds and holdings, at most 8 places) and crosses the market, so it fills at once.
import t from 'tap'
import { Decimal } from '@arena/domain'
import { demoTraders, nextOrder, type TraderBook } from '../src/demo/demoTraders'

const prices: Record<string, string> = { BTCUSDT: '67250.12', ETHUSDT: '3480.5', SOLUSDT: '152.003' }
const lastPrice = (symbol: string) => prices[symbol]
const pairs = Object.keys(prices)
const places = (text: string) => (text.split('.')[1] ?? '').length

function book(usdt: string, held: Record<string, string>, orders: number): TraderBook {
  return { freeUsdt: new Decimal(usdt), freeQuantity: symbol => new Decimal(held[symbol] ?? '0'), orders }
}

t.test('buys stay within free USDT and sells within holdings, priced through the market', async t => {
  const wrong: string[] = []
  let buys = 0
  let sells = 0
  for (const trader of demoTraders) {
    for (let turn = 0; turn < 50; turn++) {
      const held: Record<string, string> = { BTCUSDT: '0.01234567', SOLUSDT: '3.5' }
      const order = nextOrder(trader, 'contest-1', pairs, book('2500.5', held, turn), lastPrice)
      const what = `${trader.name} turn ${turn}: ${JSON.stringify(order)}`
      if (!order) {
        wrong.push(`${what}: nothing done with money and holdings`)
        continue
      }
      if (places(order.price) > 8 || places(order.amount) > 8) wrong.push(`${what}: more than 8 places`)
      const last = new Decimal(prices[order.symbol]!)
      if (order.orderType === 'Buy') {
        buys++
        if (!new Decimal(order.price).greaterThan(last)) wrong.push(`${what}: a buy not above the last price`)
        if (new Decimal(order.price).times(order.amount).greaterThan('2500.5')) wrong.push(`${what}: more than the free USDT`)
      } else {
        sells++
        if (!new Decimal(order.price).lessThan(last)) wrong.push(`${what}: a sell not below the last price`)
        if (new Decimal(order.amount).greaterThan(held[order.symbol] ?? '0')) wrong.push(`${what}: more than the holding`)
      }
    }
  }
  t.same(wrong, [], 'every order is one the exchange takes and fills at once')
  t.ok(buys > 0 && sells > 0, `both sides are played (${buys} buys, ${sells} sells)`)
})

t.test('the same turn gives the same order; nothing to trade gives none', async t => {
  const trader = demoTraders[0]!
  t.same(nextOrder(trader, 'c', pairs, book('1000', {}, 3), lastPrice), nextOrder(trader, 'c', pairs, book('1000', {}, 3), lastPrice))
  t.equal(nextOrder(trader, 'c', pairs, book('5', {}, 0), lastPrice), undefined, 'no money and nothing held')
  t.equal(nextOrder(trader, 'c', pairs, book('1000', {}, 0), () => undefined), undefined, 'no prices yet')
  const sell = nextOrder(trader, 'c', pairs, book('1', { ETHUSDT: '0.5' }, 0), lastPrice)
  t.match(sell, { orderType: 'Sell', symbol: 'ETHUSDT' }, 'out of money, it sells what it holds')
})

t.test('demo traders are named as no person can be', async t => {
  for (const trader of demoTraders) t.match(trader.name, /^Demo trader \d$/)
  t.equal(new Set(demoTraders.map(trader => trader.userId)).size, demoTraders.length)
})
