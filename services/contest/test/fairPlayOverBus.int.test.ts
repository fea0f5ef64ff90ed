import t, { type Test } from 'tap'
import { ManualClock } from '@arena/testing'
import { AskFairPlayHold, prizeHoldStream, type Command, type Reply } from '@arena/contracts'
import { fairPlayOverBus, prizeCommandId, type Standing } from '../src/index'
import { addContest, ENDS, participate, STARTS } from './contests'
import { START, startContest } from './harness'
import { askingBuses } from './buses'

const standing = (userId: string, gainPercent: string): Standing =>
  ({ userId, gainPercent, orderCount: 5, filledTrades: 1, accountFrozen: true, portfolioValue: String(10000 * (1 + Number(gainPercent) / 100)) })

/** An identity worker's bus and a contest worker's, on one in-process broker. */
function buses(t: Test) {
  const { service, serving: identityBus, contestBus } = askingBuses(t, 'identity')
  return { service, identityBus, contestBus }
}

t.test("the fair-play check over the bus: identity's answer, its refusal, and its silence", async t => {
  const { service, identityBus, contestBus } = buses(t)
  const h = await startContest(t)
  const check = fairPlayOverBus(contestBus, { clock: h.clock, service, timeoutMs: 300 })
  await t.rejects(check.holdReason('u1'), /RequestTimeout|no reply|timed out/i, 'nobody answers: it throws, never "no flags"')

  const asked: Command[] = []
  let answer = (command: Command): Reply => ({ correlationId: command.id, ok: true, data: { reason: 'Shares a device with user u2' } })
  await identityBus.handle(service, async command => {
    asked.push(command)
    return answer(command)
  })
  t.equal(await check.holdReason('u1'), 'Shares a device with user u2', "identity's reason")
  t.match(asked.at(-1), { type: AskFairPlayHold.type, data: { userId: 'u1' }, metadata: { actor: 'system:contest', at: h.clock.now().toISOString() } })
  answer = command => ({ correlationId: command.id, ok: true, data: { reason: null } })
  t.equal(await check.holdReason('u2'), null, 'no flags')
  answer = command => ({ correlationId: command.id, ok: false, error: { code: 'invalidCommand', message: 'AskFairPlayHold is not a question identity answers' } })
  await t.rejects(check.holdReason('u3'), /identity refused the fair-play question for u3: invalidCommand/)
  answer = command => ({ correlationId: command.id, ok: true, data: { verdict: 'fine' } })
  await t.rejects(check.holdReason('u4'), /reason/, 'an answer of another shape is no answer')
})

t.test("settlement sends no prize while identity's worker is silent, and holds the flagged winner's once it answers", async t => {
  const { service, identityBus, contestBus } = buses(t)
  const clock = new ManualClock(START)
  const settling = await startContest(t, { clock, fairPlay: fairPlayOverBus(contestBus, { clock, service, timeoutMs: 300 }) })
  const contestId = await addContest(settling, { entryFee: '100', winningAmount: '1000', levels: '500,300,200' })
  for (const p of ['a', 'b']) {
    await settling.fund(p, { cash: '100' })
    t.equal((await participate(settling, contestId, p)).statusCode, 200)
  }
  settling.clock.set(STARTS)
  await settling.contest.tick()
  settling.ranking.set(contestId, [standing('a', '3'), standing('b', '1')])
  settling.clock.set(ENDS)
  await settling.contest.tick()
  const types = async () => (await settling.store.readStream(`contest-${contestId}`)).map(e => e.type)
  t.ok((await types()).includes('ContestSettled'), 'settled: the results need no fair-play answer')
  t.notOk((await types()).includes('PrizeAwarded'), 'but no prize went out without a verdict')
  t.equal((await settling.balances('a')).winningamount, '0.00')

  await identityBus.handle(service, async command => {
    const { userId } = AskFairPlayHold.parse(command.data)
    return { correlationId: command.id, ok: true, data: { reason: userId === 'a' ? 'Shares a device with user b' : null } }
  })
  await settling.contest.tick()
  t.equal((await types()).filter(type => type === 'PrizeAwarded').length, 2, 'both prizes decided on the next tick')
  t.same((await settling.store.readStream(prizeHoldStream(prizeCommandId(contestId, 'a')))).map(e => e.type), ['PrizeHeld'], "the flagged winner's prize is held for review")
  t.equal((await settling.balances('b')).winningamount, '300.00', 'the other is paid')
})
