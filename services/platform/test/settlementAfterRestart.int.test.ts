import t from 'tap'
import { streams } from '@arena/contracts'
import { balances, signInAdmin } from './support/contestPeople'
import { bootWorld, type ContestWorld } from './support/contestWorld'
import { endTimeReached, joinedContest, playedToEnd } from './support/settledContest'
import { countIn, typesIn } from './support/replay'
import { END, final, names, walletsAtEnd } from './support/wholeContestPlan'

/** The process dies just before it records the result: the one append it never makes is ContestSettled. */
function dieBeforeSettling(w: ContestWorld): void {
  const append = w.store.append.bind(w.store)
  w.store.append = async (stream, events, expected) => {
    if (events.some(e => e.type === 'ContestSettled')) throw new Error('process died before ContestSettled')
    return append(stream, events, expected)
  }
}

type Result = { userId: string; rank: number; portfolioValue: string; gainPercent: string; orderCount: number; filledTrades: number; prize: string }

t.test('a process that restarts between the end and the settlement pays the same winners the same amounts, each once', async t => {
  const w = await bootWorld(t)
  const { contestId, people } = await joinedContest(w, await signInAdmin(w))
  await playedToEnd(w, { contestId, people })
  dieBeforeSettling(w)
  await endTimeReached(w)
  t.same((await typesIn(w.store, streams.contest(contestId))).slice(-2), ['ContestStarted', 'ContestEnded'], 'ended, not settled')
  const ended = (await w.store.readStream(streams.contest(contestId))).at(-1)!.data
  t.same(ended, { contestId, at: END.toISOString(), finalPrices: { BTCUSDT: '60608.00000000', ETHUSDT: '3027.00000000' } }, 'the plan\'s final prices')

  const again = await w.restart()
  t.not(again.feed.lastPrice('BTCUSDT'), '60608.00000000', 'the new process\'s market is elsewhere, and it never ticks')
  await again.modules.contest.tick()
  await again.settle()
  await again.modules.contest.tick()
  await again.settle()

  const settled = (await again.store.readStream(streams.contest(contestId))).find(e => e.type === 'ContestSettled')!.data as { results: Result[] }
  const nameOf = new Map(names.map(name => [people[name].id, name]))
  const byName = Object.fromEntries(settled.results.map(r =>
    [nameOf.get(r.userId), { value: r.portfolioValue, gain: r.gainPercent, rank: r.rank, prize: r.prize, orders: r.orderCount, fills: r.filledTrades }]))
  t.same(byName, final, 'the result the contest has without a restart: values at the final prices, not at the fills')
  t.equal(await countIn(again.store, streams.contest(contestId), 'PrizeAwarded'), 3)
  for (const name of names) {
    t.equal(await countIn(again.store, streams.wallet(people[name].id), 'PrizeCredited'), final[name].prize === '0.00' ? 0 : 1, `${name} paid once at most`)
    t.same(await balances(again, people[name]), walletsAtEnd[name], `${name}'s wallets are as without the restart`)
  }
})
