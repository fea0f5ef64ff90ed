import { bonusLanded, depositConfirmedByAdmin, join, ok, post, signInAdmin, signUp, type Player } from './contestPeople'
import { bootWorld, type ContestWorld } from './contestWorld'
import { formBody } from './forms'
import { contestForm, END, MARKET_TICKS, minute, names, orders, START, ticked, type Name } from './wholeContestPlan'

/** A real 1x1 PNG: the logo is judged by its bytes. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

export interface JoinedContest {
  contestId: string
  people: Record<Name, Player>
}

export interface SettledContest extends JoinedContest {
  w: ContestWorld
  boss: Player
}

/**
 * The plan's contest created by `boss`, and its six players signed up (by `signUpAs`, for tests
 * that care how), funded and joined.
 */
export async function joinedContest(w: ContestWorld, boss: Player, signUpAs: (name: Name) => Promise<Player> = name => signUp(w, name)): Promise<JoinedContest> {
  const form = formBody(contestForm, { contestLogo: PNG })
  const contestId: string = (await ok(w, { method: 'POST', url: '/api/contest-add', token: boss.token, raw: form.raw, headers: form.headers })).data._id
  const people = {} as Record<Name, Player>
  for (const name of names) {
    people[name] = await signUpAs(name)
    await bonusLanded(w, people[name], '50.00')
    await depositConfirmedByAdmin(w, boss, people[name], '100', `UTR${name}`)
    await join(w, people[name], contestId, ticked[name])
  }
  await w.settle()
  return { contestId, people }
}

/** The contest started and played up to its end time: every order placed, the market moved; not yet ended. */
export async function playedToEnd(w: ContestWorld, { contestId, people }: JoinedContest): Promise<void> {
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
}

/**
 * The end time reached: the contest ends, its accounts freeze (matching hears of the end over the
 * bus), and the next tick settles and pays, as the scheduler's next second would.
 */
export async function endTimeReached(w: ContestWorld): Promise<void> {
  w.clock.set(END)
  await w.modules.contest.tick()
  await w.settle()
  await w.modules.contest.tick()
  await w.settle()
}

/**
 * The whole-contest plan (wholeContestPlan.ts) run straight to settlement: six players join, trade
 * through the seeded market (fills at once, resting fills, a stop-loss, a cancel, a tie) and the
 * contest ends, settles and pays. For tests of what comes after settlement.
 */
export async function settledContest(t: { teardown(fn: () => unknown): void }): Promise<SettledContest> {
  const w = await bootWorld(t)
  const boss = await signInAdmin(w)
  const contest = await joinedContest(w, boss)
  await playedToEnd(w, contest)
  await endTimeReached(w)
  return { w, boss, ...contest }
}
