import t from 'tap'
import { createContest, playerTrades, startLeaderboard } from './support/harness'
import { tradeScript } from './support/tradeScript'

const startMs = Date.parse('2026-03-01T10:00:00.000Z')
const btc = (prices: string[]) => tradeScript(prices.map((price, i) => ({ at: i * 100, symbol: 'BTCUSDT', price })), startMs)
const portfolioPushes = (pushes: { to: string; message: { event: string; data: unknown } }[], userId: string) =>
  pushes.filter(p => p.to === `user:${userId}` && p.message.event === 'portfolioExchange').map(p => p.message.data)

t.test('portfolio value and gain are pushed to the player at most once a second, the latest value winning', async t => {
  const { feed, play } = btc(['100', '101', '102', '103'])
  const h = await startLeaderboard(t, { feed })
  const contestId = await createContest(h.store)
  play(0)
  await playerTrades(h.store, contestId, 'alice', { orders: 1, fills: [{ symbol: 'BTCUSDT', side: 'Buy', price: '100', amount: '10' }] })
  await h.module.idle()
  t.same(portfolioPushes(h.pushes, 'alice'), [{ contestId, per: '0.000', portfoliovalue: '10000.000' }])
  h.clock.advance(300)
  play(100)
  await h.module.idle()
  play(200)
  await h.module.idle()
  t.equal(portfolioPushes(h.pushes, 'alice').length, 1, 'two changes within the second are held back')
  h.clock.advance(700)
  play(300)
  await h.module.idle()
  t.same(portfolioPushes(h.pushes, 'alice').at(-1), { contestId, per: '0.300', portfoliovalue: '10030.000' }, 'a second later the latest value goes: 9000 + 10 x 103')
  t.equal(portfolioPushes(h.pushes, 'alice').length, 2)
})

t.test('the contest topic gets the first page with gains and the prizes it would pay now', async t => {
  const { feed, play } = btc(['100', '150'])
  const h = await startLeaderboard(t, { feed })
  const contestId = await createContest(h.store, { levels: '50,30,20' })
  play(0)
  await playerTrades(h.store, contestId, 'alice', { orders: 5, fills: [{ symbol: 'BTCUSDT', side: 'Buy', price: '100', amount: '10' }] })
  await playerTrades(h.store, contestId, 'bob', { orders: 5 })
  await playerTrades(h.store, contestId, 'carol', { orders: 5, fills: [{ symbol: 'BTCUSDT', side: 'Buy', price: '100', amount: '1' }] })
  await h.module.idle()
  h.clock.advance(1000)
  play(100)
  await h.module.idle()
  const last = h.pushes.filter(p => p.to === `contest:${contestId}`).at(-1)!
  t.equal(last.message.event, 'leaderboardData')
  t.same(last.message.data, {
    contestId,
    ranked: 3,
    rows: [
      { rank: 1, user_id: 'alice', name: 'alice', per: '5.00', percent: '5.00', portfoliovalue: '10500.000', bid_count: 5, order_count: 5, contest_virtualFund: '10000', winner_amount: '50.00' },
      { rank: 2, user_id: 'carol', name: 'carol', per: '0.50', percent: '0.50', portfoliovalue: '10050.000', bid_count: 5, order_count: 5, contest_virtualFund: '10000', winner_amount: '30.00' },
      { rank: 3, user_id: 'bob', name: 'bob', per: '0.00', percent: '0.00', portfoliovalue: '10000.000', bid_count: 5, order_count: 5, contest_virtualFund: '10000', winner_amount: '0.00' },
    ],
  }, 'bob has no filled trade, so the third prize is nobody\'s yet')
})

t.test('a board nobody here follows is not built for a push; the players\' own figures still go', async t => {
  const { feed, play } = btc(['100', '150'])
  const asked: string[] = []
  const h = await startLeaderboard(t, { feed, followed: topic => (asked.push(topic), false) })
  const contestId = await createContest(h.store, { levels: '50,30,20' })
  play(0)
  await playerTrades(h.store, contestId, 'alice', { orders: 5, fills: [{ symbol: 'BTCUSDT', side: 'Buy', price: '100', amount: '10' }] })
  await h.module.idle()
  h.clock.advance(1000)
  play(100)
  await h.module.idle()
  t.ok(asked.includes(`contest:${contestId}`), 'the hub was asked about the contest topic')
  t.same(h.pushes.filter(p => p.to === `contest:${contestId}`), [], 'no board push')
  t.ok(portfolioPushes(h.pushes, 'alice').length > 0, "alice's header figures are pushed to her")
})

t.test('leaderboard-data pages the ranking with the caller\'s own row; updateLeaderBoard gives the header figures', async t => {
  const { feed, play } = btc(['100', '110'])
  const h = await startLeaderboard(t, { feed })
  const contestId = await createContest(h.store)
  play(0)
  // u<n> buys n-1 BTC at 100; at 110 each is worth 10,000 + 10 x (n-1).
  for (const [i, user] of ['u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7', 'u8', 'u9', 'u10', 'u11', 'u12'].entries()) {
    await playerTrades(h.store, contestId, user, { orders: 5, fills: [{ symbol: 'BTCUSDT', side: 'Buy', price: '100', amount: String(i) }] })
  }
  await playerTrades(h.store, contestId, 'newbie', { orders: 2 })
  play(100)
  await h.module.idle()
  const second = await h.post('u1', '/api/leaderboard-data', { contestId, page: 2, limit: 10 })
  t.equal(second.statusCode, 200)
  t.same(second.json.data.map((r: { rank: number; user_id: string }) => `${r.rank} ${r.user_id}`), ['11 u2', '12 u1'])
  t.match(second.json, { total: 12, page: 2, limit: 10, me: { rank: 12, user_id: 'u1', portfoliovalue: '10000.000' } })
  const header = await h.post('u12', '/api/updateLeaderBoard', { contestId, symbol: 'BTCUSDT' })
  t.same(header.json, { status: true, data: { per: '1.100', portfoliovalue: '10110.000', rank: 1, order_count: 5, bid_count: 5, filled_trades: 1 } })
  const unranked = await h.post('newbie', '/api/updateLeaderBoard', { contestId })
  t.match(unranked.json, { status: true, data: { rank: null, order_count: 2, portfoliovalue: '10000.000' } }, 'fewer than 5 orders: figures, but no rank')
  const outsider = await h.post('zed', '/api/leaderboard-data', { contestId })
  t.equal(outsider.statusCode, 200)
  t.same(outsider.json.data.map((r: { rank: number; name: string }) => `${r.rank} ${r.name}`).slice(0, 2), ['1 u12', '2 u11'], 'someone outside the contest sees the ranking')
  t.notOk(outsider.json.data.some((r: object) => 'user_id' in r), 'but no user ids')
  t.equal(outsider.json.me, null)
  const admin = await h.post('ops', '/api/leaderboard-data', { contestId }, 'admin')
  t.same(admin.json.data.map((r: { user_id: string }) => r.user_id).slice(0, 2), ['u12', 'u11'], 'an admin sees the user ids')
  const missing = await h.post('u1', '/api/leaderboard-data', {})
  t.equal(missing.statusCode, 400)
  t.same(missing.json.errors, { contestId: 'Contest id is required' })
})
