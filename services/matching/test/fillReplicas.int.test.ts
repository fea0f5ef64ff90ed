import t from 'tap'
import { MemoryEventStore, type EventStore } from '@arena/eventstore'
import { START, createContest, eventsOf, join, startExchange } from './support/harness'
import { tradeScript } from './support/tradeScript'

/** The shared store as one process sees it, remembering the accounts this process wrote fills to. */
function countingFills(store: EventStore) {
  const filled: string[] = []
  const append: EventStore['append'] = (stream, events, expected) => {
    for (const event of events) if (event.type === 'OrderFilled') filled.push(stream)
    return store.append(stream, events, expected)
  }
  const view = new Proxy(store, {
    get(target, property) {
      if (property === 'append') return append
      const value = Reflect.get(target, property, target) as unknown
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { view, filled }
}

const players = Array.from({ length: 32 }, (_, i) => `player${String(i).padStart(2, '0')}`)

t.test('matching workers split one contest\'s accounts: each fills its share, and the one left fills the share of one that stopped', async t => {
  const { feed, play } = tradeScript(['60000', '59000', '58000'].map((price, i) => ({ at: i * 1000, symbol: 'BTCUSDT', price })), Date.parse(START))
  const store = new MemoryEventStore()
  const backbone = await eventsOf(t, store)
  const events = () => ({ bus: backbone.connect('matching'), versions: backbone.versions })
  const [a, b] = [countingFills(store), countingFills(store)]
  const one = await startExchange(t, { feed, store: a.view, events: events() })
  const two = await startExchange(t, { feed, store: b.view, events: events() })
  const contestId = await createContest(store)
  for (const userId of players) await join(store, contestId, userId)
  play(0)
  await one.idle()
  await two.idle()
  const restBuys = async (via: typeof one, price: string) => {
    for (const userId of players) {
      const placed = await via.call(userId, 'POST', '/api/order-add', { contest_id: contestId, symbol: 'BTCUSDT', orderType: 'Buy', price, amount: '0.01' })
      t.equal(placed.statusCode, 200, `${userId} rests a buy at ${price}`)
    }
    await two.matching.caughtUpTo(await store.headPosition())
  }
  await restBuys(one, '59500')
  play(1000)
  await one.idle()
  await two.idle()
  t.equal(a.filled.length + b.filled.length, players.length, 'every resting order filled once')
  t.ok(a.filled.length > 0 && b.filled.length > 0, `both workers filled (${a.filled.length} + ${b.filled.length})`)
  t.same(a.filled.filter(stream => b.filled.includes(stream)), [], 'no account was filled by both')

  await one.matching.stop?.()
  const before = b.filled.length
  await restBuys(two, '58500')
  play(2000)
  await two.idle()
  t.equal(a.filled.length + b.filled.length, 2 * players.length, 'every second order filled once')
  t.equal(b.filled.length - before, players.length, 'by the one left: its old share and the one it took over')
})
