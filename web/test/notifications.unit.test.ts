import t from 'tap'
import type { NotificationDto } from '@arena/contracts'
import { makeStore } from '../src/app/store'
import { socketOpened } from '../src/app/realtimeSaga'
import { tokenReceived } from '../src/features/session/slice'
import { allNotificationsRead, notificationRead, notificationsRequested, selectNotifications } from '../src/features/notifications/slice'
import { fakeApi, settle, tokenFor } from './authHarness'

const note = (id: string, read = false): NotificationDto => ({
  _id: id, kind: 'depositRejected', title: 'Deposit rejected', message: `Reason ${id}`, link: '/WalletHistoryTable', date: '2026-03-01T10:00:00.000Z', read,
})

function setup(items: NotificationDto[]) {
  const api = fakeApi(call => {
    if (call.path === 'notifications') return { status: true, data: items, unread: items.filter(n => !n.read).length }
    if (call.path === 'notifications/read') return { status: true, message: 'Notification marked as read', unread: 0 }
    if (call.path === 'notifications/read-all') return { status: true, message: 'All notifications marked as read', unread: 0 }
    throw new Error(`unexpected call ${call.path}`)
  })
  const store = makeStore(undefined, { api })
  store.dispatch(tokenReceived(tokenFor({ id: 'u1', name: 'Asha' })))
  const push = (event: string, data: unknown) => store.dispatch({ type: `realtime/${event}`, payload: data })
  return { api, store, push, state: () => selectNotifications(store.getState()) }
}

t.test('live pushes add a notification on top, replace one that grew, and carry the unread count', async t => {
  const { store, push, state } = setup([note('a')])
  store.dispatch(notificationsRequested())
  await settle()
  t.equal(state().unread, 1)
  push('notificationAdded', { notification: note('b'), unread: 2 })
  t.same(state().items.map(n => n._id), ['b', 'a'])
  push('notificationAdded', { notification: { ...note('b'), message: 'grew' }, unread: 2 })
  t.same(state().items.map(n => n.message), ['grew', 'Reason a'], 'the same id is replaced, not listed twice')
  push('notificationsRead', { ids: ['a'], unread: 1 })
  t.same(state().items.map(n => n.read), [false, true])
  push('notificationAdded', { notification: 'garbage' })
  t.equal(state().items.length, 2, 'a malformed push changes nothing')
  t.equal(state().unread, 1)
})

t.test('marking one and all as read tells the server and takes its count', async t => {
  const { api, store, state } = setup([note('a'), note('b')])
  store.dispatch(notificationsRequested())
  await settle()
  store.dispatch(notificationRead('a'))
  t.equal(state().unread, 1, 'at once, before the server answers')
  await settle()
  t.same(api.calls.find(call => call.path === 'notifications/read')?.body, { _id: 'a' })
  store.dispatch(allNotificationsRead())
  await settle()
  t.ok(api.calls.some(call => call.path === 'notifications/read-all'))
  t.same(state().items.map(n => n.read), [true, true])
  t.equal(state().unread, 0)
})

t.test('a socket that (re)opens reads the list again: pushes sent while it was down are lost', async t => {
  const { api, store, state } = setup([note('a')])
  store.dispatch(socketOpened())
  await settle()
  t.equal(api.calls.filter(call => call.path === 'notifications').length, 1)
  t.equal(state().unread, 1)
})
