import t from 'tap'
import fc from 'fast-check'
import { notificationStream, originating, type Notice, type RecordedEvent } from '@arena/contracts'
import { NotificationProjection } from '../src/index'

const at = '2026-03-01T10:00:00.000Z'
const deposit = (amount: string): Notice => ({ kind: 'depositConfirmed', amount })

/** The events of `notifications-u1`, at the global positions given, as the store would record them. */
function stream() {
  let version = 0
  const event = (position: number, type: string, data: unknown): RecordedEvent =>
    ({ id: `e${position}`, type, data, metadata: originating('system:support', at), stream: notificationStream('u1'), version: ++version, position })
  return {
    raised: (position: number, sourcePosition: number, notice: Notice) => event(position, 'NotificationRaised', { userId: 'u1', sourceId: `fact${sourcePosition}`, sourcePosition, notice }),
    allRead: (position: number, upTo: number) => event(position, 'AllNotificationsRead', { userId: 'u1', upTo }),
    read: (position: number, ids: string[]) => event(position, 'NotificationsRead', { userId: 'u1', ids }),
  }
}

t.test('the list keeps the order the facts happened in, though a fact of another topic may be written later', async t => {
  const projection = new NotificationProjection()
  const s = stream()
  projection.apply(s.raised(10, 3, deposit('300')))
  projection.apply(s.raised(11, 1, deposit('100')))
  projection.apply(s.raised(12, 2, deposit('200')))
  t.same(projection.list('u1', 10).map(n => n.id), ['fact3', 'fact2', 'fact1'])
  t.equal(projection.newestPosition('u1'), 12, '"mark all" covers up to the last one written')
})

t.test('"mark all as read" covers notifications written up to its position; later ones stay unread', async t => {
  const projection = new NotificationProjection()
  const s = stream()
  projection.apply(s.raised(10, 3, deposit('300')))
  projection.apply(s.raised(11, 1, deposit('100')))
  projection.apply(s.allRead(12, projection.newestPosition('u1')))
  // A fact older than the newest one read, written after the mark: the player has not seen it.
  projection.apply(s.raised(13, 2, deposit('200')))
  t.same(projection.list('u1', 10).map(n => [n.id, projection.isRead(n)]), [['fact3', true], ['fact2', false], ['fact1', true]])
  t.equal(projection.unread('u1'), 1)
})

t.test('a "mark all" written before notifications were events, naming a fact\'s position, still marks what the player had seen', async t => {
  const projection = new NotificationProjection()
  const s = stream()
  // Then, the centre folded the facts at 5 and 8 and the player marked all up to 8.
  projection.apply(s.allRead(9, 8))
  // Now support's worker writes the history's notifications, and a new fact comes.
  projection.apply(s.raised(20, 5, deposit('100')))
  projection.apply(s.raised(21, 8, deposit('200')))
  projection.apply(s.raised(22, 30, deposit('300')))
  t.same(projection.list('u1', 10).map(n => [n.message, projection.isRead(n)]), [
    ['₹300.00 was added to your cash wallet.', false],
    ['₹200.00 was added to your cash wallet.', true],
    ['₹100.00 was added to your cash wallet.', true],
  ])
})

t.test('open orders cancelled at one contest\'s end show as one notification counting them', async t => {
  const projection = new NotificationProjection()
  const s = stream()
  const cancel: Notice = { kind: 'ordersCancelledAtEnd', contestId: 'c1', contestName: 'Evening Sprint' }
  const first = projection.apply(s.raised(10, 1, cancel))
  const second = projection.apply(s.raised(11, 2, cancel))
  t.match(first, { type: 'added', notification: { id: 'fact1' } })
  t.match(second, { type: 'added', notification: { id: 'fact1', message: '2 open orders were cancelled when Evening Sprint ended; the reserved funds were released.' } }, 'the push updates the first one')
  t.equal(projection.list('u1', 10).length, 1)
})

t.test('the unread count kept as events come equals counting the list, whatever the order of notifications and marks', async t => {
  const step = fc.oneof(
    fc.record({ kind: fc.constant('raise' as const), source: fc.integer({ min: 1, max: 60 }), cancel: fc.boolean() }),
    fc.record({ kind: fc.constant('read' as const), picks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }) }),
    fc.record({ kind: fc.constant('readAll' as const), legacy: fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }) }),
  )
  fc.assert(fc.property(fc.array(step, { maxLength: 40 }), steps => {
    const projection = new NotificationProjection()
    const s = stream()
    let position = 100
    for (const [i, one] of steps.entries()) {
      const ids = projection.list('u1', 1000).map(n => n.id)
      if (one.kind === 'raise') {
        const notice: Notice = one.cancel ? { kind: 'ordersCancelledAtEnd', contestId: 'c1', contestName: 'Sprint' } : deposit('100')
        projection.apply(s.raised(++position, one.source * 100 + i, notice))
      } else if (one.kind === 'read') {
        if (ids.length > 0) projection.apply(s.read(++position, one.picks.map(p => ids[p % ids.length]!)))
      } else {
        projection.apply(s.allRead(++position, one.legacy ?? projection.newestPosition('u1')))
      }
      const counted = projection.list('u1', 1000).filter(n => !projection.isRead(n)).length
      if (projection.unread('u1') !== counted) throw new Error(`after step ${i}: kept ${projection.unread('u1')}, counted ${counted}`)
    }
  }), { seed: 20261124, numRuns: 300 })
  t.pass('held for 300 generated histories')
})
