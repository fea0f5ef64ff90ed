import t from 'tap'
import { MemoryEventStore } from '@arena/eventstore'
import { derivedId } from '../src/index'
import { START, createContest, join, startExchange, twoProcesses } from './support/harness'
import { tradeScript } from './support/tradeScript'

const startMs = Date.parse(START)
const script = () => tradeScript([{ at: 0, symbol: 'BTCUSDT', price: '60000' }, { at: 1000, symbol: 'BTCUSDT', price: '59000' }], startMs)
const fillsIn = async (store: MemoryEventStore, stream: string) => (await store.readStream(stream)).filter(e => e.type === 'OrderFilled')

t.test('two matching processes that see the same trade fill the order once, under the id (order, trade) gives it', async t => {
  const trades = script()
  const { play, tradeId } = trades
  const store = new MemoryEventStore()
  const { one: a, two: b, contestId } = await twoProcesses(t, store, trades)
  const placed = await a.call('alice', 'POST', '/api/order-add', { contest_id: contestId, symbol: 'BTCUSDT', orderType: 'Buy', price: '59500', amount: '0.1' })
  await b.matching.caughtUpTo(await store.headPosition())
  play(1000)
  await a.idle()
  await b.idle()
  const stream = `account-${contestId}-alice`
  const fills = await fillsIn(store, stream)
  t.equal(fills.length, 1)
  t.equal(fills[0]!.id, derivedId(`${stream}\ntrade:${placed.json.data._id}:${tradeId(1)}\n0`))
  t.match(fills[0]!.data, { price: '59500.00000000', tradeId: tradeId(1) })
})

/** Alice joins a new contest and rests a buy at 59500 under the first trade's 60000. */
async function aliceRestingBuy(t: Parameters<typeof startExchange>[0], feed: Parameters<typeof startExchange>[1]['feed'], store: MemoryEventStore, play: (at: number) => void) {
  const exchange = await startExchange(t, { feed, store })
  const contestId = await createContest(store)
  await join(store, contestId, 'alice')
  play(0)
  await exchange.idle()
  await exchange.call('alice', 'POST', '/api/order-add', { contest_id: contestId, symbol: 'BTCUSDT', orderType: 'Buy', price: '59500', amount: '0.1' })
  return { exchange, contestId }
}

t.test('a trade that came while matching was down fills the order once when it starts again', async t => {
  const { feed, play } = script()
  const store = new MemoryEventStore()
  const { exchange: first, contestId } = await aliceRestingBuy(t, feed, store, play)
  await first.stop()
  play(1000)
  const stream = `account-${contestId}-alice`
  t.equal((await fillsIn(store, stream)).length, 0, 'nobody was listening')
  const second = await startExchange(t, { feed, store })
  await second.idle()
  t.equal((await fillsIn(store, stream)).length, 1, 'filled from the trades the feed still holds')
  await second.stop()
  const third = await startExchange(t, { feed, store })
  await third.idle()
  t.equal((await fillsIn(store, stream)).length, 1, 'and a second restart fills nothing twice')
  const history = await third.call('alice', 'GET', `/api/orders?contestId=${contestId}&status=success`)
  t.match(history.json.data, [{ executedPrice: '59500.00000000' }])
})

/** Holds appends to account streams until released, and counts reads of them. */
class SlowAccounts extends MemoryEventStore {
  hold: Promise<void> | undefined
  reads = 0
  override async append(...args: Parameters<MemoryEventStore['append']>) {
    if (this.hold && args[0].startsWith('account-') && args[1].some(e => e.type === 'OrderFilled')) await this.hold
    return super.append(...args)
  }
  override async readStream(stream: string, fromVersion?: number) {
    if (stream.startsWith('account-')) this.reads++
    return super.readStream(stream, fromVersion)
  }
}

t.test('trades that come while a resting order is being filled send it nothing more', async t => {
  const prices = ['60000', '59000', '58900', '58800', '58700', '58600']
  const { feed, play } = tradeScript(prices.map((price, i) => ({ at: i * 1000, symbol: 'BTCUSDT', price })), startMs)
  const store = new SlowAccounts()
  const { exchange, contestId } = await aliceRestingBuy(t, feed, store, play)
  await exchange.idle()
  let release!: () => void
  store.hold = new Promise(resolve => (release = resolve))
  const readsBefore = store.reads
  // Five crossing trades while the first fill is held: before, each queued one more ApplyTrade.
  for (let i = 1; i < prices.length; i++) play(i * 1000)
  release()
  await exchange.idle()
  const stream = `account-${contestId}-alice`
  t.equal((await fillsIn(store, stream)).length, 1, 'filled once')
  t.ok(store.reads - readsBefore <= 1, `the account was read again at most once (${store.reads - readsBefore})`)
})
