import t, { type Test } from 'tap'
import type { Command, Reply } from '@arena/contracts'
import { walletCommands } from '../src/index'
import { addContest, participate } from './contests'
import { startContest, type HarnessOptions } from './harness'

/** A wallet link the test can break: unreachable, or losing the reply after the wallet acted. */
function flakyWallet() {
  const link = { mode: 'ok' as 'ok' | 'unreachable' | 'replyLost', gate: undefined as Promise<void> | undefined, arrived: () => {} }
  const wallet: HarnessOptions['wallet'] = serve => walletCommands(async (command: Command): Promise<Reply> => {
    link.arrived()
    if (link.gate) await link.gate
    if (link.mode === 'unreachable') throw new Error('wallet unreachable')
    const reply = await serve(command)
    if (link.mode === 'replyLost') throw new Error('reply lost')
    return reply
  })
  return { link, wallet }
}

/** A contest and u1 with 250 in cash, behind a wallet link the test breaks and mends. */
async function flakyContest(t: Test) {
  const { link, wallet } = flakyWallet()
  const h = await startContest(t, { wallet })
  const contestId = await addContest(h)
  await h.fund('u1', { cash: '250' })
  return { link, h, contestId }
}

const types = async (h: { store: { readStream(s: string): Promise<{ type: string }[]> } }, stream: string) => (await h.store.readStream(stream)).map(e => e.type)

t.test('a lost wallet reply leaves the seat held, and asking again finishes the join without paying twice', async t => {
  const { link, h, contestId } = await flakyContest(t)
  link.mode = 'replyLost'
  const pending = await participate(h, contestId, 'u1')
  t.equal(pending.statusCode, 503)
  t.same(pending.json(), { status: false, message: 'Your payment is being processed, please try again in a moment' })
  t.same((await types(h, `contest-${contestId}`)).slice(1), ['SeatHeld'])
  t.same((await h.balances('u1')).balance, '150.00', 'the wallet did take the fee')

  link.mode = 'ok'
  t.equal((await participate(h, contestId, 'u1')).statusCode, 200)
  t.same((await types(h, `contest-${contestId}`)).slice(1), ['SeatHeld', 'PlayerJoined'])
  t.same((await h.balances('u1')).balance, '150.00', 'charged once')
})

t.test('a hold left open by a crash is finished when the service starts again', async t => {
  const { link, h, contestId } = await flakyContest(t)
  link.mode = 'replyLost'
  await participate(h, contestId, 'u1')
  link.mode = 'ok'
  const restarted = await h.restart()
  t.same((await types(restarted, `contest-${contestId}`)).slice(1), ['SeatHeld', 'PlayerJoined'])
  t.same((await types(restarted, 'wallet-u1')).filter(type => type === 'EntryFeeDebited'), ['EntryFeeDebited'])
  t.match((await restarted.call('POST', '/api/participateById', await restarted.token('u1'), { json: { contest_id: contestId } })).json(), { data: { virtualFund: '10000' } })
})

t.test('the scheduler re-drives an open payment once it is 15 seconds old, not before', async t => {
  const { link, h, contestId } = await flakyContest(t)
  link.mode = 'unreachable'
  t.equal((await participate(h, contestId, 'u1')).statusCode, 503)
  link.mode = 'ok'
  await h.contest.tick()
  h.clock.advance(14_000)
  await h.contest.tick()
  await h.contest.redrivesEnded()
  t.same((await types(h, `contest-${contestId}`)).slice(1), ['SeatHeld'])
  h.clock.advance(2_000)
  await h.contest.tick()
  await h.contest.redrivesEnded()
  t.same((await types(h, `contest-${contestId}`)).slice(1), ['SeatHeld', 'PlayerJoined'])
  t.same((await h.balances('u1')).balance, '150.00')
})

t.test('a re-drive waiting on the wallet holds up no tick: another contest still starts on time', async t => {
  const { link, h, contestId } = await flakyContest(t)
  link.mode = 'unreachable'
  t.equal((await participate(h, contestId, 'u1')).statusCode, 503)
  const later = await addContest(h, { contestName: 'Early Sprint', startTime: '2026-03-01T15:50', endTime: '2026-03-01T17:30' })

  // The wallet comes back but answers nothing until the gate opens.
  link.mode = 'ok'
  let open!: () => void
  link.gate = new Promise(resolve => (open = resolve))
  t.teardown(() => open())
  const arrived = new Promise<void>(resolve => (link.arrived = resolve))
  h.clock.advance(16_000)
  await h.contest.tick()
  await arrived

  // The early contest's start (10:20Z) falls due while the re-drive still waits.
  h.clock.set('2026-03-01T10:20:00.000Z')
  await h.contest.tick()
  t.same((await types(h, `contest-${later}`)).slice(-1), ['ContestStarted'], 'started while the payment waits')
  t.same((await types(h, `contest-${contestId}`)).slice(1), ['SeatHeld'], 'the seat is still held, not joined')

  link.gate = undefined
  open()
  await h.contest.redrivesEnded()
  t.ok((await types(h, `contest-${contestId}`)).includes('PlayerJoined'), 'and the payment finishes once the wallet answers')
  t.same((await h.balances('u1')).balance, '150.00', 'charged once')
})

t.test('a payment still open when the contest is deleted is refunded once it lands', async t => {
  const { link, h, contestId } = await flakyContest(t)
  let open!: () => void
  link.gate = new Promise(resolve => (open = resolve))
  const arrived = new Promise<void>(resolve => (link.arrived = resolve))
  const joining = participate(h, contestId, 'u1')
  await arrived
  await h.call('POST', '/api/contest-delete', await h.token('admin-1', 'admin'), { json: { _id: contestId } })
  link.gate = undefined
  open()
  t.equal((await joining).statusCode, 200, 'the seat was paid before the contest went')
  await h.contest.tick()
  t.same((await types(h, `contest-${contestId}`)).slice(1), ['SeatHeld', 'ContestCancelled', 'PlayerJoined', 'PlayerRefunded'])
  t.same((await h.balances('u1')).balance, '250.00')
})
