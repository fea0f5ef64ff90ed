import t from 'tap'
import { MemoryEventStore, MemorySnapshotStore } from '@arena/eventstore'
import { checkpointKey } from '@arena/service-kit'
import { watchSubscriptions } from '@arena/testing'
import { MATCHING_FOLD_VERSION } from '../src/readModel/checkpoint'
import { START, createContest, endContest, join, startExchange } from './support/harness'
import { tradeScript } from './support/tradeScript'

const startMs = Date.parse(START)

type Exchange = Awaited<ReturnType<typeof startExchange>>

/** Everything a player's screens read of their account in a contest: figures, every order list, positions, the value line. */
async function screens(h: Exchange, userId: string, contestId: string) {
  const read = async (method: 'GET' | 'POST', url: string, body?: object) => {
    const { statusCode, json } = await h.call(userId, method, url, body)
    return { statusCode, data: json.data ?? json.message }
  }
  return {
    account: await read('POST', '/api/getAccount-data', { contestId }),
    pending: await read('GET', `/api/orders?contestId=${contestId}&status=pending`),
    history: await read('GET', `/api/orders?contestId=${contestId}&status=history`),
    positions: await read('GET', `/api/positions?contestId=${contestId}`),
    series: await read('GET', `/api/portfolio-series?contestId=${contestId}`),
  }
}

const order = (h: Exchange, userId: string, contestId: string, orderType: 'Buy' | 'Sell', kind: 'market' | 'limit', price: string, amount: string) =>
  h.call(userId, 'POST', '/api/order-add', { contest_id: contestId, symbol: 'BTCUSDT', orderType, kind, price, amount })

t.test('matching starts from its checkpoint: live accounts from their streams, finished ones read from storage, the same screens as a fold of the whole log', async t => {
  const { feed, play } = tradeScript([
    { at: 0, symbol: 'BTCUSDT', price: '50000' },
    { at: 1000, symbol: 'BTCUSDT', price: '41000' },
  ], startMs)
  const memory = new MemoryEventStore()
  const snapshots = new MemorySnapshotStore()

  // One process trades a contest to its end and another into its middle, then stops.
  const first = await startExchange(t, { feed, store: memory, snapshots })
  const finished = await createContest(memory)
  const running = await createContest(memory)
  for (const userId of ['alice', 'bob']) await join(memory, finished, userId)
  await join(memory, running, 'alice')
  play(0)
  await first.idle()
  t.equal((await order(first, 'alice', finished, 'Buy', 'market', '', '0.1')).statusCode, 200)
  await order(first, 'alice', finished, 'Sell', 'limit', '60000', '0.05')
  await order(first, 'bob', finished, 'Buy', 'limit', '42000', '0.1')
  await order(first, 'alice', running, 'Buy', 'limit', '45000', '0.1')
  await order(first, 'alice', running, 'Buy', 'limit', '30000', '0.1')
  play(1000)
  await first.idle()
  await endContest(memory, finished)
  await first.idle()
  t.equal(first.matching.account(finished, 'alice'), undefined, 'a frozen account leaves memory')
  t.match(first.matching.account(running, 'alice'), { opened: true, frozen: false }, 'a live one stays')
  const before = {
    alice: await screens(first, 'alice', finished),
    bob: await screens(first, 'bob', finished),
    running: await screens(first, 'alice', running),
  }
  t.match(before.bob.history.data, [{ state: 'filled' }], 'a finished contest\'s screens are read from its streams')
  t.match(before.alice.history.data, [{ state: 'cancelled', cancelReason: 'contestEnded' }, { state: 'filled' }])
  t.match(before.running.pending.data, [{ price: '30000.00000000' }], 'the live contest: the order the trade did not reach still rests')
  await first.stop()
  const saved = await snapshots.load(checkpointKey('matching'), MATCHING_FOLD_VERSION)
  t.match(saved?.state, { accounts: [[`account-${running}-alice`, Number]] }, 'the checkpoint names the live account only')

  // After the stop, the log moves on: a join the restarted process learns from the tail.
  await join(memory, running, 'carol')

  const restart = watchSubscriptions(memory, 'matching')
  const second = await startExchange(t, { feed, store: restart.store, snapshots })
  await second.idle()
  t.equal(restart.from.length, 1)
  t.equal(restart.from[0], saved!.version, 'the restart reads the log after the checkpoint, not from its start')
  t.same(await screens(second, 'alice', finished), before.alice, 'a finished account reads as before the restart')
  t.same(await screens(second, 'bob', finished), before.bob)
  t.same(await screens(second, 'alice', running), before.running, 'the live account as well')
  t.match(second.matching.account(running, 'carol'), { opened: true }, 'the join in the tail opened an account')

  // A fold of the whole log, for comparison: what the checkpoint must not change.
  const whole = await startExchange(t, { feed, store: memory })
  await whole.idle()
  for (const [userId, contestId] of [['alice', finished], ['bob', finished], ['alice', running], ['carol', running]] as const) {
    t.same(await screens(second, userId, contestId), await screens(whole, userId, contestId), `${userId}'s screens agree with a fold of the whole log`)
  }

  // The live account goes on trading from the restored state: the resting order fills.
  await order(second, 'alice', running, 'Sell', 'market', '', '0.1')
  await second.idle()
  t.match((await screens(second, 'alice', running)).history.data, [{ orderType: 'Sell', state: 'filled' }, { price: '45000.00000000', state: 'filled' }])
})

t.test('a checkpoint naming more of an account than its stream holds is not used', async t => {
  const { feed, play } = tradeScript([{ at: 0, symbol: 'BTCUSDT', price: '50000' }], startMs)
  const memory = new MemoryEventStore()
  const snapshots = new MemorySnapshotStore()
  const contestId = await createContest(memory)
  await join(memory, contestId, 'alice')
  const head = await memory.headPosition()
  await snapshots.save({
    stream: checkpointKey('matching'), version: head, foldVersion: MATCHING_FOLD_VERSION,
    state: { contests: [], causes: [], breaks: [], accounts: [[`account-${contestId}-alice`, 7]] },
  })
  const restart = watchSubscriptions(memory, 'matching')
  const h = await startExchange(t, { feed, store: restart.store, snapshots })
  play(0)
  await h.idle()
  t.same(restart.from, [0], 'folded from the start of the log')
  t.match(h.matching.account(contestId, 'alice'), { opened: true }, 'and the account is what its stream says')
})

t.test('a checkpoint written before the contests\' terms, players and breaks left it is still taken up', async t => {
  const { feed, play } = tradeScript([{ at: 0, symbol: 'BTCUSDT', price: '50000' }], startMs)
  const memory = new MemoryEventStore()
  const snapshots = new MemorySnapshotStore()
  const first = await startExchange(t, { feed, store: memory, snapshots })
  const contestId = await createContest(memory)
  await join(memory, contestId, 'alice')
  play(0)
  await first.idle()
  await first.stop()
  const saved = (await snapshots.load(checkpointKey('matching'), MATCHING_FOLD_VERSION))!
  const state = saved.state as Record<string, unknown>
  t.notOk('contests' in state || 'causes' in state || 'breaks' in state, 'the terms are the contest\'s view and the breaks the wallet\'s now')
  // What a checkpoint of the code before wrote: each contest's terms, players and frozen players, the causes, the breaks.
  const until = new Date(startMs + 86_400_000).toISOString()
  const older = {
    ...state,
    contests: [{ contestId, startAt: START, endAt: until, virtualFund: '10000', pairs: ['BTCUSDT'], state: 'scheduled', frozen: [], players: [['alice', '10000']] }],
    causes: [[`contest-${contestId}`, 2]],
    breaks: [['bob', { kind: 'timeOut', from: START, until }]],
  }
  const again = new MemorySnapshotStore()
  await again.save({ ...saved, state: older })

  const restart = watchSubscriptions(memory, 'matching')
  const second = await startExchange(t, { feed, store: restart.store, snapshots: again })
  await second.idle()
  t.same(restart.from, [saved.version], 'restored, not folded from the start of the log')
  t.equal((await order(second, 'alice', contestId, 'Buy', 'market', '', '0.1')).statusCode, 200, 'the contest\'s terms let her trade')
})
