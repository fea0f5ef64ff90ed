// The practice contest of `npm start` (DEMO_CONTEST=on): a fresh store gets one free contest, live
// at once, whose simulated traders trade through the real order path and reach the board; a
// restart finds it instead of adding another; the next one follows when it ends; off means none.
import t from 'tap'
import { Decimal } from '@arena/domain'
import { createLogger } from '@arena/service-kit'
import { needs } from '@arena/testing'
import { DEMO_CREATOR, demoTraders, startPlatform, type RunningPlatform } from '../src/index'
import { signUp, type Person } from './support/people'
import { bootPlatform, type PlatformUnderTest } from './support/platformUnderTest'

const logger = createLogger('demo-contest-test', { level: 'silent' })
const demoNames = demoTraders.map(trader => trader.name)

/** Moves the clock and lets every background step that reads it run: scheduler, demo traders, fills, board. */
async function advance(put: PlatformUnderTest, platform: RunningPlatform, ms: number): Promise<void> {
  put.clock.advance(ms)
  await platform.contest.tick()
  await platform.demo!.tick()
  await platform.matching.idle()
  await platform.leaderboard.idle()
}

async function post(put: PlatformUnderTest, url: string, person: Person, json: Record<string, unknown>) {
  const answer = await put.call({ method: 'POST', url, token: person.token, json })
  if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode} ${answer.text}`)
  return answer.body
}

const demoContests = (platform: RunningPlatform) => platform.contest.view.all().filter(row => row.state.createdBy === DEMO_CREATOR)

t.test('a fresh start shows a free practice contest whose demo traders trade onto the board; a newcomer plays in it', needs('postgres'), async t => {
  const put = await bootPlatform(t, { env: { DEMO_CONTEST: 'on' } })
  const { platform } = put
  t.equal(demoContests(platform).length, 1, 'the start scheduled one practice contest')
  await advance(put, platform, 1_000)

  const newcomer = await signUp(put, 'newcomer', undefined, { declared: false })
  const live = (await put.call({ method: 'GET', url: '/api/contests?type=live', token: newcomer.token })).body.data
  t.equal(live.length, 1, 'it is live')
  const contest = live[0]
  t.match(contest, { contestName: 'Practice contest (demo)', entryFee: /^0(\.00)?$/, winningAmount: /^0(\.00)?$/ }, 'free to enter, no prize money')
  t.match(contest.description, /no entry fee and no prize money/)
  t.match(contest.description, /simulated/)

  // Within the first minute: join with no declaration and no money, and trade.
  await post(put, '/api/participateCondition', newcomer, { contest_id: contest._id, cashWalletChecked: false, winningWalletChecked: false, rewardWalletChecked: false })
  await platform.matching.idle()
  const quote = await put.call({ method: 'GET', url: '/api/crpto-price?symbol=BTCUSDT', token: newcomer.token })
  const placed = await post(put, '/api/order-add', newcomer, { contest_id: contest._id, symbol: 'BTCUSDT', orderType: 'buy', price: (Number(quote.body.price) * 1.01).toFixed(2), amount: '0.01' })
  t.equal(placed.data.status, 'success', 'the newcomer\'s buy through the market fills')

  // Five orders put a player on the board: the traders get there as the clock moves, no waiting on the wall clock.
  let board: { name: string; order_count: number; rank: number; per: string }[] = []
  for (let step = 0; step < 60 && board.filter(row => demoNames.includes(row.name)).length < demoNames.length; step++) {
    await advance(put, platform, 5_000)
    board = (await post(put, '/api/leaderboard-data', newcomer, { contestId: contest._id, limit: 10 })).data
  }
  const demoRows = board.filter(row => demoNames.includes(row.name))
  t.same(demoRows.map(row => row.name).sort(), demoNames, 'every demo trader is on the board, by name')
  t.ok(demoRows.every(row => row.order_count >= 5), 'each with the five orders the board asks of anyone')
  // Ranked like anyone: one more than the players ahead, and equal gains share a rank (1, 1, 3).
  const ranks = board.map(row => row.rank)
  t.ok(ranks.every((rank, i) => (i === 0 ? rank === 1 : rank === i + 1 || (rank === ranks[i - 1] && board[i]!.per === board[i - 1]!.per))), `ranked like anyone: ${ranks.join(', ')}`)
  const gains = board.map(row => new Decimal(row.per.replace('%', '')))
  t.ok(gains.every((gain, i) => i === 0 || gain.lessThanOrEqualTo(gains[i - 1]!)), `by gain percent: ${board.map(row => row.per).join(', ')}`)

  // They are not accounts: nobody can sign in as one, and no wallet ever saw them.
  for (const trader of demoTraders) t.equal(platform.identity.view.byId(trader.userId), undefined, `${trader.name} has no account`)
  const events = await platform.infrastructure.store.readAll(0, 100_000)
  const traderIds = new Set(demoTraders.map(trader => trader.userId))
  const naming = events.filter(event => traderIds.has((event.data as { userId?: string }).userId ?? ''))
  t.ok(naming.length > 0, 'the traders\' joins and orders are events like anyone\'s')
  const elsewhere = naming.filter(event => !event.stream.startsWith('contest-') && !event.stream.startsWith('account-'))
  t.same(elsewhere.map(event => `${event.stream} ${event.type}`), [], 'nothing outside their contest and contest accounts (no wallet, no user) names a demo trader')
})

t.test('a restart finds the practice contest instead of adding one; when it ends the next one starts', needs('postgres'), async t => {
  const put = await bootPlatform(t, { env: { DEMO_CONTEST: 'on' } })
  await advance(put, put.platform, 1_000)
  const first = put.platform.demo!.current()!
  t.ok(first, 'one practice contest is current')
  await put.platform.close()

  const again = await startPlatform(put.config, { logger, clock: put.clock })
  try {
    await advance(put, again, 1_000)
    t.equal(demoContests(again).length, 1, 'the restart made no second one')
    t.equal(again.demo!.current()!.contestId, first.contestId, 'the same contest is current')
    t.equal(again.contest.view.get(first.contestId)!.state.players.size, demoTraders.length, 'each trader seated once')

    put.clock.set(first.terms!.endAt)
    await advance(put, again, 1_000)
    const next = again.demo!.current()
    t.ok(next && next.contestId !== first.contestId, 'a new practice contest follows the ended one')
    t.equal(demoContests(again).filter(row => row.state.phase === 'live' || row.state.phase === 'upcoming').length, 1, 'only one is live or about to start')
    t.equal(again.contest.view.get(first.contestId)!.state.phase === 'live', false, 'the old one is over')
  } finally {
    await again.close()
  }
})

t.test('DEMO_CONTEST=off, and the default, schedule no practice contest', needs('postgres'), async t => {
  const settings: Record<string, string>[] = [{ DEMO_CONTEST: 'off' }, {}]
  for (const env of settings) {
    const put = await bootPlatform(t, { env })
    t.equal(put.platform.demo, undefined, `no keeper with ${JSON.stringify(env)}`)
    await put.platform.contest.tick()
    t.same(demoContests(put.platform), [], 'and no contest')
  }
})
