import t from 'tap'
import { newId, originating, streams, type NewEvent } from '@arena/contracts'
import { MemoryEventStore, MemorySnapshotStore } from '@arena/eventstore'
import { authGuards, checkpointKey, createLogger, createTokenIssuer } from '@arena/service-kit'
import { ManualClock } from '@arena/testing'
import { createContestTermsModule, CONTEST_TERMS_FOLD_VERSION } from '../src/index'
import { ContestTermsView } from '../src/readModel/contestTerms'
import { created, playerJoined, terms } from './contestEvents'

const logger = createLogger('contest-terms-test', { level: 'silent' })
const at = '2026-03-01T10:00:00.000Z'
const clock = new ManualClock(at)
const issuer = createTokenIssuer({ secret: 'contest-tests-secret-contest-tests', ttlSeconds: 3600 })
const context = (store: MemoryEventStore, snapshots?: MemorySnapshotStore) =>
  ({ store, clock, logger, issuer, guards: authGuards(issuer), push: { toUser() {}, toTopic() {}, toAll() {} }, dataDir: '/nonexistent', snapshots, writesCheckpoints: true })

const stamped = (event: { type: string; data: unknown }): NewEvent => ({ id: newId(), type: event.type, data: event.data, metadata: originating('test', at) })

/** Contest k1 created, moved, joined twice, ended and settled; k2 created and cancelled; k4 private, its code redeemed. */
async function history(store: MemoryEventStore): Promise<void> {
  await store.append(streams.contest('k1'), [stamped(created())], 'any')
  await store.append(streams.contest('k2'), [stamped({ type: 'ContestCreated', data: { contestId: 'k2', createdBy: 'admin:a', ...terms, pairs: ['ETHUSDT', 'SOLUSDT'] } })], 'any')
  await store.append(streams.contest('k1'), [stamped({ type: 'ContestUpdated', data: { contestId: 'k1', updatedBy: 'admin:a', ...terms, endAt: '2026-03-01T12:00:00.000Z' } })], 'any')
  await store.append(streams.contest('k1'), [stamped(playerJoined('alice')), stamped(playerJoined('bob'))], 'any')
  await store.append(streams.contest('k2'), [stamped({ type: 'ContestCancelled', data: { contestId: 'k2', reason: 'test', cancelledBy: 'admin:a' } })], 'any')
  await store.append(streams.contest('k1'), [stamped({ type: 'ContestEnded', data: { contestId: 'k1', at: '2026-03-01T12:00:00.000Z', finalPrices: { BTCUSDT: '61000.00000000' } } })], 'any')
  await store.append(streams.contest('k4'), [stamped({ type: 'ContestCreated', data: { contestId: 'k4', createdBy: 'host', joinCode: 'FRIENDS2026', ...terms } })], 'any')
  await store.append(streams.contest('k4'), [stamped({ type: 'InviteCodeRedeemed', data: { contestId: 'k4', userId: 'ivy' } })], 'any')
  await store.append(streams.contest('k1'), [stamped({ type: 'ContestSettled', data: { contestId: 'k1', results: [], undistributed: '0.00' } })], 'any')
}

t.test('the terms view keeps each contest\'s window, pairs, fund and end, and the version of its last join or end', async t => {
  const store = new MemoryEventStore()
  await history(store)
  const published = createContestTermsModule(context(store))
  const changes: string[] = []
  published.onChange((contest, live) => changes.push(`${contest.contestId}:${contest.state}${contest.settled ? ':settled' : ''}:${live}`))
  await published.start?.()
  t.teardown(() => published.stop?.())
  await published.whenReady()
  t.same(published.get('k1'), {
    contestId: 'k1', startAt: '2026-03-01T10:30:00.000Z', endAt: '2026-03-01T12:00:00.000Z', pairs: ['BTCUSDT'], virtualFund: '10000', levels: '500',
    state: 'ended', invited: null, finalPrices: { BTCUSDT: '61000.00000000' }, settled: true,
  })
  t.match(published.get('k2'), { pairs: ['ETHUSDT', 'SOLUSDT'], state: 'cancelled', finalPrices: null, settled: false })
  t.same(published.get('k4')?.invited, ['host', 'ivy'], "a private contest's creator and those who redeemed its code")
  t.equal(published.get('k3'), undefined)
  t.same([...published.accountCauses()].sort(), [['contest-k1', 5], ['contest-k2', 2]])
  t.same(changes, [
    'k1:scheduled:false', 'k2:scheduled:false', 'k1:scheduled:false', 'k2:cancelled:false', 'k1:ended:false', 'k4:scheduled:false', 'k4:scheduled:false', 'k1:ended:settled:false',
  ], 'changes during the catch-up are not live')

  await store.append(streams.contest('k3'), [stamped({ type: 'ContestCreated', data: { contestId: 'k3', createdBy: 'admin:a', ...terms } })], 'any')
  await published.caughtUpToHead()
  t.match(published.get('k3'), { state: 'scheduled' }, 'a contest created elsewhere is there once caught up to the head')
  t.equal(changes.at(-1), 'k3:scheduled:true')
})

t.test('restored from a checkpoint at any cut of the log, the view equals a fold of the whole log', async t => {
  const store = new MemoryEventStore()
  await history(store)
  const events = await store.readAll(0, 100)
  const whole = new ContestTermsView()
  for (const event of events) whole.apply(event)
  for (let cut = 0; cut <= events.length; cut++) {
    const before = new ContestTermsView()
    for (const event of events.slice(0, cut)) before.apply(event)
    const restored = new ContestTermsView()
    await restored.restore(JSON.parse(JSON.stringify(before.checkpoint())), cut === 0 ? 0 : events[cut - 1]!.position)
    for (const event of events.slice(cut)) restored.apply(event)
    t.same(restored.checkpoint(), whole.checkpoint(), `cut after ${cut} events`)
  }
})

t.test('a restarted view takes up the checkpoint its process wrote, and refuses one it would not write', async t => {
  const store = new MemoryEventStore()
  const snapshots = new MemorySnapshotStore()
  await history(store)
  const first = createContestTermsModule(context(store, snapshots))
  await first.start?.()
  await first.whenReady()
  await first.stop?.()
  const saved = await snapshots.load(checkpointKey('contest-terms'), CONTEST_TERMS_FOLD_VERSION)
  t.match(saved, { version: await store.headPosition() }, 'written at the head it had looked through')
  const second = createContestTermsModule(context(store, snapshots))
  await second.start?.()
  t.teardown(() => second.stop?.())
  await second.whenReady()
  t.match(second.get('k1'), { state: 'ended' })

  const view = new ContestTermsView()
  await t.rejects(view.restore({ contests: [{ contestId: 'k1' }], causes: [] }, 3), /not a contest-terms-2 checkpoint/)
  t.equal(view.get('k1'), undefined, 'nothing taken up')
})
