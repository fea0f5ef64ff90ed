import t from 'tap'
import { addContest, ENDS, participate } from './contests'
import { startContest, type Harness } from './harness'

const eventsOf = async (h: Harness, contestId: string) => (await h.store.readStream(`contest-${contestId}`)).map(e => ({ type: e.type, data: e.data }))
const ended = async (h: Harness, contestId: string) => (await eventsOf(h, contestId)).find(e => e.type === 'ContestEnded')?.data
const types = async (h: Harness, contestId: string) => (await eventsOf(h, contestId)).map(e => e.type)

/** A contest on BTCUSDT and ETHUSDT with one paid player. */
async function oneContest(h: Harness): Promise<string> {
  const contestId = await addContest(h)
  await h.fund('u1', { cash: '100' })
  await participate(h, contestId, 'u1')
  return contestId
}

t.test('the scheduler ends a contest at the last market price of each of its pairs and records them', async t => {
  const h = await startContest(t)
  const contestId = await oneContest(h)
  h.prices.last.set('BTCUSDT', '60608.00')
  h.prices.last.set('ETHUSDT', '3027.00')
  h.clock.set(ENDS)
  await h.contest.tick()
  t.same(await ended(h, contestId), { contestId, at: ENDS, finalPrices: { BTCUSDT: '60608.00', ETHUSDT: '3027.00' } })
  t.same((await types(h, contestId)).slice(-2), ['ContestSettled', 'ContestEvidenceSealed'], 'settlement follows in the same tick')
})

t.test('a pair without a price delays the end, and the contest ends and settles on the first tick that has one', async t => {
  const h = await startContest(t)
  const contestId = await oneContest(h)
  h.prices.last.delete('ETHUSDT')
  h.clock.set(ENDS)
  await h.contest.tick()
  h.clock.advance(1000)
  await h.contest.tick()
  t.notOk((await types(h, contestId)).includes('ContestEnded'), 'not ended while ETHUSDT has no price')
  t.notOk((await types(h, contestId)).includes('ContestSettled'))

  h.prices.last.set('ETHUSDT', '3027.00')
  h.clock.advance(1000)
  await h.contest.tick()
  t.same(await ended(h, contestId), { contestId, at: '2026-03-01T11:30:02.000Z', finalPrices: { BTCUSDT: '60000.00', ETHUSDT: '3027.00' } })
  t.same((await types(h, contestId)).slice(-2), ['ContestSettled', 'ContestEvidenceSealed'])
})

t.test('a contest past its end by more than the grace ends without the missing price and records which pair had none', async t => {
  const h = await startContest(t)
  const contestId = await oneContest(h)
  h.prices.last.delete('ETHUSDT')
  h.clock.set(new Date(Date.parse(ENDS) + 5 * 60_000))
  await h.contest.tick()
  t.notOk((await types(h, contestId)).includes('ContestEnded'), 'still waiting at exactly five minutes')
  h.clock.advance(1)
  await h.contest.tick()
  t.same(await ended(h, contestId), { contestId, at: '2026-03-01T11:35:00.001Z', finalPrices: { BTCUSDT: '60000.00' }, unpricedPairs: ['ETHUSDT'] })
  t.same((await types(h, contestId)).slice(-2), ['ContestSettled', 'ContestEvidenceSealed'])
})
