import t from 'tap'
import { addContest, contestForm, participate } from './contests'
import { multipart, png, startContest } from './harness'

const exe = () => Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(2_000)])

t.test('an admin adds a contest: times read in India time, stored as instants, rules sanitised, logo served', async t => {
  const h = await startContest(t)
  const res = await h.call('POST', '/api/contest-add', await h.token('admin-1', 'admin'), { form: await multipart(contestForm(), { bytes: png() }) })
  t.equal(res.statusCode, 200)
  const item = res.json().data
  t.match(item, {
    contestName: 'Morning Sprint', contestType: 'Upcomming', contestStatus: 'Upcoming', startDate: '2026-03-01', startTime: '2026-03-01T16:00:00+05:30',
    endTime: '2026-03-01T17:00:00+05:30', startAt: '2026-03-01T10:30:00.000Z', endAt: '2026-03-01T11:30:00.000Z', entryFee: '100.00',
    winningAmount: '1000.00', virtualFund: '10000', max_particepate: 100, numOfParticipation: 0, levels: '500.00,300.00,200.00', pairRealName: 'BTCUSDT',
    pairs: ['BTCUSDT', 'ETHUSDT'], description: '<p>Trade <b>well</b></p>&lt;script&gt;alert(1)&lt;/script&gt;', contestLogo: /^\/api\/contestLogo\/[0-9a-f-]{36}\.png$/,
  })
  const created = (await h.store.readStream(`contest-${item._id}`))[0]
  t.match(created?.data, { startAt: '2026-03-01T10:30:00.000Z', createdBy: 'admin:admin-1' })
  const logo = await h.app.inject({ method: 'GET', url: item.contestLogo })
  t.equal(logo.headers['content-type'], 'image/png')
  t.equal(logo.rawPayload.length, 2_000)
  t.equal((await h.app.inject({ method: 'GET', url: '/api/contestLogo/..%2F..%2Fetc%2Fpasswd' })).statusCode, 404)
  const detail = await h.call('POST', '/api/contestByID-data', await h.token('u1'), { json: { _id: item._id } })
  t.match(detail.json(), { status: true, data: { item: { _id: item._id, currentStatus: 'INACTIVE' }, pair: [{ pairRealName: 'BTCUSDT' }, { pairRealName: 'ETHUSDT' }] } })
})

t.test('only an admin may add, edit or delete a contest', async t => {
  const h = await startContest(t)
  const form = await multipart(contestForm(), { bytes: png() })
  t.equal((await h.call('POST', '/api/contest-add', undefined, { form })).statusCode, 401)
  t.equal((await h.call('POST', '/api/contest-add', await h.token('u1'), { form })).statusCode, 403)
  t.equal((await h.call('POST', '/api/contest-update', await h.token('u1'), { json: { _id: 'x' } })).statusCode, 403)
  t.equal((await h.call('POST', '/api/contest-delete', await h.token('u1'), { json: { _id: 'x' } })).statusCode, 403)
  t.equal(h.contest.view.all().length, 0)
})

t.test('a bad form gets field errors under the spec field names and stores nothing', async t => {
  const h = await startContest(t)
  const admin = await h.token('admin-1', 'admin')
  const bad = await h.call('POST', '/api/contest-add', admin, {
    form: await multipart(contestForm({ contestName: ' ', startTime: '2026-02-30T10:00', endTime: '2026-03-01T09:00', entryFee: '-1', virtualFund: '0', levels: '600,600', winningAmount: '1000', max_particepate: '', pairs: 'BTC' }), { bytes: exe() }),
  })
  t.equal(bad.statusCode, 400)
  t.same(bad.json().errors, {
    contestLogo: 'Please select valid Front image jpeg,png,gif.', contestName: 'Contest name is required', startTime: 'Please enter a valid start time',
    entryFee: 'Entry fee must be an amount of 0 or more with at most 2 decimals', virtualFund: 'Virtual fund must be an amount greater than 0',
    max_particepate: 'Max participants is required', winningAmount: 'Prize pool must equal the sum of the prize levels', pairs: 'Pairs must be USDT symbols such as BTCUSDT',
  })
  const late = await h.call('POST', '/api/contest-add', admin, { form: await multipart(contestForm({ startTime: '2026-03-01T15:00', endTime: '2026-03-01T15:00' })) })
  t.same(late.json().errors, { contestLogo: 'Contest logo is required', startTime: 'Start time must be in the future', endTime: 'End time must be after start time' })
  t.equal(h.contest.view.all().length, 0)
  t.equal(await h.store.headPosition(), 0)
})

t.test('a NUL in a form field is a field-keyed 400 like in a JSON body, and stores nothing', async t => {
  const h = await startContest(t)
  const res = await h.call('POST', '/api/contest-add', await h.token('admin-1', 'admin'), { form: await multipart(contestForm({ contestName: 'Cup\u0000' }), { bytes: png() }) })
  t.same([res.statusCode, res.json().errors], [400, { contestName: 'Contains a character that is not allowed' }])
  t.equal(await h.store.headPosition(), 0)
})

t.test('a prize pool its levels cannot pay is refused on add and on update, and nothing changes', async t => {
  const h = await startContest(t)
  const admin = await h.token('admin-1', 'admin')
  const add = await h.call('POST', '/api/contest-add', admin, { form: await multipart(contestForm({ winningAmount: '1000', levels: '100' }), { bytes: png() }) })
  t.equal(add.statusCode, 400)
  t.same(add.json().errors, { winningAmount: 'Prize pool must equal the sum of the prize levels' })
  t.equal(h.contest.view.all().length, 0)
  const contestId = await addContest(h)
  const before = await h.store.headPosition()
  const update = await h.call('POST', '/api/contest-update', admin, { json: { _id: contestId, levels: '100' } })
  t.equal(update.statusCode, 400)
  t.same(update.json().errors, { winningAmount: 'Prize pool must equal the sum of the prize levels' })
  t.equal(await h.store.headPosition(), before)
  const both = await h.call('POST', '/api/contest-update', admin, { json: { _id: contestId, levels: '100', winningAmount: '100' } })
  t.equal(both.statusCode, 200, 'pool and levels changed together are accepted')
  t.match(both.json().data, { winningAmount: '100.00', levels: '100.00' })
})

t.test('an update changes only what is sent, keeps the logo, and is refused once the contest has started', async t => {
  const h = await startContest(t)
  const contestId = await addContest(h)
  const admin = await h.token('admin-1', 'admin')
  const logo = h.contest.view.get(contestId)!.state.terms!.contestLogo
  const res = await h.call('POST', '/api/contest-update', admin, { form: await multipart({ _id: contestId, contestName: 'Evening Sprint', endTime: '2026-03-01T18:00' }) })
  t.equal(res.statusCode, 200)
  t.match(res.json().data, { contestName: 'Evening Sprint', endTime: '2026-03-01T18:00:00+05:30', entryFee: '100.00', max_particepate: 100 })
  t.equal(h.contest.view.get(contestId)!.state.terms!.contestLogo, logo)

  await h.fund('u1', { cash: '100' })
  await participate(h, contestId, 'u1')
  const locked = await h.call('POST', '/api/contest-update', admin, { json: { _id: contestId, entryFee: '50' } })
  t.equal(locked.statusCode, 409)
  t.same(locked.json().errors, { entryFee: 'Entry fee cannot change once players have joined' })

  h.clock.set('2026-03-01T10:30:00.000Z')
  await h.contest.tick()
  const started = await h.call('POST', '/api/contest-update', await h.token('admin-1', 'admin'), { json: { _id: contestId, contestName: 'Late' } })
  t.same(started.json(), { status: false, message: 'Only an upcoming contest can be edited' })
  t.equal((await h.call('POST', '/api/contest-update', await h.token('admin-1', 'admin'), { json: { _id: 'nope', contestName: 'x' } })).statusCode, 404)
})

t.test('several contests run at once, each in its own list by its own clock', async t => {
  const h = await startContest(t)
  const early = await addContest(h, { contestName: 'Early', startTime: '2026-03-01T16:00', endTime: '2026-03-01T16:30' })
  const late = await addContest(h, { contestName: 'Late', startTime: '2026-03-01T16:15', endTime: '2026-03-01T18:00' })
  const both = await addContest(h, { contestName: 'Long', startTime: '2026-03-01T16:05', endTime: '2026-03-01T20:00' })
  await h.fund('u1', { cash: '300' })
  for (const id of [early, late, both]) t.equal((await participate(h, id, 'u1')).statusCode, 200)
  h.clock.set('2026-03-01T10:50:00.000Z')
  await h.contest.tick()
  const token = await h.token('u1')
  const names = async (type: string) => (await h.call('GET', `/api/contests?type=${type}`, token)).json().data.map((c: { contestName: string }) => c.contestName)
  t.same(await names('live'), ['Early', 'Late', 'Long'], 'ending soonest first')
  t.same(await names('upcoming'), [])
  h.clock.set('2026-03-01T11:00:00.000Z')
  await h.contest.tick()
  t.same(await names('live'), ['Late', 'Long'])
  t.same(await names('past'), ['Early'])
  t.same((await names('my')).sort(), ['Early', 'Late', 'Long'])
  t.equal((await h.call('GET', '/api/contests?type=weird', token)).statusCode, 400)
})
