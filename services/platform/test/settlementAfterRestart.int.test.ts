import t from 'tap'
import { streams } from '@arena/contracts'
import { balances, bonusLanded, depositConfirmedByAdmin, join, ok, post, signInAdmin, signUp, type Player } from './support/contestPeople'
import { bootWorld, type ContestWorld } from './support/contestWorld'
import { formBody } from './support/forms'
import { countIn, typesIn } from './support/replay'
import { contestForm, END, final, MARKET_TICKS, minute, names, orders, START, ticked, walletsAtEnd, type Name } from './support/wholeContestPlan'

/** A real 1x1 PNG: the logo is judged by its bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

/** The whole-contest plan played up to its end time: six players joined, every order placed, the market moved. */
async function playedContest(w: ContestWorld): Promise<{ contestId: string; people: Record<Name, Player> }> {
  const boss = await signInAdmin(w)
  const form = formBody(contestForm, { contestLogo: PNG })
  const contestId: string = (await ok(w, { method: 'POST', url: '/api/contest-add', token: boss.token, raw: form.raw, headers: form.headers })).data._id
  const people = {} as Record<Name, Player>
  for (const name of names) {
    people[name] = await signUp(w, name)
    await bonusLanded(w, people[name], '50.00')
    await depositConfirmedByAdmin(w, boss, people[name], '100', `UTR${name}`)
    await join(w, people[name], contestId, ticked[name])
  }
  w.clock.set(START)
  await w.modules.contest.tick()
  await w.tickMarket(minute(0))
  for (const name of names) {
    for (const { placed: _, cancel, ...order } of orders[name]) {
      const answer = (await post(w, '/api/order-add', people[name].token, { contest_id: contestId, ...order })).data
      if (cancel) await post(w, '/api/order-delete', people[name].token, { _id: answer._id })
    }
  }
  for (let k = 1; k <= MARKET_TICKS; k++) await w.tickMarket(minute(k))
  return { contestId, people }
}

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
  const { contestId, people } = await playedContest(w)
  dieBeforeSettling(w)
  w.clock.set(END)
  await w.modules.contest.tick()
  await w.settle()
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
