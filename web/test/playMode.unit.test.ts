import t from 'tap'
import { ApiError } from '../src/app/api'
import { grantRequested, ledgerRequested, selectAdminSponsors, sponsorCreateRequested, sponsorsRequested } from '../src/features/admin/sponsors/slice'
import { entryFeeText } from '../src/features/contest/format'
import { feePreview } from '../src/features/contest/feePreview'
import { playModeRequested, selectFreePlay, selectPaidPlay } from '../src/features/playMode/slice'
import { playerMenu, withoutDeposits } from '../src/features/shell/links'
import { settle, setup, type Call } from './authHarness'

t.test('the client asks the server once which play mode runs; no answer counts as paid', async t => {
  const free = setup(call => (call.path === 'play-mode' ? { status: true, data: { playMode: 'free' } } : {}))
  t.notOk(selectFreePlay(free.store.getState()), 'unknown until asked: no banner, no deposit screens flash')
  free.store.dispatch(playModeRequested())
  free.store.dispatch(playModeRequested())
  await settle()
  free.store.dispatch(playModeRequested())
  await settle()
  t.ok(selectFreePlay(free.store.getState()))
  t.equal(free.api.calls.filter(c => c.path === 'play-mode').length, 1, 'asked once')

  const old = setup(() => {
    throw new ApiError('Not found', 404)
  })
  old.store.dispatch(playModeRequested())
  await settle()
  t.ok(selectPaidPlay(old.store.getState()), 'a server without the call runs the spec: paid')
})

t.test('free play takes the deposit screens out of the menus; a free contest shows "Free" and has nothing to pay', async t => {
  t.notOk(withoutDeposits(playerMenu, true).some(link => link.to === '/add-money'))
  t.same(withoutDeposits(playerMenu, false), playerMenu)
  t.equal(entryFeeText('0.00'), 'Free')
  t.equal(entryFeeText('0'), 'Free')
  t.equal(entryFeeText('100.00'), '₹100.00')
  t.equal(feePreview('0.00', { balance: '0.00', winningamount: '0.00', bonus: '0.00' }, { cash: false, winning: false, reward: false }), null, 'no wallet to choose, nothing refused')
})

const sponsor = { sponsorId: 's1', name: 'Chai Point', createdAt: '2026-03-01T10:00:00.000Z', granted: '2000.00', reserved: '1000.00', paid: '0.00', returned: '0.00', available: '1000.00' }

t.test('the sponsors page creates, grants with the server\'s field errors, and reloads the books and the open ledger', async t => {
  const { store, api } = setup((call: Call) => {
    if (call.path === 'admin/sponsors' && call.method === 'get') return { status: true, data: [sponsor] }
    if (call.path === 'admin/sponsors' && call.method === 'post') return { status: true, message: 'Sponsor created', data: sponsor }
    if (call.path === 'admin/sponsors/s1/ledger') return { status: true, data: { sponsor, ledger: [{ id: 'e1', type: 'SponsorBudgetGranted', amount: '2000.00', available: '2000.00' }] } }
    if (call.path === 'admin/sponsors/s1/grant') {
      if ((call.body as { amount: string }).amount === '-1') throw new ApiError('Please enter valid amount', 400, { amount: 'Please enter valid amount' })
      return { status: true, message: 'Budget granted', data: sponsor }
    }
    throw new Error(`unexpected call to ${call.path}`)
  })
  store.dispatch(sponsorsRequested())
  store.dispatch(ledgerRequested('s1'))
  await settle()
  t.match(selectAdminSponsors(store.getState()), { status: 'loaded', sponsors: [{ name: 'Chai Point', available: '1000.00' }], ledger: { status: 'loaded', rows: [{ id: 'e1' }] } })

  store.dispatch(grantRequested({ sponsorId: 's1', amount: '-1', note: '' }))
  await settle()
  t.match(selectAdminSponsors(store.getState()).form, { status: 'failed', errors: { amount: 'Please enter valid amount' } })

  const before = api.calls.length
  store.dispatch(sponsorCreateRequested({ name: 'Chai Point', amount: '2000', note: '' }))
  await settle()
  t.same(api.calls.slice(before).map(c => `${c.method} ${c.path}`), ['post admin/sponsors', 'get admin/sponsors', 'get admin/sponsors/s1/ledger'], 'created, then the books and the open ledger reload')
  t.match(selectAdminSponsors(store.getState()).form, { status: 'done', message: 'Sponsor created' })
})
