import t from 'tap'
import { ApiError } from '../src/app/api'
import type { AdminUserRow } from '../src/features/admin/users/api'
import { adminUserActionRequested, adminUsersRequested, availableAction, selectAdminUsers } from '../src/features/admin/users/slice'
import { selectRole, tokenReceived } from '../src/features/session/slice'
import { settle, setup, tokenFor } from './authHarness'

const user = (id: string, extra: Partial<AdminUserRow> = {}): AdminUserRow => ({
  _id: id, name: `user${id}`, countryCode: '91', mobile: '9876543210', email: '', role: 'player', userBlock: 'no',
  deletedAt: null, referralCode: 'CODE', createdAt: '2026-03-01T10:00:00.000Z', lastLogin: null, ...extra,
})

t.test('the admin role comes from the token role claim', async t => {
  const { store } = setup(() => ({}))
  t.equal(selectRole(store.getState()), null)
  store.dispatch(tokenReceived(tokenFor({ sub: 'p', name: 'p', role: 'player' })))
  t.equal(selectRole(store.getState()), 'player')
  store.dispatch(tokenReceived(tokenFor({ sub: 'a', name: 'a', role: 'admin' })))
  t.equal(selectRole(store.getState()), 'admin')
  store.dispatch(tokenReceived(tokenFor({ sub: 'x', name: 'x', role: 'superuser' })))
  t.equal(selectRole(store.getState()), 'player', 'an unknown role is no admin')
})

t.test('the user list is searched and paged through admin/users', async t => {
  const { store, api } = setup(() => ({ status: true, data: [user('1')], total: 11, page: 2, limit: 10 }))
  store.dispatch(adminUsersRequested({ search: ' asha ', page: 2 }))
  await settle()
  t.same(api.calls, [{ method: 'get', path: 'admin/users?search=asha&page=2', body: undefined }])
  t.match(selectAdminUsers(store.getState()), { status: 'loaded', total: 11, page: 2, items: [{ _id: '1' }] })
})

t.test('block, unblock and restore post to the row and replace it with the answer', async t => {
  const { store, api, toasts } = setup(call =>
    call.path.startsWith('admin/users?')
      ? { status: true, data: [user('1'), user('2', { userBlock: 'yes' }), user('3', { deletedAt: '2026-03-01T00:00:00.000Z' })], total: 3, page: 1, limit: 10 }
      : { status: true, message: 'User blocked', data: user('1', { userBlock: 'yes' }) },
  )
  store.dispatch(adminUsersRequested({ search: '', page: 1 }))
  await settle()
  t.same(selectAdminUsers(store.getState()).items.map(availableAction), ['block', 'unblock', 'restore'])
  store.dispatch(adminUserActionRequested({ id: '1', action: 'block' }))
  t.same(selectAdminUsers(store.getState()).pending, { 1: 'block' }, 'the row waits while the call is out')
  await settle()
  t.equal(api.calls.at(-1)?.path, 'admin/users/1/block')
  t.equal(selectAdminUsers(store.getState()).items[0]?.userBlock, 'yes')
  t.same(selectAdminUsers(store.getState()).pending, {})
  t.same(toasts(), [['success', 'User blocked']])
})

t.test('a refused action frees the row and shows the server message', async t => {
  const { store, toasts } = setup(() => {
    throw new ApiError('Admin role required', 403)
  })
  store.dispatch(adminUserActionRequested({ id: '1', action: 'restore' }))
  await settle()
  t.same(selectAdminUsers(store.getState()).pending, {})
  t.same(toasts(), [['error', 'Admin role required']])
})
