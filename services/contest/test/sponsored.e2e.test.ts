import t, { type Test } from 'tap'
import { sponsorStream, streams } from '@arena/contracts'
import { Decimal } from '@arena/domain'
import { PostgresEventStore, type EventStore } from '@arena/eventstore'
import { freshSchema, needs } from '@arena/testing'
import type { Standing } from '../src/index'
import { addContest, contestForm, ENDS, participate } from './contests'
import { multipart, png, startContest, type Harness } from './harness'

const postgresStore = (t: Test): Promise<PostgresEventStore> =>
  freshSchema(t, 'sponsor').open(place => PostgresEventStore.connect({ ...place, maxConnections: 4, migrate: true }))

const standing = (userId: string, gainPercent: string, orderCount: number, filledTrades: number): Standing =>
  ({ userId, gainPercent, orderCount, filledTrades, accountFrozen: true, portfolioValue: new Decimal(10000).times(new Decimal(gainPercent).div(100).plus(1)).toFixed(3) })

const types = async (store: EventStore, stream: string) => (await store.readStream(stream)).map(e => e.type)
const sum = (amounts: string[]) => amounts.reduce((total, a) => total.plus(a), new Decimal(0)).toFixed(2)

async function books(h: Harness, sponsorId: string) {
  const res = await h.call('GET', `/api/admin/sponsors/${sponsorId}/ledger`, await h.token('admin-1', 'admin'))
  t.equal(res.statusCode, 200, res.body)
  return res.json().data as { sponsor: Record<string, string>; ledger: { type: string; contestId: string | null; amount: string; available: string }[] }
}

t.test('a sponsor funds free contests: the books balance to the paisa after settlement, a retried payout and a cancellation, and again after a restart', needs('postgres'), async t => {
  const store = await postgresStore(t)
  const h = await startContest(t, { store, walletRoutes: true, playMode: 'free' })
  const admin = () => h.token('admin-1', 'admin')

  const created = await h.call('POST', '/api/admin/sponsors', await admin(), { json: { name: 'Chai Point', amount: '2000', note: 'Diwali campaign' } })
  t.equal(created.statusCode, 200, created.body)
  const sponsorId: string = created.json().data.sponsorId
  t.equal((await h.call('POST', `/api/admin/sponsors/${sponsorId}/grant`, await admin(), { json: { amount: '1000.50' } })).statusCode, 200)
  t.equal((await h.call('POST', `/api/admin/sponsors/${sponsorId}/grant`, await h.token('p1'), { json: { amount: '1' } })).statusCode, 403, 'a player grants nothing')

  await t.test('a pool larger than the available budget is refused on the sponsor field and writes nothing', async t => {
    const before = await store.headPosition()
    const res = await h.call('POST', '/api/contest-add', await admin(), { form: await multipart(contestForm({ entryFee: '0', sponsorId, winningAmount: '5000', levels: '5000' }), { bytes: png() }) })
    t.equal(res.statusCode, 400)
    t.same(res.json().errors, { sponsorId: "The sponsor's available budget (₹3000.50) is less than the prize pool" })
    t.equal(await store.headPosition(), before)
  })

  // 1000 reserved; three free players; only a and b win (c has no filled trade, d too few orders): 200 is left.
  const contestId = await addContest(h, { entryFee: '0', sponsorId, winningAmount: '1000', levels: '500,300,200' })
  t.match((await books(h, sponsorId)).sponsor, { granted: '3000.50', reserved: '1000.00', paid: '0.00', returned: '0.00', available: '2000.50' })
  const card = (await h.call('POST', '/api/contestByID-data', await h.token('a'), { json: { _id: contestId } })).json().data.item
  t.match(card, { entryFee: '0.00', winningAmount: '1000.00', sponsorName: 'Chai Point' }, 'the card says who sponsors it')
  for (const p of ['a', 'b', 'c', 'd']) t.equal((await participate(h, contestId, p)).statusCode, 200, `${p} joins without paying`)
  h.ranking.set(contestId, [standing('a', '12', 9, 4), standing('b', '8', 5, 1), standing('c', '-1', 5, 0), standing('d', '20', 4, 4)])

  // A second sponsored contest, deleted before it starts: the whole pool goes back.
  const cancelled = await addContest(h, { entryFee: '0', sponsorId, winningAmount: '600', levels: '600', contestName: 'Evening Sprint' })
  t.equal((await h.call('POST', '/api/contest-delete', await admin(), { json: { _id: cancelled } })).statusCode, 200)
  t.same((await types(store, streams.contest(cancelled))).slice(-2), ['ContestCancelled', 'SponsorPoolClosed'])

  // The process dies after the sponsor paid b's prize but before b's wallet was credited.
  const creditPrize = h.wallet.handlers.creditPrize
  h.wallet.handlers.creditPrize = async (c, cause) => {
    if (c.userId === 'b') throw new Error('wallet down')
    return creditPrize(c, cause)
  }
  h.clock.set(ENDS)
  await h.contest.tick()
  const afterCrash = await types(store, sponsorStream(sponsorId))
  t.equal(afterCrash.filter(e => e === 'SponsorPrizePaid').length, 2, 'both prizes left the reservation')
  t.equal(afterCrash.filter(e => e === 'SponsorPoolReturned').length, 1, 'only the cancelled pool is back: the settled one stays open while a prize is unpaid')

  h.wallet.handlers.creditPrize = creditPrize
  await h.contest.tick()
  const settledHead = await store.headPosition()
  await h.contest.tick()
  await h.contest.tick()
  t.equal(await store.headPosition(), settledHead, 'settling again writes nothing')

  const sponsorEvents = await store.readStream(sponsorStream(sponsorId))
  t.same(sponsorEvents.map(e => e.type), [
    'SponsorCreated', 'SponsorBudgetGranted', 'SponsorBudgetGranted', 'SponsorPoolReserved', 'SponsorPoolReserved', 'SponsorPoolReturned',
    'SponsorPrizePaid', 'SponsorPrizePaid', 'SponsorPoolReturned',
  ])
  const of = (type: string, contest?: string) => sponsorEvents.filter(e => e.type === type && (contest === undefined || (e.data as { contestId: string }).contestId === contest)).map(e => (e.data as { amount: string }).amount)
  t.same(of('SponsorPoolReturned', contestId), ['200.00'], 'the unspent 200 of the settled contest went back')
  t.same(of('SponsorPoolReturned', cancelled), ['600.00'], 'the whole pool of the cancelled one went back')

  const credits = (await Promise.all(['a', 'b', 'c', 'd'].map(async p => (await store.readStream(streams.wallet(p))).filter(e => e.type === 'PrizeCredited'))))
    .flat().map(e => e.data as { contestId: string; amount: string })
  t.same(credits.map(c => c.amount), ['500.00', '300.00'], 'each winner credited once')
  t.equal(sum(of('SponsorPrizePaid')), sum(credits.map(c => c.amount)), 'paid prizes = winners\' credits')
  t.same(await h.balances('b'), { balance: '0.00', winningamount: '300.00', bonus: '0.00' }, 'sponsored prizes land in the winning wallet')
  const withdrawn = await h.wallet.handlers.requestWithdrawal({ commandId: 'w-b', at: h.clock.now().toISOString(), userId: 'b', withdrawalId: 'w-b', amount: '300', bankAccountId: 'bank-1' })
  t.match(withdrawn.events, [{ type: 'WithdrawalRequested', data: { amount: '300.00', tds: { tax: '69.23', paid: '230.77' } } }], 'and withdraw in free play with TDS as any prize')

  const final = (await books(h, sponsorId)).sponsor
  t.match(final, { granted: '3000.50', reserved: '0.00', paid: '800.00', returned: '800.00', available: '2200.50' })
  const granted = new Decimal(final.granted!)
  t.ok(granted.equals(new Decimal(final.available!).plus(final.reserved!).plus(final.paid!)), 'granted = available + still reserved + paid')
  t.equal(sum(of('SponsorPoolReserved')), sum([...of('SponsorPrizePaid'), ...of('SponsorPoolReturned')]), 'reserved = paid + returned')
  const reservedLessReturned = new Decimal(sum(of('SponsorPoolReserved'))).minus(sum(of('SponsorPoolReturned')))
  t.equal(sum(of('SponsorBudgetGranted')), reservedLessReturned.plus(final.available!).toFixed(2), 'granted = reserved - returned + available')

  const ledger = (await books(h, sponsorId)).ledger
  t.equal(ledger.at(-1)!.available, '2200.50', 'the ledger\'s running balance ends at the available budget')

  const beforeRestart = await store.headPosition()
  const again = await h.restart()
  t.same((await books(again, sponsorId)).sponsor, final, 'the events read again give the same books')
  t.same((await books(again, sponsorId)).ledger, ledger, 'and the same ledger')
  await again.contest.tick()
  t.equal(await again.store.headPosition(), beforeRestart, 'the restarted scheduler pays and returns nothing again')
})

t.test('a sponsored pool is fixed: its sponsor and amount cannot change, and an unsponsored contest cannot gain one', needs('postgres'), async t => {
  const store = await postgresStore(t)
  const h = await startContest(t, { store, walletRoutes: true })
  const admin = await h.token('admin-1', 'admin')
  const sponsorId = (await h.call('POST', '/api/admin/sponsors', admin, { json: { name: 'Acme', amount: '5000' } })).json().data.sponsorId
  const sponsored = await addContest(h, { sponsorId, entryFee: '50' })
  const plain = await addContest(h)
  const update = async (fields: Record<string, string>) => h.call('POST', '/api/contest-update', admin, { json: { _id: sponsored, ...fields } })
  const moved = await update({ winningAmount: '900', levels: '500,400' })
  t.equal(moved.statusCode, 409)
  t.same(moved.json().errors, { winningAmount: 'The prize pool of a sponsored contest cannot change' })
  t.equal((await update({ contestName: 'Renamed' })).statusCode, 200, 'other terms still change')
  const gained = await h.call('POST', '/api/contest-update', admin, { json: { _id: plain, sponsorId } })
  t.equal(gained.statusCode, 409)
  t.same(gained.json().errors, { sponsorId: 'The sponsor is chosen when the contest is created and cannot change' })
  const zero = await h.call('POST', '/api/contest-add', admin, { form: await multipart(contestForm({ sponsorId, winningAmount: '0', levels: '' }), { bytes: png() }) })
  t.equal(zero.statusCode, 400)
  t.match(zero.json().errors, { winningAmount: 'A sponsored contest needs a prize pool above 0' })
  t.match((await books(h, sponsorId)).sponsor, { reserved: '1000.00', available: '4000.00' }, 'in paid mode a sponsor funds the pool of a contest with a fee')
})

t.test('switched to PLAY_MODE=free, a deployment takes no fee for a contest made before and confirms no pending deposit, but still refunds', needs('postgres'), async t => {
  const store = await postgresStore(t)
  const paid = await startContest(t, { store, walletRoutes: true })
  const contestId = await addContest(paid, { entryFee: '100' })
  await paid.fund('p1', { cash: '100' })
  t.equal((await participate(paid, contestId, 'p1')).statusCode, 200)
  const filed = await paid.call('POST', '/api/deposit-request', await paid.token('p2'), { json: { amount: '500', method: 'UPI', reference: '123456789012' } })
  t.equal(filed.statusCode, 200)

  const free = await paid.restart({ playMode: 'free' })
  await free.fund('p2', { reward: '200' })
  const before = await store.headPosition()
  const joined = await participate(free, contestId, 'p2')
  t.equal(joined.statusCode, 403)
  t.equal(joined.json().message, 'Entry fees are turned off: contests here are free to play')
  const confirmed = await free.call('POST', `/api/admin/deposits/${filed.json().data._id}/confirm`, await free.token('admin-1', 'admin'))
  t.equal(confirmed.statusCode, 403)
  t.equal(confirmed.json().message, 'Deposits are turned off: contests here are free to play, with prizes from sponsors')
  t.equal(await store.headPosition(), before, 'neither wrote anything')

  t.equal((await free.call('POST', '/api/contest-delete', await free.token('admin-1', 'admin'), { json: { _id: contestId } })).statusCode, 200)
  t.same(await free.balances('p1'), { balance: '100.00', winningamount: '0.00', bonus: '0.00' }, 'the fee paid before the switch comes back')
})
