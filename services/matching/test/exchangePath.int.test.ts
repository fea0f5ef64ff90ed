import t from 'tap'
import { fileURLToPath } from 'node:url'
import { ReplayFeed, SharedFeed } from '@arena/market-data'
import { ManualClock } from '@arena/testing'
import { START, createContest, join, startExchange } from './support/harness'

/** The recorded BTCUSDT/ETHUSDT stream (aggTrade, ticker, depth) that market-data's tests use. */
const recording = fileURLToPath(new URL('../../../libs/market-data/test/fixtures/binance-btcusdt-ethusdt.jsonl', import.meta.url))
const startMs = Date.parse(START)

t.test('orders placed over HTTP fill from a recorded feed and every pushed figure matches a hand calculation', async t => {
  const replay = ReplayFeed.fromFile(recording)
  const feed = new SharedFeed(replay)
  const clock = new ManualClock(START)
  const h = await startExchange(t, { feed, clock, leaderboard: true })
  const contestId = await createContest(h.store, { virtualFund: '10000', levels: '50,30,20' })
  for (const user of ['alice', 'bob', 'carol']) await join(h.store, contestId, user)
  replay.tick(startMs)
  await h.idle()
  /** Plays the recording up to `ms`, then lets a second pass so every held-back push goes out. */
  const playTo = async (ms: number) => {
    replay.tick(startMs + ms)
    await h.idle()
    await h.settlePushes()
  }
  const order = async (user: string, orderType: 'Buy' | 'Sell', symbol: string, price: string, amount: string, stopLoss = '') => {
    const res = await h.call(user, 'POST', '/api/order-add', { contest_id: contestId, symbol, orderType, price, amount, stopLoss })
    t.equal(res.statusCode, 200, `${user} ${orderType} ${amount} ${symbol} @ ${price}: ${res.json.message}`)
    return res.json.data as { _id: string; status: string }
  }

  // 250 ms: BTC last traded 67234.48 (trade at 215 ms); ETH has not traded yet.
  await playTo(250)
  const a1 = await order('alice', 'Buy', 'BTCUSDT', '67234.50', '0.1') // marketable: fills at 67234.48, costs 6723.448
  t.equal(a1.status, 'success')
  const a2 = await order('alice', 'Buy', 'ETHUSDT', '3521.84', '0.5') // no ETH price yet: rests, reserves 1760.92
  const a3 = await order('alice', 'Sell', 'BTCUSDT', '67234.55', '0.05') // above the market: rests, reserves 0.05 BTC
  const a4 = await order('alice', 'Buy', 'BTCUSDT', '67000', '0.01') // below the market: rests, reserves 670
  const a5 = await order('alice', 'Sell', 'BTCUSDT', '67234.40', '0.05', '67234.45') // stop below the market: waits
  await order('carol', 'Buy', 'BTCUSDT', '1', '1')
  await order('carol', 'Buy', 'BTCUSDT', '1', '1')
  t.match(await h.call('alice', 'POST', '/api/order-add', { contest_id: contestId, symbol: 'BTCUSDT', orderType: 'Sell', price: '70000', amount: '0.00000001' }), { statusCode: 400, json: { errors: { samount: 'Insufficient quantity' } } }, 'all 0.1 BTC is reserved by a3 and a5')

  // 1300 ms: ETH traded 3521.83 at 952 ms, at or below a2's limit: a2 fills at 3521.84.
  await playTo(1300)
  await order('bob', 'Buy', 'ETHUSDT', '3600', '1') // marketable at ETH's last, 3521.86 (1158 ms): bob keeps 6478.14
  for (let i = 0; i < 4; i++) await order('bob', 'Buy', 'BTCUSDT', '60000', '0.001') // rest, 60 reserved each

  // 2500 ms: BTC traded 67234.56 at 2402 ms, at or above a3's limit: a3 sells at 67234.55 for 3361.7275.
  await playTo(2500)
  // alice: USDT 10000 - 6723.448 - 1760.92 + 3361.7275 = 4877.3595; BTC 0.05 x 67234.57 = 3361.7285; ETH 0.5 x 3521.84 = 1760.92
  const alicePushes = () => h.pushes.filter(p => p.to === 'user:alice' && p.event === 'portfolioExchange').map(p => p.data)
  t.same(alicePushes().at(-1), { contestId, per: '0.000', portfoliovalue: '10000.008' }, '4877.3595 + 3361.7285 + 1760.92 = 10000.008')

  // 3600 ms: BTC last 67234.54 (3520 ms), ETH last 3521.83 (3523 ms); alice cancels a4, freeing 670.
  await playTo(3600)
  const cancelled = await h.call('alice', 'POST', '/api/order-delete', { _id: a4._id, orderType: 'Buy' })
  t.equal(cancelled.json.status, 200)
  await h.idle()
  await h.settlePushes()

  // alice = 4877.3595 + 0.05 x 67234.54 + 0.5 x 3521.83 = 4877.3595 + 3361.727 + 1760.915 = 10000.0015
  const account = await h.call('alice', 'POST', '/api/getAccount-data', { contestId })
  t.same(account.json.data, {
    allAccount: [
      { _id: 'USDT', totalcurrency: '4877.35950000', price: '1.00000000', reserved: '0.00000000' },
      { _id: 'BTCUSDT', totalcurrency: '0.05000000', price: '67234.54000000', reserved: '0.05000000' },
      { _id: 'ETHUSDT', totalcurrency: '0.50000000', price: '3521.83000000', reserved: '0.00000000' },
    ],
    total: '10000.00150000', virtualFund: '10000.00000000', per: '0.000',
  })
  t.same(alicePushes().at(-1), { contestId, per: '0.000', portfoliovalue: '10000.002' }, 'the push agrees, to 3 places')

  const history = await h.call('alice', 'GET', `/api/orders?contestId=${contestId}&status=success`)
  t.same(history.json.data.map((o: { _id: string; executedPrice: string; executedTotal: string }) => [o._id, o.executedPrice, o.executedTotal]), [
    [a3._id, '67234.55000000', '3361.72750000'],
    [a2._id, '3521.84000000', '1760.92000000'],
    [a1._id, '67234.48000000', '6723.44800000'],
  ])
  const open = await h.call('alice', 'GET', `/api/orders?contestId=${contestId}&status=pending`)
  t.same(open.json.data.map((o: { _id: string }) => o._id), [a5._id], 'the stop never triggered: BTC never traded at or below 67234.45')
  t.same(
    h.pushes.filter(p => p.to === 'user:alice' && p.event === 'exchangeOrderData').map(p => `${p.data.change} ${p.data.order!._id}`),
    [`placed ${a1._id}`, `filled ${a1._id}`, `placed ${a2._id}`, `placed ${a3._id}`, `placed ${a4._id}`, `placed ${a5._id}`, `filled ${a2._id}`, `filled ${a3._id}`, `cancelled ${a4._id}`],
  )

  // bob = 6478.14 + 1 x 3521.83 = 9999.97; carol has 2 orders and is not ranked.
  const board = h.pushes.filter(p => p.to === `contest:${contestId}` && p.event === 'leaderboardData').at(-1)!
  t.same(board.data, {
    contestId,
    ranked: 2,
    rows: [
      { rank: 1, user_id: 'alice', name: 'alice', per: '0.00', percent: '0.00', portfoliovalue: '10000.002', bid_count: 5, order_count: 5, contest_virtualFund: '10000', winner_amount: '50.00' },
      { rank: 2, user_id: 'bob', name: 'bob', per: '0.00', percent: '0.00', portfoliovalue: '9999.970', bid_count: 5, order_count: 5, contest_virtualFund: '10000', winner_amount: '30.00' },
    ],
  })
  const polled = await h.call('bob', 'POST', '/api/leaderboard-data', { contestId })
  t.same(polled.json.data, board.data.rows, 'clients that poll read the same rows')
  t.same(await h.leaderboard!.standings(contestId).then(s => s.map(x => [x.userId, x.portfolioValue, x.orderCount, x.filledTrades])), [
    ['alice', '10000.00150000', 5, 3],
    ['carol', '10000.00000000', 2, 0],
    ['bob', '9999.97000000', 5, 1],
  ])
})
