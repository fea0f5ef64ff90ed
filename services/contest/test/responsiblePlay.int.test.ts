import t from 'tap'
import { addContest, participate } from './contests'
import { FakePlayers, startContest } from './harness'

/** Players whose break the test sets, as the platform reads it from the wallet. */
class PlayersOnBreak extends FakePlayers {
  readonly breaks = new Map<string, { kind: 'timeOut' | 'selfExclusion'; until: string }>()
  breakOf(userId: string) {
    return this.breaks.get(userId) ?? null
  }
}

t.test('a player on a break cannot join any contest, a free one included, and nothing is held', async t => {
  const players = new PlayersOnBreak()
  const h = await startContest(t, { players })
  players.breaks.set('u1', { kind: 'selfExclusion', until: '2026-09-01T10:00:00.000Z' })
  const free = await addContest(h, { entryFee: '0', winningAmount: '0', levels: '' })
  const refused = await participate(h, free, 'u1')
  t.equal(refused.statusCode, 403)
  t.same(refused.json(), {
    status: false,
    message: 'You are on a self-exclusion until 1 Sep 2026, 15:30 IST: deposits and contests are closed until then. You can still withdraw your winnings and see your history.',
    errors: { contest_id: 'You are on a self-exclusion until 1 Sep 2026, 15:30 IST: deposits and contests are closed until then. You can still withdraw your winnings and see your history.' },
  })
  t.same((await h.store.readStream(`contest-${free}`)).map(e => e.type), ['ContestCreated'], 'no seat was held')
  t.equal((await participate(h, free, 'u2')).statusCode, 200, 'others join as usual')
})

t.test('the wallet refuses the fee of a break taken after the contest looked: the seat goes back, nothing is charged', async t => {
  // No break lookup here: only the wallet's own check, atomic with the fee, stands between the player and the contest.
  const h = await startContest(t)
  const contestId = await addContest(h, { entryFee: '100' })
  await h.fund('u1', { cash: '500' })
  await h.wallet.handlers.takeBreak({ commandId: 'break-1', at: h.clock.now().toISOString(), userId: 'u1', duration: '24h' })
  const refused = await participate(h, contestId, 'u1')
  t.equal(refused.statusCode, 400)
  t.match(refused.json().message, /^You are on a time-out until/)
  t.same(await h.balances('u1'), { balance: '500.00', winningamount: '0.00', bonus: '0.00' })
  t.match((await h.store.readStream(`contest-${contestId}`)).map(e => e.type), ['ContestCreated', 'SeatHeld', 'SeatReleased'])
})
