import t from 'tap'
import { contestPushEvents as e } from '@arena/contracts'
import { addContest, participate } from './contests'
import { startContest, type Harness } from './harness'

/**
 * Issue 18: a private contest is invisible without its code. Through HTTP: every list, the
 * detail and leaderboard calls and the pushes leave it out for a player without the code; after
 * redeeming the code (the /contest/join/<code> link) it appears, and joining works as usual.
 */

// 16:00 to 17:00 India time on 1 March 2026; the harness clock is 10:00Z (15:30 India).
const privateForm = (overrides: Record<string, string> = {}) => ({
  contestName: 'Friends Cup', startTime: '2026-03-01T16:00', endTime: '2026-03-01T17:00', entryFee: '100', virtualFund: '10000',
  winningAmount: '300', max_particepate: '5', levels: '200,100', pairs: 'BTCUSDT', description: 'Just us', ...overrides,
})

async function createPrivate(h: Harness, userId: string, overrides: Record<string, string> = {}) {
  return h.call('POST', '/api/private-contest-add', await h.token(userId), { json: privateForm(overrides) })
}

const ids = (res: { json: () => any }): string[] => (res.json().data as { _id: string }[]).map(c => c._id)

async function everyPlace(h: Harness, userId: string, contestId: string): Promise<Record<string, boolean>> {
  const token = await h.token(userId)
  const seen: Record<string, boolean> = {}
  for (const type of ['live', 'upcoming', 'past', 'my']) seen[`list ${type}`] = ids(await h.call('GET', `/api/contests?type=${type}`, token)).includes(contestId)
  for (const url of ['/api/contestByID-data', '/api/liveContestById', '/api/contest-results']) {
    seen[url] = (await h.call('POST', url, token, { json: { _id: contestId, contestId } })).statusCode === 200
  }
  // These answer 409 until the contest is over: only a 404 means "no such contest" to the caller.
  for (const url of [`/api/contests/${contestId}/replay`, `/api/contest/${contestId}/evidence/head`]) {
    seen[url.replace(contestId, ':id')] = (await h.call('GET', url, token)).statusCode !== 404
  }
  return seen
}

t.test('a private contest is invisible without its code and visible after redeeming it', async t => {
  const h = await startContest(t)
  const publicId = await addContest(h)
  const made = await createPrivate(h, 'creator')
  t.equal(made.statusCode, 200, made.body)
  const contest = made.json().data
  t.match(contest, { private: true, joinCode: /^[A-Z2-9]{10}$/, contestName: 'Friends Cup', winningAmount: '300.00', max_particepate: 5 })
  const { _id: id, joinCode } = contest as { _id: string; joinCode: string }

  const nowhere = await everyPlace(h, 'stranger', id)
  t.same(Object.entries(nowhere).filter(([, seen]) => seen), [], 'a player without the code finds it nowhere')
  t.ok(ids(await h.call('GET', '/api/contests?type=upcoming', await h.token('stranger'))).includes(publicId), 'while public contests show')
  const totals = (await h.call('GET', '/api/contests/totals', await h.token('stranger'))).json().data
  t.equal(totals.upcomingtotal, 1, 'the totals count only the public contest')

  await h.contest.tick()
  const leaked = h.pushes.filter(p => p.to === 'all' && JSON.stringify(p.message).includes(id))
  t.same(leaked, [], 'no push to everyone names it')

  // The creator sees it and its code; admins see all.
  t.ok(ids(await h.call('GET', '/api/contests?type=upcoming', await h.token('creator'))).includes(id), 'the creator lists it')
  const mine = await h.call('GET', '/api/private-contests', await h.token('creator'))
  t.match(mine.json().data, [{ _id: id, joinCode }], 'the creator gets the code to share')
  t.same((await h.call('GET', '/api/private-contests', await h.token('stranger'))).json().data, [], 'nobody else gets it')
  t.ok(ids(await h.call('GET', '/api/contests?type=upcoming', await h.token('boss', 'admin'))).includes(id), 'an admin lists it')

  // Joining by id without the code answers like an unknown contest.
  const sneaky = await participate(h, id, 'stranger')
  const unknown = await participate(h, '00000000-0000-4000-8000-000000000000', 'stranger')
  t.same([sneaky.statusCode, sneaky.json()], [unknown.statusCode, unknown.json()], 'joining by id without the code looks like an unknown contest')

  // The friend opens the link: the contest shows everywhere a public one would, and joining works.
  const opened = await h.call('POST', '/api/private-contest/join-code', await h.token('friend'), { json: { joinCode: joinCode.toLowerCase() } })
  t.equal(opened.statusCode, 200, opened.body)
  t.match(opened.json().data, { _id: id, joinCode })
  const seen = await everyPlace(h, 'friend', id)
  t.same(seen, { 'list live': false, 'list upcoming': true, 'list past': false, 'list my': false, '/api/contestByID-data': true, '/api/liveContestById': true, '/api/contest-results': true, '/api/contests/:id/replay': true, '/api/contest/:id/evidence/head': true })
  await h.fund('friend', { cash: '500' })
  const joined = await participate(h, id, 'friend', { cashWalletChecked: true })
  t.equal(joined.statusCode, 200, joined.body)
  t.equal((await h.balances('friend')).balance, '400.00', 'the fee came out of the cash wallet as in a public contest')
  t.ok(ids(await h.call('GET', '/api/contests?type=my', await h.token('friend'))).includes(id), 'it is in the friend\'s own list')
  await h.contest.tick()
  t.ok(h.pushes.some(p => p.to === 'user:friend' && p.message.event === e.mine && JSON.stringify(p.message.data).includes(id)), 'and pushed to the friend alone')

  // A join with the code in the body works too, without redeeming first.
  await h.fund('other', { cash: '500' })
  const direct = await participate(h, id, 'other', { cashWalletChecked: true, joinCode })
  t.equal(direct.statusCode, 200, direct.body)

  // Phase changes go to those who may see it, never to everyone.
  h.pushes.length = 0
  h.clock.set('2026-03-01T10:30:00.000Z')
  await h.contest.tick()
  t.same(h.pushes.filter(p => p.to === 'all' && JSON.stringify(p.message).includes(id)), [], 'the start is not pushed to everyone')
  t.ok(h.pushes.some(p => p.to === 'user:friend' && p.message.event === e.timeOutUpcoming), 'the friend hears it started')
  t.notOk(await everyPlace(h, 'stranger', id).then(s => Object.values(s).some(Boolean)), 'still invisible to the stranger once live')
})

t.test('a wrong code is indistinguishable from an unknown one, and tries are limited per player', async t => {
  const h = await startContest(t)
  const { joinCode } = (await createPrivate(h, 'creator')).json().data as { joinCode: string }
  const wrongCode = joinCode.slice(0, 9) + (joinCode.endsWith('A') ? 'B' : 'A')
  const token = await h.token('prober')
  const tryCode = (code: string, as = token) => h.call('POST', '/api/private-contest/join-code', as, { json: { joinCode: code } })
  const wrong = await tryCode(wrongCode)
  const unknown = await tryCode('ZZZZZZZZZZ')
  const malformed = await tryCode('nope')
  t.equal(wrong.statusCode, 404)
  t.same([unknown.statusCode, unknown.json()], [wrong.statusCode, wrong.json()], 'an unknown code answers the same')
  t.same([malformed.statusCode, malformed.json()], [wrong.statusCode, wrong.json()], 'so does a malformed one')
  for (let i = 3; i < 10; i++) t.equal((await tryCode('ZZZZZZZZZ' + String(i)[0]!.replace(/[01]/, '2'))).statusCode, 404)
  const blocked = await tryCode(joinCode)
  t.equal(blocked.statusCode, 429, 'after 10 wrong codes even the right one waits')
  t.equal((await tryCode(joinCode, await h.token('someone-else'))).statusCode, 200, 'the limit is per player')
  const id = (await h.call('GET', '/api/private-contests', await h.token('creator'))).json().data[0]._id as string
  t.equal((await participate(h, id, 'prober', { cashWalletChecked: true, joinCode })).statusCode, 429, 'a join with a code waits too')
  h.clock.advance(15 * 60_000 + 1)
  for (let i = 0; i < 10; i++) t.equal((await participate(h, id, 'prober', { cashWalletChecked: true, joinCode: wrongCode })).statusCode, 404)
  t.equal((await tryCode(joinCode)).statusCode, 429, 'wrong codes sent with a join count as well')
  h.clock.advance(15 * 60_000 + 1)
  t.equal((await tryCode(joinCode)).statusCode, 200, 'the window passes')
})

t.test('player limits: active private contests per player, and the rules of the shared form', async t => {
  const h = await startContest(t)
  for (let i = 0; i < 3; i++) t.equal((await createPrivate(h, 'busy')).statusCode, 200)
  const fourth = await createPrivate(h, 'busy')
  t.equal(fourth.statusCode, 409)
  t.match(fourth.json(), { status: false, message: 'You can have at most 3 upcoming or live private contests' })
  const soon = await createPrivate(h, 'hasty', { startTime: '2026-03-01T15:32', endTime: '2026-03-01T17:00' })
  t.equal(soon.statusCode, 400)
  t.same(soon.json().errors, { startTime: 'Start time must be at least 5 minutes from now' })
  const rich = await createPrivate(h, 'hasty', { max_particepate: '2', levels: '300', winningAmount: '300' })
  t.same(rich.json().errors, { levels: 'Prize pool cannot be more than the entry fees of all seats' })
})

t.test('the admin form makes a private contest with its "private" box', async t => {
  const h = await startContest(t)
  const id = await addContest(h, { private: 'true' })
  const admin = await h.call('POST', '/api/contestByID-data', await h.token('admin-1', 'admin'), { json: { _id: id } })
  t.match(admin.json().data.item, { private: true, joinCode: /^[A-Z2-9]{10}$/ })
  t.equal((await h.call('POST', '/api/contestByID-data', await h.token('stranger'), { json: { _id: id } })).statusCode, 404)
  const publicId = await addContest(h)
  t.notOk('joinCode' in (await h.call('POST', '/api/contestByID-data', await h.token('stranger'), { json: { _id: publicId } })).json().data.item)
})
