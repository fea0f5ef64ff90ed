import t, { type Test } from 'tap'
import { sponsorStream, streams } from '@arena/contracts'
import { Decimal } from '@arena/domain'
import { PostgresEventStore } from '@arena/eventstore'
import { freshSchema, needs } from '@arena/testing'
import { contestForm } from './contests'
import { multipart, png, startContest, START, type Harness } from './harness'

/** The wallet's grace for a reservation without its contest (ORPHANED_POOL_GRACE_MS). */
const GRACE_MS = 15 * 60_000

const postgresStore = (t: Test): Promise<PostgresEventStore> =>
  freshSchema(t, 'sponsorcrash').open(place => PostgresEventStore.connect({ ...place, maxConnections: 4, migrate: true }))

/** contest-add with the admin's idempotency key, as a resent request carries it. */
async function addWithKey(h: Harness, key: string, fields: Record<string, string>) {
  const form = await multipart(contestForm({ entryFee: '0', ...fields }), { bytes: png() })
  const headers: Record<string, string> = { ...form.headers, 'idempotency-key': key }
  return h.call('POST', '/api/contest-add', await h.token('admin-1', 'admin'), { form: { ...form, headers } as typeof form })
}

async function sponsorBooks(h: Harness, sponsorId: string) {
  const res = await h.call('GET', `/api/admin/sponsors/${sponsorId}/ledger`, await h.token('admin-1', 'admin'))
  return res.json().data.sponsor as Record<'granted' | 'available' | 'reserved' | 'paid' | 'returned', string>
}

function balances(t: Test, books: Record<'granted' | 'available' | 'reserved' | 'paid', string>) {
  t.ok(new Decimal(books.granted).equals(new Decimal(books.available).plus(books.reserved).plus(books.paid)), `granted ${books.granted} = available ${books.available} + reserved ${books.reserved} + paid ${books.paid}`)
}

/**
 * The process dies after the sponsor's reservation and before `ContestCreated`: neither the
 * contest append nor the immediate give-back happens (the wallet is gone too).
 */
function crashAfterReserving(h: Harness) {
  const execute = h.contest.commands.execute.bind(h.contest.commands)
  h.contest.commands.execute = async (contestId, command, cause) => {
    if (command.type === 'CreateContest') throw new Error('process killed')
    return execute(contestId, command, cause)
  }
  const sponsors = h.wallet.handlers.sponsors
  const run = sponsors.execute.bind(sponsors)
  sponsors.execute = async (command, cause) => {
    if (command.type === 'ReturnPool') throw new Error('process killed')
    return run(command, cause)
  }
}

type PoolEvent = { type: string; data: { contestId: string } }
const reservations = async (h: Harness, sponsorId: string) => ((await h.store.readStream(sponsorStream(sponsorId))) as unknown as PoolEvent[]).filter(e => e.type === 'SponsorPoolReserved')
const returns = async (h: Harness, sponsorId: string) => ((await h.store.readStream(sponsorStream(sponsorId))) as unknown as PoolEvent[]).filter(e => e.type === 'SponsorPoolReturned')

t.test('a crash between the sponsor reservation and the contest: the same request resent finishes the creation and reserves once', needs('postgres'), async t => {
  const store = await postgresStore(t)
  const first = await startContest(t, { store, walletRoutes: true, playMode: 'free' })
  const sponsorId: string = (await first.call('POST', '/api/admin/sponsors', await first.token('admin-1', 'admin'), { json: { name: 'Chai Point', amount: '2000' } })).json().data.sponsorId

  crashAfterReserving(first)
  const crashed = await addWithKey(first, 'add-1', { sponsorId, winningAmount: '1000', levels: '500,300,200' })
  t.equal(crashed.statusCode, 500, 'the request dies')
  t.match(await sponsorBooks(first, sponsorId), { reserved: '1000.00', available: '1000.00' }, 'the reservation was written')

  const h = await first.restart()
  const resent = await addWithKey(h, 'add-1', { sponsorId, winningAmount: '1000', levels: '500,300,200' })
  t.equal(resent.statusCode, 200, resent.body)
  const contestId: string = resent.json().data._id
  t.equal((await reservations(h, sponsorId)).length, 1, 'reserved once')
  t.equal((await reservations(h, sponsorId))[0]!.data.contestId, contestId, 'for the contest the resent request created')
  t.same((await h.store.readStream(streams.contest(contestId))).map(e => e.type), ['ContestCreated'])

  const again = await addWithKey(h, 'add-1', { sponsorId, winningAmount: '1000', levels: '500,300,200' })
  t.equal(again.statusCode, 200)
  t.equal(again.json().data._id, contestId, 'a third send answers the same contest')

  h.clock.set(new Date(Date.parse(START) + GRACE_MS + 60_000).toISOString())
  const head = await store.headPosition()
  await h.wallet.tick()
  t.equal(await store.headPosition(), head, 'past the grace, a reservation whose contest exists stays reserved')
  const books = await sponsorBooks(h, sponsorId)
  t.match(books, { granted: '2000.00', reserved: '1000.00', available: '1000.00', paid: '0.00', returned: '0.00' })
  balances(t, books)
})

t.test('a crash between the sponsor reservation and the contest: past the grace the reservation goes back once, and the old request cannot reuse it', needs('postgres'), async t => {
  const store = await postgresStore(t)
  const first = await startContest(t, { store, walletRoutes: true, playMode: 'free' })
  const sponsorId: string = (await first.call('POST', '/api/admin/sponsors', await first.token('admin-1', 'admin'), { json: { name: 'Chai Point', amount: '2000' } })).json().data.sponsorId

  crashAfterReserving(first)
  t.equal((await addWithKey(first, 'add-1', { sponsorId, winningAmount: '600', levels: '600' })).statusCode, 500)
  const [reserved] = await reservations(first, sponsorId)
  const orphan = reserved!.data.contestId

  const h = await first.restart()
  await h.wallet.tick()
  t.equal((await returns(h, sponsorId)).length, 0, 'within the grace nothing is returned: the request may still be resent')

  h.clock.set(new Date(Date.parse(START) + GRACE_MS + 1).toISOString())
  await h.wallet.tick()
  const returned = await returns(h, sponsorId)
  t.equal(returned.length, 1, 'returned once')
  t.match(returned[0]!.data, { contestId: orphan, amount: '600.00', reason: 'Contest never created' })
  t.same(await h.store.readStream(streams.contest(orphan)), [], 'and there is still no contest')

  const head = await store.headPosition()
  await h.wallet.tick()
  const later = await h.restart()
  await later.wallet.tick()
  t.equal(await store.headPosition(), head, 'sweeping again, after a restart too, returns nothing more')

  const resent = await addWithKey(later, 'add-1', { sponsorId, winningAmount: '600', levels: '600' })
  t.equal(resent.statusCode, 409, resent.body)
  t.same(resent.json().errors, { sponsorId: 'The prize pool reserved for this request was given back to the sponsor; please add the contest again' })
  t.equal(await store.headPosition(), head, 'the old request reserves nothing and creates nothing')

  const fresh = await addWithKey(later, 'add-2', { sponsorId, winningAmount: '600', levels: '600' })
  t.equal(fresh.statusCode, 200, 'a new request reserves afresh')
  const books = await sponsorBooks(later, sponsorId)
  t.match(books, { granted: '2000.00', reserved: '600.00', available: '1400.00', paid: '0.00', returned: '600.00' })
  balances(t, books)
})
