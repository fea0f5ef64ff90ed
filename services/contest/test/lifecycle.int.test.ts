import t, { type Test } from 'tap'
import { fold, toContestEvent, type Standing } from '../src/index'
import { addContest, ENDS, participate, STARTS } from './contests'
import { startContest } from './harness'

const standing = (userId: string, gainPercent: string, orderCount: number, filledTrades: number, accountFrozen = true): Standing =>
  ({ userId, gainPercent, orderCount, filledTrades, accountFrozen, portfolioValue: String(10000 * (1 + Number(gainPercent) / 100)) })

t.test('a contest runs its whole life by the clock: created, live, traded, ended, settled, prizes paid, replayable', async t => {
  const h = await startContest(t)
  const contestId = await addContest(h, { entryFee: '100', winningAmount: '1000', levels: '500,300,200' })
  const players = ['a', 'b', 'c', 'd', 'e', 'f']
  for (const p of players) {
    await h.fund(p, { cash: '100' })
    t.equal((await participate(h, contestId, p)).statusCode, 200)
  }
  // Tokens live an hour on the test clock too, so each call gets a fresh one.
  const admin = () => h.token('admin-1', 'admin')
  const list = async (type: string) => (await h.call('GET', `/api/contests?type=${type}`, await admin())).json().data.map((c: { _id: string }) => c._id)
  t.same(await list('upcoming'), [contestId])

  h.clock.set(STARTS)
  await h.contest.tick()
  t.same(await list('live'), [contestId])
  t.same((await h.call('GET', '/api/contests/totals', await admin())).json().data, { liveTotal: 1, upcomingtotal: 0, pastTotal: 0 })
  t.ok(h.pushes.some(p => p.message.event === 'timeOutupcomingContest'), 'the upcoming lists were told to reload')

  // Trading happens in matching; the leaderboard projection reports the standings.
  h.ranking.set(contestId, [
    standing('a', '12', 9, 4), standing('b', '8', 5, 1), standing('c', '8', 6, 2),
    standing('d', '20', 4, 4), // fewer than 5 orders: not a player
    standing('e', '5', 5, 0), // no filled trade: no prize
    standing('f', '-2', 5, 1),
  ])
  const live = (await h.call('POST', '/api/contest-results', await h.token('a'), { json: { contestId } })).json().data
  t.same(live.map((r: { name: string; rank: number; winner_amount: string }) => [r.name, r.rank, r.winner_amount]),
    [['user a', 1, '500.00'], ['user b', 2, '250.00'], ['user c', 2, '250.00'], ['user e', 4, '0.00'], ['user f', 5, '0.00']])

  h.clock.set(ENDS)
  await h.contest.tick()
  const stream = await h.store.readStream(`contest-${contestId}`)
  t.same(stream.map(e => e.type).slice(-6), ['ContestEnded', 'ContestSettled', 'ContestEvidenceSealed', 'PrizeAwarded', 'PrizeAwarded', 'PrizeAwarded'], 'the evidence is sealed before the prizes go out')
  t.same(Object.fromEntries(await Promise.all(players.map(async p => [p, (await h.balances(p)).winningamount]))),
    { a: '500.00', b: '250.00', c: '250.00', d: '0.00', e: '0.00', f: '0.00' })
  t.same(await list('past'), [contestId])
  t.match((await h.call('POST', '/api/contestByID-data', await admin(), { json: { _id: contestId } })).json().data.item, { contestStatus: 'Complete', contestType: 'Past' })
  t.ok(h.pushes.some(p => p.to === `contest:${contestId}` && p.message.event === 'timeOutLiveContest'))
  t.ok(h.pushes.some(p => p.message.event === 'contestFlagData' && (p.message.data as { contestStatus: string }).contestStatus === 'Complete'))

  // The result is in the events: folding the stream again explains every prize.
  const replayed = fold(stream.map(toContestEvent))
  t.same(replayed.phase, 'settled')
  t.same(replayed.results?.map(r => [r.userId, r.rank, r.prize]), [['a', 1, '500.00'], ['b', 2, '250.00'], ['c', 2, '250.00'], ['e', 4, '0.00'], ['f', 5, '0.00'], ['d', 6, '0.00']])
  t.same([...replayed.awarded].sort(), ['a', 'b', 'c'])

  // A fresh process rebuilds the same view from the log and pays nobody twice.
  h.ranking.set(contestId, [standing('f', '99', 9, 9)])
  const again = await h.restart()
  await again.contest.tick()
  const board = (await again.call('POST', '/api/contest-results', await again.token('admin-1', 'admin'), { json: { contestId } })).json().data
  t.same(board.map((r: { user_id: string; winner_amount: string }) => [r.user_id, r.winner_amount]), [['a', '500.00'], ['b', '250.00'], ['c', '250.00'], ['e', '0.00'], ['f', '0.00']], 'the recorded result, not the ranking of now')
  t.equal((await again.store.readStream('wallet-a')).filter(e => e.type === 'PrizeCredited').length, 1, 'the prize was credited once')
  t.same((await again.call('POST', '/api/user-data', await again.token('admin-1', 'admin'))).json().data[0], {
    rank: 1, user_id: 'a', name: 'user a', per: '12.00', percent: '12.00', portfoliovalue: '11200.000', bid_count: 9, order_count: 9,
    contest_virtualFund: '10000', winner_amount: '500.00',
  })
  const player = (await again.call('POST', '/api/contest-results', await again.token('a'), { json: { contestId } })).json().data
  t.same(player.map((r: { user_id: string }) => r.user_id), ['a', 'b', 'c', 'e', 'f'], 'a player of the contest sees the user ids')
  const outsider = (await again.call('POST', '/api/contest-results', await again.token('zed'), { json: { contestId } })).json().data
  t.same(outsider.map((r: { name: string }) => r.name), ['user a', 'user b', 'user c', 'user e', 'user f'], 'an outsider sees the ranking')
  t.notOk(outsider.some((r: object) => 'user_id' in r), 'without user ids')
  const global = (await again.call('POST', '/api/user-data', await again.token('a'))).json().data
  t.ok(global.length > 0 && global.every((r: object) => !('user_id' in r)), 'the global leaderboard shows players no user ids')
})

t.test('a deleted contest refunds every fee to the wallets it came from', async t => {
  const h = await startContest(t)
  const contestId = await addContest(h, { entryFee: '100' })
  await h.fund('u1', { cash: '100', winning: '30', reward: '100' })
  await h.fund('u2', { cash: '300' })
  const before = { u1: await h.balances('u1'), u2: await h.balances('u2') }
  for (const user of ['u1', 'u2']) await participate(h, contestId, user)
  t.same((await h.balances('u1')), { balance: '80.00', winningamount: '0.00', bonus: '50.00' })
  t.equal((await h.call('POST', '/api/contest-delete', await h.token('u1'), { json: { _id: contestId } })).statusCode, 403, 'admins only')

  const res = await h.call('POST', '/api/contest-delete', await h.token('admin-1', 'admin'), { json: { _id: contestId } })
  t.same(res.json(), { status: true, message: 'Contest deleted successfully' })
  t.same({ u1: await h.balances('u1'), u2: await h.balances('u2') }, before)
  const refunds = (await h.store.readStream(`contest-${contestId}`)).filter(e => e.type === 'PlayerRefunded')
  t.same(refunds.map(e => (e.data as { userId: string }).userId).sort(), ['u1', 'u2'])
  t.match(refunds.find(e => (e.data as { userId: string }).userId === 'u1')?.data, { split: { reward: '50.00', winning: '30.00', cash: '20.00' } })
  t.same((await h.call('GET', '/api/contests?type=upcoming', await h.token('u1'))).json().data, [], 'gone from the public lists')
  t.match((await h.call('GET', '/api/contests?type=my', await h.token('u1'))).json().data, [{ _id: contestId, contestStatus: 'Cancelled' }])

  h.clock.set(ENDS)
  await h.contest.tick()
  t.equal((await h.store.readStream('wallet-u1')).filter(e => e.type === 'EntryFeeRefunded').length, 1, 'ticking again refunds nobody twice')
  t.notOk((await h.store.readStream(`contest-${contestId}`)).some(e => e.type === 'ContestStarted'), 'a cancelled contest never starts')
})

/** A contest added, then one scheduler tick at `at`; `sent(event)` is what that tick pushed under the name. */
async function tickedAt(t: Test, at: string) {
  const h = await startContest(t)
  const contestId = await addContest(h)
  h.clock.set(at)
  h.pushes.length = 0
  await h.contest.tick()
  const sent = (event: string) => h.pushes.filter(p => p.message.event === event)
  return { h, contestId, sent }
}

t.test('the scheduler pushes the server time, each live contest timer and the dashboard totals', async t => {
  const { h, contestId, sent } = await tickedAt(t, '2026-03-01T10:45:00.000Z')
  t.match(sent('serverTime'), [{ to: 'all', message: { data: { serverTime: '2026-03-01T10:45:00.000Z' } } }])
  t.match(sent('liveContestTimerById'), [{ to: `contest:${contestId}`, message: { data: { contestId, endDays: 0, endHours: 0, endMinutes: 45, endSeconds: 0 } } }])
  t.match(sent('serverTimeLive'), [{ message: { data: { timers: [{ contestId, endMinutes: 45 }] } } }])
  t.match(sent('dashboardTotalContest'), [{ message: { data: { liveTotal: 1, upcomingtotal: 0, pastTotal: 0 } } }])
  t.match(sent('liveContest'), [{ message: { data: [{ _id: contestId, contestType: 'Live', currentStatus: 'INACTIVE' }] } }])
  h.pushes.length = 0
  await h.contest.tick()
  t.same(sent('liveContest'), [], 'lists are pushed only when something changed')
})

t.test("the past list goes out under the spec's listen name pastContestData", async t => {
  const { contestId, sent } = await tickedAt(t, '2026-03-01T12:00:00.000Z')
  t.match(sent('pastContestData'), [{ to: 'all', message: { data: [{ _id: contestId, contestType: 'Past' }] } }])
  t.same(sent('pastContestList'), [], 'pastContestList is the name the client emits, not what the server pushes')
})

t.test('settlement waits until every account is frozen: a fill decided before the end may still land after ContestEnded', async t => {
  const h = await startContest(t)
  const contestId = await addContest(h, { entryFee: '100', winningAmount: '1000', levels: '500,300,200' })
  for (const p of ['a', 'b']) {
    await h.fund(p, { cash: '100' })
    t.equal((await participate(h, contestId, p)).statusCode, 200)
  }
  h.clock.set(STARTS)
  await h.contest.tick()
  h.ranking.set(contestId, [standing('a', '3', 5, 1), standing('b', '1', 5, 1, false)])
  h.clock.set(ENDS)
  await h.contest.tick()
  const types = async () => (await h.store.readStream(`contest-${contestId}`)).map(e => e.type)
  t.same((await types()).slice(-2), ['ContestStarted', 'ContestEnded'], 'ended, not settled while b can still fill')
  await h.contest.tick()
  t.notOk((await types()).includes('ContestSettled'), 'and not on the next tick either')

  // b's last fill landed, then the account froze: b now leads.
  h.ranking.set(contestId, [standing('b', '4', 5, 2), standing('a', '3', 5, 1)])
  await h.contest.tick()
  const settled = (await h.store.readStream(`contest-${contestId}`)).find(e => e.type === 'ContestSettled')
  t.same((settled?.data as { results: { userId: string; prize: string }[] }).results.map(r => [r.userId, r.prize]), [['b', '500.00'], ['a', '300.00']])
})
