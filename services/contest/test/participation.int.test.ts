import t from 'tap'
import { addContest, allTicked, participate } from './contests'
import { startContest } from './harness'

t.test('the fee is taken from the ticked wallets in the spec order: reward up to half, then winning, then cash', async t => {
  const h = await startContest(t)
  const contestId = await addContest(h, { entryFee: '100' })
  await h.fund('u1', { cash: '100', winning: '30', reward: '100' })
  const res = await participate(h, contestId, 'u1')
  t.same(res.json(), { status: true, message: 'You have successfully participated in the contest' })
  t.same(await h.balances('u1'), { balance: '80.00', winningamount: '0.00', bonus: '50.00' })
  const joined = (await h.store.readStream(`contest-${contestId}`)).find(e => e.type === 'PlayerJoined')
  t.match(joined?.data, { userId: 'u1', feeSplit: { reward: '50.00', winning: '30.00', cash: '20.00' }, virtualFund: '10000', seat: 1 })

  await h.fund('u2', { cash: '100', winning: '100', reward: '100' })
  await participate(h, contestId, 'u2', { cashWalletChecked: 'true', winningWalletChecked: false, rewardWalletChecked: 'true' })
  t.same(await h.balances('u2'), { balance: '50.00', winningamount: '100.00', bonus: '50.00' }, 'an unticked wallet is never touched')
})

t.test('a refused fee charges nothing, gives the seat back and lets the player try again', async t => {
  const h = await startContest(t)
  const contestId = await addContest(h, { entryFee: '100', max_particepate: '1' })
  await h.fund('u1', { cash: '40' })
  const refused = await participate(h, contestId, 'u1')
  t.equal(refused.statusCode, 400)
  t.same(refused.json(), { status: false, message: 'Insufficient balance in the selected wallets' })
  t.same(await h.balances('u1'), { balance: '40.00', winningamount: '0.00', bonus: '0.00' })
  t.match((await h.store.readStream(`contest-${contestId}`)).map(e => e.type), ['ContestCreated', 'SeatHeld', 'SeatReleased'])
  const none = await participate(h, contestId, 'u1', { cashWalletChecked: false, winningWalletChecked: false, rewardWalletChecked: false })
  t.same(none.json().message, 'Please select at least one wallet')

  await h.fund('u1', { cash: '60' })
  t.equal((await participate(h, contestId, 'u1')).statusCode, 200, 'the one seat was free again')
  t.same((await h.balances('u1')).balance, '0.00')
})

t.test('a full contest, a second join and a closed window are refused with their messages', async t => {
  const h = await startContest(t)
  const contestId = await addContest(h, { max_particepate: '1' })
  for (const user of ['u1', 'u2']) await h.fund(user, { cash: '500' })
  t.equal((await participate(h, contestId, 'u1')).statusCode, 200)
  t.same((await participate(h, contestId, 'u1')).json(), { status: false, message: 'You have already participated in this contest' })
  const full = await participate(h, contestId, 'u2')
  t.equal(full.statusCode, 409)
  t.same(full.json().message, 'Participation limit exceeded')
  h.clock.set('2026-03-01T11:30:00.000Z')
  const late = await addContest(h, { startTime: '2026-03-01T17:00', endTime: '2026-03-01T17:30' })
  h.clock.set('2026-03-01T12:00:00.000Z')
  t.same((await participate(h, late, 'u2')).json().message, 'This contest is closed for participation')
  t.same(await h.balances('u2'), { balance: '500.00', winningamount: '0.00', bonus: '0.00' })
})

t.test('residents of excluded states and players under 18 are refused, and nothing is charged', async t => {
  const h = await startContest(t)
  const paid = await addContest(h)
  const free = await addContest(h, { contestName: 'Practice Game', entryFee: '0', winningAmount: '0', levels: '' })
  await h.fund('u1', { cash: '500' })
  h.players.states.set('u1', 'Telangana')
  const res = await participate(h, paid, 'u1')
  t.equal(res.statusCode, 403)
  t.same(res.json(), { status: false, message: 'Residents of Telangana cannot participate in paid contests' })
  t.same((await h.balances('u1')).balance, '500.00')
  t.equal((await participate(h, free, 'u1', {})).statusCode, 200, 'the free practice game needs no payment and no residency check')
  t.same((await h.store.readStream('wallet-u1')).map(e => e.type), ['DepositRequested', 'DepositConfirmed'], 'no wallet was asked for the free game')

  h.players.ages.set('u2', 17)
  await h.fund('u2', { cash: '500' })
  t.same((await participate(h, paid, 'u2')).json().message, 'You must be at least 18 years old to participate')
  t.same((await h.balances('u2')).balance, '500.00')
})

t.test('a paid contest asks a player who declared nothing for birth date and state (428), charges nothing; a free one lets them in', async t => {
  const h = await startContest(t)
  const paid = await addContest(h)
  const free = await addContest(h, { contestName: 'Practice Game', entryFee: '0', winningAmount: '0', levels: '' })
  await h.fund('u1', { cash: '500' })
  h.players.undeclared.add('u1')
  const asked = await participate(h, paid, 'u1')
  t.equal(asked.statusCode, 428)
  t.same(asked.json(), {
    status: false, message: 'Please enter your date of birth and state of residence to join a paid contest',
    errors: { dob: 'Please enter your date of birth', state: 'Please select your state of residence' },
  })
  t.same((await h.balances('u1')).balance, '500.00')
  t.notOk((await h.store.readStream(`contest-${paid}`)).some(e => e.type === 'SeatHeld'), 'no seat was held')
  t.equal((await participate(h, free, 'u1', {})).statusCode, 200, 'the free game needs no declaration')
  h.players.undeclared.delete('u1')
  t.equal((await participate(h, paid, 'u1')).statusCode, 200, 'once declared, the paid join goes through')
})

t.test('the excluded states are the admin-configured list, not a hard-coded one', async t => {
  const h = await startContest(t)
  const contestId = await addContest(h)
  const admin = await h.token('admin-1', 'admin')
  t.equal((await h.call('POST', '/api/admin/contest-settings/excluded-states', await h.token('u9'), { json: { states: ['Goa'] } })).statusCode, 403)
  const set = await h.call('POST', '/api/admin/contest-settings/excluded-states', admin, { json: { states: ['Goa', ' goa ', 'Assam'] } })
  t.same(set.json(), { status: true, data: { states: ['Goa', 'Assam'] } })
  t.same((await h.call('GET', '/api/admin/contest-settings/excluded-states', admin)).json().data.states, ['Goa', 'Assam'])
  for (const [user, state] of [['u1', 'Goa'], ['u2', 'Telangana']] as const) {
    await h.fund(user, { cash: '500' })
    h.players.states.set(user, state)
  }
  t.equal((await participate(h, contestId, 'u1')).statusCode, 403)
  t.equal((await participate(h, contestId, 'u2')).statusCode, 200, 'a state taken off the list may join')
  const restarted = await h.restart()
  t.same((await restarted.call('GET', '/api/admin/contest-settings/excluded-states', admin)).json().data.states, ['Goa', 'Assam'], 'the list is stored as events')
})

t.test('a player reads their fund, starts playing and sees the contest as theirs', async t => {
  const h = await startContest(t)
  const contestId = await addContest(h)
  await h.fund('u1', { cash: '500' })
  const token = await h.token('u1')
  t.equal((await h.call('POST', '/api/participateById', token, { json: { contest_id: contestId } })).statusCode, 403, 'not joined yet')
  await participate(h, contestId, 'u1')
  t.match((await h.call('POST', '/api/participateById', token, { json: { contest_id: contestId, user_id: 'someone-else' } })).json(), { status: true, data: { virtualFund: '10000' } })
  t.match((await h.call('POST', '/api/liveContestById', token, { json: { contestId } })).json(), { currentStatus: 'ACTIVE', playNow: 'no', pairRealName: 'BTCUSDT' })
  t.equal((await h.call('POST', '/api/updatePlayNowCondition', token, { json: { contest_id: contestId } })).statusCode, 200)
  t.match((await h.call('POST', '/api/liveContestById', token, { json: { contestId } })).json(), { currentStatus: 'ACTIVE', playNow: 'yes' })
  t.match((await h.call('POST', '/api/liveContestById', await h.token('u2'), { json: { contestId } })).json(), { currentStatus: 'INACTIVE', playNow: 'no' })
  t.same((await h.call('GET', '/api/contests?type=my', token)).json().data.map((c: { _id: string }) => c._id), [contestId])
  t.same((await h.call('GET', '/api/contests?type=my', await h.token('u2'))).json().data, [])
})

t.test('30 players joining a 10-seat contest at once: 10 join and the others pay nothing', async t => {
  const h = await startContest(t)
  const contestId = await addContest(h, { max_particepate: '10' })
  const users = Array.from({ length: 30 }, (_, i) => `p${i}`)
  for (const user of users) await h.fund(user, { cash: '100' })
  const results = await Promise.all(users.map(user => participate(h, contestId, user, allTicked)))
  t.equal(results.filter(r => r.statusCode === 200).length, 10)
  t.equal(results.filter(r => r.statusCode === 409).length, 20)
  const balances = await Promise.all(users.map(user => h.balances(user)))
  t.equal(balances.filter(b => b.balance === '0.00').length, 10)
  t.equal(balances.filter(b => b.balance === '100.00').length, 20)
  t.match((await h.call('POST', '/api/contestByID-data', await h.token('p0'), { json: { _id: contestId } })).json().data.item, { numOfParticipation: 10, max_particepate: 10 })
})
