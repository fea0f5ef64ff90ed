import t from 'tap'
import type { ResponsiblePlayDto } from '@arena/contracts'
import { ApiError } from '../src/app/api'
import { BREAK_LOGOUT_MS } from '../src/features/responsiblePlay/sagas'
import {
  breakConfirmed, limitsSubmitted, responsiblePlayRequested, selectResponsiblePlay, userResponsiblePlayRequested,
} from '../src/features/responsiblePlay/slice'
import { selectToken, tokenReceived } from '../src/features/session/slice'
import { settle, setup, tokenFor, type Call } from './authHarness'

const row = (limit: string | null) => ({ limit, used: '0.00', remaining: limit, resetsAt: '2026-11-24T18:30:00.000Z', pending: null })
const settings: ResponsiblePlayDto = { limits: { daily: row('1000.00'), weekly: row(null), monthly: row(null) }, break: null }

function server(overrides: Record<string, (call: Call) => unknown> = {}) {
  return (call: Call) => {
    const handler = overrides[call.path]
    if (handler) return handler(call)
    if (call.path === 'responsible-play') return { status: true, data: settings }
    throw new Error(`unexpected call to ${call.path}`)
  }
}

async function loaded(overrides: Record<string, (call: Call) => unknown> = {}) {
  const app = setup(server(overrides))
  app.store.dispatch(tokenReceived(tokenFor({ sub: 'user-9', name: 'asha01' })))
  app.store.dispatch(responsiblePlayRequested())
  await settle()
  return app
}

t.test('the own limits are loaded from responsible-play', async t => {
  const { store, api } = await loaded()
  t.same(api.calls, [{ method: 'get', path: 'responsible-play', body: undefined }])
  t.match(selectResponsiblePlay(store.getState()), { status: 'loaded', data: { limits: { daily: { limit: '1000.00' } } } })
})

t.test('limits are sent as typed amounts, an empty box as no limit', async t => {
  const saved = { ...settings, limits: { ...settings.limits, daily: { ...row('1000.00'), pending: { limit: '5000.00', appliesAt: '2026-11-25T10:00:00.000Z' } } } }
  const { store, api, toasts } = await loaded({ 'responsible-play/limits': () => ({ status: true, message: 'Saved. A higher or removed limit applies after 24 hours; a lower one applies now', data: saved }) })
  store.dispatch(limitsSubmitted({ daily: '5000', weekly: '', monthly: '20000.5' }))
  await settle()
  t.same(api.calls.at(-1), { method: 'post', path: 'responsible-play/limits', body: { daily: '5000.00', weekly: null, monthly: '20000.50' } })
  t.same(selectResponsiblePlay(store.getState()).data?.limits.daily.pending, { limit: '5000.00', appliesAt: '2026-11-25T10:00:00.000Z' })
  t.match(toasts(), [['success', /after 24 hours/]])
})

t.test('a bad limit is caught before anything is sent, with the server\'s own text', async t => {
  const { store, api } = await loaded()
  store.dispatch(limitsSubmitted({ daily: '-5', weekly: 'lots', monthly: '' }))
  await settle()
  t.equal(api.calls.length, 1, 'only the load')
  t.same(selectResponsiblePlay(store.getState()).errors, {
    daily: 'Please enter a limit in rupees above 0, or leave it empty for no limit',
    weekly: 'Please enter a limit in rupees above 0, or leave it empty for no limit',
  })
})

t.test('a confirmed break logs the player out once the server has started it', async t => {
  const started = { ...settings, break: { kind: 'timeOut' as const, duration: '24h', from: '2026-11-24T10:00:00.000Z', until: '2026-11-25T10:00:00.000Z' } }
  const { store, api, clock } = await loaded({ 'responsible-play/break': () => ({ status: true, message: 'Your break has started. You have been logged out.', data: started }) })
  store.dispatch(breakConfirmed('24h'))
  await settle()
  t.same(api.calls.at(-1), { method: 'post', path: 'responsible-play/break', body: { duration: '24h' } })
  t.not(selectToken(store.getState()), null, 'still signed in while the message shows')
  clock.release(BREAK_LOGOUT_MS)
  await settle()
  t.equal(selectToken(store.getState()), null)
})

t.test('a refused break keeps the player signed in and shows why under the choice', async t => {
  const { store, clock } = await loaded({
    'responsible-play/break': () => { throw new ApiError('You are already on a break until 24 May 2027, 15:30 IST; a new break must end later', 409, { duration: 'You are already on a break until 24 May 2027, 15:30 IST; a new break must end later' }) },
  })
  store.dispatch(breakConfirmed('1m'))
  await settle()
  t.throws(() => clock.release(BREAK_LOGOUT_MS), /nothing waits/, 'no logout is on its way')
  t.not(selectToken(store.getState()), null)
  t.match(selectResponsiblePlay(store.getState()), { breaking: false, errors: { duration: /already on a break/ } })
})

t.test('an admin reads a user\'s settings from the admin call', async t => {
  const { store, api } = await loaded({ 'admin/users/user-7/responsible-play': () => ({ status: true, data: settings }) })
  store.dispatch(userResponsiblePlayRequested({ userId: 'user-7', name: 'ravi' }))
  await settle()
  t.same(api.calls.at(-1), { method: 'get', path: 'admin/users/user-7/responsible-play', body: undefined })
  t.match(selectResponsiblePlay(store.getState()).user, { userId: 'user-7', name: 'ravi', data: { limits: { daily: { limit: '1000.00' } } } })
})
