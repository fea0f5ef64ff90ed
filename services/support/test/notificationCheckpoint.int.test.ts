import t from 'tap'
import { kycStreams, newId, notificationStream, originating, streams, type RecordedEvent } from '@arena/contracts'
import { MemoryEventStore, MemorySnapshotStore } from '@arena/eventstore'
import { checkpointKey } from '@arena/service-kit'
import { NotificationProjection } from '../src/index'
import { NOTIFICATIONS_FOLD_VERSION, type NotificationsCheckpoint } from '../src/readModel/notificationCheckpoint'
import { restoredAtEveryCut, watched } from './checkpointCuts'
import { startNotifications } from './notificationFixtures'

// The notification centre's read model, restored from a checkpoint taken anywhere in a log its
// worker and calls wrote and fed the rest, must hold and answer what a fold of the whole log does
// (docs/adr/0035): the lists, which are read, the unread counts, and which facts are told of.

type Centre = Awaited<ReturnType<typeof startNotifications>>
const owner = (userId: string, contestId: string) => ({ contestId, userId, symbol: 'BTCUSDT', orderType: 'Buy' })
const cancelAtEnd = (h: Centre, userId: string, contestId: string, orderId: string) =>
  h.fact(streams.account(contestId, userId), 'OrderCancelled', { ...owner(userId, contestId), orderId, reason: 'contestEnded', released: '1' })

/** Two players' facts turned into notifications by the worker, read marks through the calls, and a "mark all" of before notifications were events. */
async function centreLog(h: Centre): Promise<RecordedEvent[]> {
  const [u1, u2] = [await h.token('u1'), await h.token('u2')]
  await h.fact(streams.contest('c1'), 'ContestCreated', { contestId: 'c1', contestName: 'Evening Sprint' })
  await h.fact(streams.contest('c2'), 'ContestCreated', { contestId: 'c2', contestName: 'Morning Dash' })
  const deposit = await h.fact(streams.wallet('u1'), 'DepositConfirmed', { commandId: 'c1', depositId: 'd1', amount: '250.50', confirmedBy: 'admin:a1' })
  const old = await h.fact(streams.wallet('u2'), 'DepositConfirmed', { commandId: 'c2', depositId: 'd2', amount: '100', confirmedBy: 'admin:a1' })
  await h.fact(kycStreams.kyc('u1'), 'KycDocumentRejected', { document: 'pan', reason: 'Blurred photo', by: 'a1', at: '2026-03-01T10:00:00.000Z' })
  await h.fact(streams.account('c1', 'u1'), 'OrderFilled', { ...owner('u1', 'c1'), orderId: 'o1', price: '100', amount: '0.01', total: '1', released: '0', tradeId: 77 })
  await cancelAtEnd(h, 'u1', 'c1', 'o2')
  await cancelAtEnd(h, 'u2', 'c1', 'o3')
  await h.call('POST', '/api/notifications/read', u1, { _id: deposit })
  await cancelAtEnd(h, 'u1', 'c1', 'o4')
  await h.call('POST', '/api/notifications/read-all', u2)
  await cancelAtEnd(h, 'u2', 'c1', 'o5')
  // A "mark all" as the centre wrote it before notifications were events: it names a fact's position.
  const [fact] = (await h.store.readStream(streams.wallet('u2'))).filter(e => e.id === old)
  await h.store.append(notificationStream('u2'), [{ id: newId(), type: 'AllNotificationsRead', data: { userId: 'u2', upTo: fact!.position }, metadata: originating('u2', '2026-03-01T10:00:00.000Z') }], 'any')
  await h.fact(streams.wallet('u1'), 'PrizeCredited', { commandId: 'p1', contestId: 'c2', contestName: 'Morning Dash', rank: 1, amount: '150.25' })
  await cancelAtEnd(h, 'u1', 'c2', 'o6')
  await cancelAtEnd(h, 'u1', 'c1', 'o7')
  const listed = (await h.call('GET', '/api/notifications', u1)).json().data as { _id: string }[]
  await h.call('POST', '/api/notifications/read', u1, { ids: listed.slice(0, 2).map(n => n._id) })
  await h.fact(streams.wallet('u2'), 'WithdrawalRejected', { commandId: 'w1', withdrawalId: 'wd1', amount: '200', reason: 'Name mismatch', rejectedBy: 'admin:a1' })
  await h.module.caughtUpTo(await h.store.headPosition())
  return h.store.readAll(0, 10_000)
}

const readsOf = (log: RecordedEvent[]) => (view: NotificationProjection) => ({
  checkpoint: view.checkpoint(),
  position: view.position,
  users: ['u1', 'u2'].map(userId => ({ list: view.list(userId, 100).map(n => view.dto(n)), unread: view.unread(userId), newest: view.newestPosition(userId) })),
  told: log.map(e => view.raisedFrom(e.id)),
})

t.test('notifications restored from a checkpoint after any event of a real log read as the whole fold', async t => {
  const h = await startNotifications(t)
  const log = await centreLog(h)
  const whole = new NotificationProjection()
  log.forEach(event => whole.apply(event))
  t.match(whole.list('u1', 100).map(n => n.message), [/^1 open order .* Morning Dash/, /won ₹150.25/, /^3 open orders .* Evening Sprint/, /filled/, /PAN card/, /₹250.50/], 'cancels counted per contest, money as written')
  t.same(whole.list('u2', 100).map(n => whole.isRead(n)), [false, true, true], 'the old "mark all" and the new one both mark')
  t.same([whole.unread('u1'), whole.unread('u2')], [3, 1])
  await restoredAtEveryCut(t, log, () => new NotificationProjection(), readsOf(log))
})

t.test('a notifications checkpoint that is not one the fold writes is refused before anything changes', async t => {
  const h = await startNotifications(t)
  const log = await centreLog(h)
  const whole = new NotificationProjection()
  log.forEach(event => whole.apply(event))
  const good = JSON.parse(JSON.stringify(whole.checkpoint())) as NotificationsCheckpoint
  const [[u1, views]] = good.byUser as [[string, NotificationsCheckpoint['byUser'][0][1]]]
  const [first] = views
  const bad: [string, unknown][] = [
    ['an unknown kind', { ...good, byUser: [[u1, [{ ...first, kind: 'lottery' }, ...views.slice(1)]], ...good.byUser.slice(1)] }],
    ['a notification in another player\'s list', { ...good, byUser: [[u1, views], ['u2', [first]]] }],
    ['a player with two lists', { ...good, byUser: [[u1, views.slice(0, 1)], [u1, views.slice(1)]] }],
    ['a notification raised from no fact', { ...good, raisedFrom: good.raisedFrom.filter(id => id !== first!.id) }],
    ['a notification written after the checkpoint', { ...good, byUser: [[u1, [{ ...first, position: log.length + 5 }, ...views.slice(1)]], ...good.byUser.slice(1)] }],
    ['cancels counted on no notification of cancels', { ...good, cancelledAtEnd: [['c1/u1', first!.id]] }],
    ['an unread count that is not one', { ...good, unread: [['u1', '3']] }],
  ]
  for (const [why, json] of bad) {
    const view = new NotificationProjection()
    await t.rejects(view.restore(json, log.length), new RegExp(`not a ${NOTIFICATIONS_FOLD_VERSION} checkpoint`), why)
    t.same([view.list('u1', 100), view.unread('u1'), view.position, view.raisedFrom(first!.id)], [[], 0, 0, false], `${why}: nothing taken`)
  }
  const restored = new NotificationProjection()
  await restored.restore(good, log.at(-1)!.position)
  t.same(restored.checkpoint(), good, 'the good one is taken')
})

t.test('a restarted centre starts from the checkpoint its last run left, and its worker meets every fact again and writes nothing', async t => {
  const store = new MemoryEventStore()
  const snapshots = new MemorySnapshotStore()
  const h = await startNotifications(t, { store, snapshots })
  await centreLog(h)
  const token = await h.token('u1')
  const before = (await h.call('GET', '/api/notifications', token)).json()
  await h.close()
  const head = await store.headPosition()
  t.equal((await snapshots.load(checkpointKey('support-notifications'), NOTIFICATIONS_FOLD_VERSION))?.version, head, 'the stop left a checkpoint at the head')
  const froms: number[] = []
  const again = await startNotifications(t, { store: watched(store, froms), snapshots })
  t.ok(froms.includes(head), 'the read model reads the log from the checkpoint\'s position')
  const [last] = (await store.readStream(streams.wallet('u2'))).slice(-1)
  await again.handled(last!)
  t.same((await again.call('GET', '/api/notifications', token)).json(), before)
  t.equal(await store.headPosition(), head, 'nothing appended again')
  t.same(again.pushes, [], 'nothing old pushed again')
})
