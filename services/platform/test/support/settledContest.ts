import { bonusLanded, depositConfirmedByAdmin, join, ok, post, signInAdmin, signUp, type Player } from './contestPeople'
import { bootWorld, type ContestWorld } from './contestWorld'
import { formBody } from './forms'
import { contestForm, END, MARKET_TICKS, minute, names, orders, START, ticked, type Name } from './wholeContestPlan'

/** A real 1x1 PNG: the logo is judged by its bytes. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

export interface SettledContest {
  w: ContestWorld
  contestId: string
  boss: Player
  people: Record<Name, Player>
}

/**
 * The whole-contest plan (wholeContestPlan.ts) run straight to settlement: six players join, trade
 * through the seeded market (fills at once, resting fills, a stop-loss, a cancel, a tie) and the
 * contest ends, settles and pays. For tests of what comes after settlement.
 */
export async function settledContest(t: { teardown(fn: () => unknown): void }): Promise<SettledContest> {
  const w = await bootWorld(t)
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
  await w.settle()
  w.clock.set(START)
  await w.modules.contest.tick()
  await w.settle()
  await w.tickMarket(minute(0))
  for (const name of names) {
    for (const { placed: _, cancel, ...order } of orders[name]) {
      const answer = (await post(w, '/api/order-add', people[name].token, { contest_id: contestId, ...order })).data
      if (cancel) await post(w, '/api/order-delete', people[name].token, { _id: answer._id })
    }
  }
  await w.settle()
  for (let k = 1; k <= MARKET_TICKS; k++) await w.tickMarket(minute(k))
  w.clock.set(END)
  await w.modules.contest.tick()
  await w.settle()
  return { w, contestId, boss, people }
}
