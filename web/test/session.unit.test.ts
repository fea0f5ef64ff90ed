import t from 'tap'
import { ApiError, type ApiClient } from '../src/app/api'
import { memoryStorage } from '../src/app/deps'
import { makeStore } from '../src/app/store'
import { LOGOUT_DELAY_MS, SESSION_ENDED_TEXT } from '../src/features/session/sagas'
import {
  allDevicesLogoutRequested,
  logoutRequested,
  selectEndingAll,
  sessionEndedByServer,
  selectIsSignedIn,
  selectToken,
  selectUser,
  sessionFromToken,
  sessionStarted,
  tokenReceived,
} from '../src/features/session/slice'
import { selectToasts, TOAST_AUTO_CLOSE_MS } from '../src/features/toast/slice'

const NOW_SECONDS = 1_700_000_000

function tokenFor(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`
}

const liveToken = tokenFor({ sub: 'user-1', name: 'Asha Rao', role: 'player', exp: NOW_SECONDS + 600 })
const expiredToken = tokenFor({ sub: 'user-1', name: 'Asha Rao', role: 'player', exp: NOW_SECONDS - 1 })

/** A fake API that records calls and answers from `answers` (by path); any other call fails. */
function fakeApi(answers: Record<string, () => unknown> = {}): ApiClient & { calls: string[] } {
  const calls: string[] = []
  const answer = async (path: string) => {
    calls.push(path)
    const reply = answers[path]
    if (!reply) throw new Error(`unexpected call to ${path}`)
    return reply()
  }
  return { calls, get: answer, post: answer, postForm: answer } as ApiClient & { calls: string[] }
}

/** A sleep the test releases by hand, so "acts after 1 s" is checked without waiting a second. */
function manualSleep() {
  const pending: { ms: number; release: () => void }[] = []
  return {
    pending,
    sleep: (ms: number) => new Promise<void>(resolve => pending.push({ ms, release: resolve })),
  }
}

const settle = () => new Promise(resolve => setImmediate(resolve))

function setup(stored: string | null, answers: Record<string, () => unknown> = {}) {
  const api = fakeApi(answers)
  const storage = memoryStorage(stored)
  const navigations: string[] = []
  const clock = manualSleep()
  const store = makeStore(
    { session: sessionFromToken(stored) },
    { api, storage, now: () => NOW_SECONDS * 1000, sleep: clock.sleep, navigate: path => navigations.push(path) },
  )
  return { api, storage, navigations, clock, store }
}

t.test('a received token is stored and decoded into the user id and name', async t => {
  const { store, storage } = setup(null)
  t.notOk(selectIsSignedIn(store.getState(), NOW_SECONDS), 'nobody is signed in before a token arrives')
  store.dispatch(tokenReceived(liveToken))
  await settle()
  t.equal(selectToken(store.getState()), liveToken)
  t.same(selectUser(store.getState()), { id: 'user-1', name: 'Asha Rao' })
  t.ok(selectIsSignedIn(store.getState(), NOW_SECONDS))
  t.equal(storage.get(), liveToken, 'the token survives a reload')
})

t.test('a token stops counting as signed in from its expiry second on', async t => {
  const { store } = setup(liveToken)
  t.ok(selectIsSignedIn(store.getState(), NOW_SECONDS + 599))
  t.notOk(selectIsSignedIn(store.getState(), NOW_SECONDS + 600))
})

t.test('an unreadable token signs nobody in and is not stored', async t => {
  const { store, storage } = setup(null)
  store.dispatch(tokenReceived('not-a-jwt'))
  await settle()
  t.equal(selectToken(store.getState()), null)
  t.equal(storage.get(), null)
})

t.test('an expired token found at start logs out and sends the visitor to /', async t => {
  const { store, storage, navigations } = setup(expiredToken)
  store.dispatch(sessionStarted())
  await settle()
  t.equal(selectToken(store.getState()), null)
  t.equal(storage.get(), null, 'the stale token is removed from storage')
  t.same(navigations, ['/'])
})

t.test('a valid token found at start keeps the player signed in', async t => {
  const { store, storage, navigations } = setup(liveToken)
  store.dispatch(sessionStarted())
  await settle()
  t.same(selectUser(store.getState()), { id: 'user-1', name: 'Asha Rao' })
  t.equal(storage.get(), liveToken)
  t.same(navigations, [])
})

t.test('logout says "Logout successfully" and acts one second later', async t => {
  const { store, storage, navigations, clock, api } = setup(liveToken)
  store.dispatch(logoutRequested())
  await settle()
  t.same(
    selectToasts(store.getState()).map(toast => [toast.kind, toast.text]),
    [['success', 'Logout successfully']],
  )
  t.equal(selectToken(store.getState()), liveToken, 'still signed in while the message shows')
  const logoutWait = clock.pending.find(wait => wait.ms === LOGOUT_DELAY_MS)
  t.ok(logoutWait, 'the logout waits 1000 ms')
  t.equal(LOGOUT_DELAY_MS, 1000)

  logoutWait?.release()
  await settle()
  t.equal(selectToken(store.getState()), null)
  t.equal(selectUser(store.getState()), null)
  t.equal(storage.get(), null)
  t.same(navigations, ['/'])
  t.same(api.calls, ['logout'], 'the server is told, so the token is worthless from now on; a failed call does not stop the logout')
})

t.test('"log out of all devices" asks the server, then logs out here one second later', async t => {
  const { store, clock, api, navigations } = setup(liveToken, { 'logout-all-devices': () => ({ status: true, message: 'Logged out of all devices' }) })
  store.dispatch(allDevicesLogoutRequested())
  t.ok(selectEndingAll(store.getState()), 'the button shows the request is on its way')
  await settle()
  t.same(api.calls, ['logout-all-devices'])
  t.same(selectToasts(store.getState()).map(toast => [toast.kind, toast.text]), [['success', 'Logged out of all devices']])
  clock.pending.find(wait => wait.ms === LOGOUT_DELAY_MS)!.release()
  await settle()
  t.equal(selectToken(store.getState()), null)
  t.same(navigations, ['/'])
})

t.test('a refused "log out of all devices" says why and keeps the player signed in', async t => {
  const { store } = setup(liveToken, { 'logout-all-devices': () => { throw new ApiError('Cannot reach the server, please check your connection', 0) } })
  store.dispatch(allDevicesLogoutRequested())
  await settle()
  t.same(selectToasts(store.getState()).map(toast => [toast.kind, toast.text]), [['error', 'Cannot reach the server, please check your connection']])
  t.notOk(selectEndingAll(store.getState()))
  t.equal(selectToken(store.getState()), liveToken)
})

t.test('a session the server ended (another device, a block) signs the player out with a message', async t => {
  const { store, navigations, storage } = setup(liveToken)
  store.dispatch({ type: 'realtime/sessionEnded', payload: {} })
  await settle()
  t.same(selectToasts(store.getState()).map(toast => [toast.kind, toast.text]), [['error', SESSION_ENDED_TEXT]])
  t.equal(selectToken(store.getState()), null)
  t.equal(storage.get(), null)
  t.same(navigations, ['/'])
})

t.test('our own logout ending the session does not add a second message', async t => {
  const { store } = setup(liveToken)
  store.dispatch(logoutRequested())
  await settle()
  store.dispatch(sessionEndedByServer())
  await settle()
  t.same(selectToasts(store.getState()).map(toast => toast.text), ['Logout successfully'])
})

t.test('the logout message closes itself after TOAST_AUTO_CLOSE_MS', async t => {
  const { store, clock } = setup(liveToken)
  store.dispatch(logoutRequested())
  await settle()
  const toastWait = clock.pending.find(wait => wait.ms === TOAST_AUTO_CLOSE_MS)
  t.ok(toastWait, 'the toast waits TOAST_AUTO_CLOSE_MS')
  toastWait?.release()
  await settle()
  t.same(selectToasts(store.getState()), [])
})
