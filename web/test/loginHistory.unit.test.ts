import t from 'tap'
import { ApiError } from '../src/app/api'
import { loginHistoryData, loginHistoryRequested, selectLoginHistory } from '../src/features/dashboard/slice'
import { loggedOut } from '../src/features/session/slice'
import { settle, setup } from './authHarness'

const row = (ip: string, date: string) => ({ ip, cityName: 'Jaipur', countryName: 'India', device: 'Desktop', browser: 'Chrome 126', os: 'Linux', date })

t.test('the login history is read from login-history, newest first as the server sends it', async t => {
  const rows = [row('10.0.0.2', '2026-03-02T10:00:00.000Z'), row('10.0.0.1', '2026-03-01T10:00:00.000Z')]
  const { store, api } = setup(() => ({ status: true, data: rows }))
  store.dispatch(loginHistoryRequested())
  t.equal(selectLoginHistory(store.getState()).status, 'loading')
  await settle()
  t.same(api.calls, [{ method: 'get', path: 'login-history', body: undefined }])
  t.same(selectLoginHistory(store.getState()), { items: rows, status: 'loaded', error: null })
})

t.test('a loginHistoryData push replaces the rows, ignoring malformed ones', async t => {
  const { store } = setup(() => ({ status: true, data: [] }))
  store.dispatch({ type: loginHistoryData, payload: [row('10.0.0.3', '2026-03-03T10:00:00.000Z'), { nonsense: true }] })
  t.same(selectLoginHistory(store.getState()).items.map(item => item.ip), ['10.0.0.3'])
  store.dispatch({ type: loginHistoryData, payload: 'not a list' })
  t.equal(selectLoginHistory(store.getState()).items.length, 1, 'a payload that is not a list changes nothing')
  store.dispatch(loggedOut())
  t.same(selectLoginHistory(store.getState()).items, [], 'logging out forgets the rows')
})

t.test('a failed load keeps the server message for the error state', async t => {
  const { store } = setup(() => {
    throw new ApiError('Session expired, please log in again', 401)
  })
  store.dispatch(loginHistoryRequested())
  await settle()
  t.match(selectLoginHistory(store.getState()), { status: 'failed', error: 'Session expired, please log in again' })
})
