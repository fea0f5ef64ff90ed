import t from 'tap'
import { ApiError } from '../src/app/api'
import { fairPlayRequested, prizeDecisionRequested, selectAdminFairPlay } from '../src/features/admin/fairPlay/slice'
import { tokenReceived } from '../src/features/session/slice'
import { settle, setup, tokenFor, type Call } from './authHarness'

const flag = { kind: 'pan', value: '******234F', accounts: [{ userId: 'u1', name: 'asha01', at: '2026-03-01T10:00:00.000Z' }, { userId: 'u2', name: 'asha02', at: '2026-03-01T11:00:00.000Z' }], firstAt: '2026-03-01T10:00:00.000Z', lastAt: '2026-03-01T11:00:00.000Z' }
const hold = { holdId: 'h1', userId: 'u1', contestId: 'c1', contestName: 'Cup', rank: 1, amount: '500.00', status: 'held', reason: 'Shares a PAN (******234F) with 1 other account', heldAt: '2026-03-02T07:00:00.000Z', decidedBy: null, decidedAt: null, withheldReason: null }

function admin(overrides: Record<string, (call: Call) => unknown>) {
  const app = setup((call: Call) => {
    const handler = overrides[call.path]
    if (handler) return handler(call)
    if (call.path === 'wallet-balance') return { status: true, data: { balance: '0.00', winningamount: '0.00', bonus: '0.00' } }
    throw new Error(`unexpected call to ${call.path}`)
  })
  app.store.dispatch(tokenReceived(tokenFor({ sub: 'admin-1', name: 'boss', role: 'admin' })))
  return app
}

t.test('the Fair play page loads flags with their evidence and the held prizes', async t => {
  const { store } = admin({
    'admin/fair-play/flags': () => ({ status: true, data: [flag] }),
    'admin/prize-holds': () => ({ status: true, data: [hold] }),
  })
  store.dispatch(fairPlayRequested())
  await settle()
  t.match(selectAdminFairPlay(store.getState()), { status: 'loaded', flags: [{ kind: 'pan', value: '******234F' }], flagsTotal: 1, holds: [{ holdId: 'h1', status: 'held' }] })
})

t.test('when the server sends only the newest flags, the page keeps how many there are in all', async t => {
  const { store } = admin({
    'admin/fair-play/flags': () => ({ status: true, data: [flag], total: 1200 }),
    'admin/prize-holds': () => ({ status: true, data: [] }),
  })
  store.dispatch(fairPlayRequested())
  await settle()
  t.match(selectAdminFairPlay(store.getState()), { status: 'loaded', flagsTotal: 1200 })
  t.equal(selectAdminFairPlay(store.getState()).flags.length, 1)
})

t.test('releasing sends no body and reloads; withholding needs a reason and shows the server\'s field error', async t => {
  const { store, api } = admin({
    'admin/fair-play/flags': () => ({ status: true, data: [] }),
    'admin/prize-holds': () => ({ status: true, data: [hold] }),
    'admin/prize-holds/h1/release': () => ({ status: true, message: 'Prize released to the winning wallet' }),
    'admin/prize-holds/h1/withhold': call => {
      if (!(call.body as { reason?: string }).reason) throw new ApiError('Please check the highlighted fields', 400, { reason: 'Please enter the reason' })
      return { status: true, message: 'Prize withheld' }
    },
  })
  store.dispatch(prizeDecisionRequested({ holdId: 'h1', decision: 'release' }))
  await settle()
  t.match(api.calls.find(c => c.path === 'admin/prize-holds/h1/release'), { method: 'post', body: {} })
  t.match(selectAdminFairPlay(store.getState()), { status: 'loaded', action: { status: 'done', message: 'Prize released to the winning wallet' } })
  store.dispatch(prizeDecisionRequested({ holdId: 'h1', decision: 'withhold', reason: '' }))
  await settle()
  t.match(selectAdminFairPlay(store.getState()).action, { status: 'failed', errors: { reason: 'Please enter the reason' } })
  store.dispatch(prizeDecisionRequested({ holdId: 'h1', decision: 'withhold', reason: 'One person, two accounts' }))
  await settle()
  t.same(api.calls.filter(c => c.path === 'admin/prize-holds/h1/withhold').at(-1)?.body, { reason: 'One person, two accounts' })
  t.equal(selectAdminFairPlay(store.getState()).action.status, 'done')
})

t.test('every call carries the browser\'s own device id, made once and kept', async t => {
  const { browserDeviceId, createApi } = await import('../src/app/api')
  let kept: string | null = null
  const storage = { get: () => kept, set: (value: string) => void (kept = value) }
  const seen: (string | undefined)[] = []
  const fetch = (async (_url: string, init: RequestInit) => {
    seen.push((init.headers as Record<string, string>)['x-device-id'])
    return new Response(JSON.stringify({ status: true }), { status: 200, headers: { 'content-type': 'application/json' } })
  }) as typeof globalThis.fetch
  const api = createApi({ getToken: () => null, fetch, deviceId: () => browserDeviceId(storage) })
  await api.get('server-time')
  await api.post('login', {})
  t.match(seen[0], /^[0-9a-f-]{36}$/)
  t.equal(seen[1], seen[0], 'the same id on every call')
  t.equal(kept, seen[0], 'kept in the browser for the next visit')
})
