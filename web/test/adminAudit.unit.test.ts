import t from 'tap'
import { ApiError } from '../src/app/api'
import type { AdminUserRow } from '../src/features/admin/users/api'
import { AdminTdsPage, withheldCell } from '../src/features/admin/audit/AdminTdsPage'
import { financialYearToDate, indiaInstant } from '../src/features/admin/audit/api'
import { ledgerPlayersSearched, ledgerRequested, selectAdminAudit, tdsReportRequested } from '../src/features/admin/audit/slice'
import { loggedOut } from '../src/features/session/slice'
import { settle, setup, type Call } from './authHarness'

const meera: AdminUserRow = {
  _id: 'u-1', name: 'meera01', countryCode: '91', mobile: '9812345670', email: '', role: 'player', userBlock: 'no',
  deletedAt: null, referralCode: 'CODE', createdAt: '2026-03-01T10:00:00.000Z', lastLogin: null,
}
const row = { version: 1, at: '2026-03-01T10:00:00.000Z', type: 'DepositConfirmed', detail: 'deposit d1 +500', cash: '500.00', winning: '0.00', reward: '0.00' }
const tdsRow = {
  withdrawalId: 'w1', userId: 'u-1', date: '2026-03-01T10:00:00.000Z', status: 'completed', amount: '1300.00', tds: '300.00', paid: '1000.00',
  tdsWithheld: '300.00', paidOut: '1000.00', pan: 'ABCDE1234F', policy: 'p', problems: [],
}
const totals = { completed: 1, pending: 0, rejected: 0, tdsWithheld: '300.00', paidOut: '1000.00' }

function answer(call: Call) {
  if (call.path.startsWith('admin/users')) return { status: true, data: [meera], total: 1, page: 1, limit: 10 }
  if (call.path.startsWith('admin/ledger/')) return { status: true, data: [row] }
  if (call.path.startsWith('admin/tds-report')) return { status: true, data: { rows: [tdsRow], mismatches: [], totals } }
  throw new Error(`unexpected ${call.path}`)
}

t.test('a player is found through the admin users search, and their ledger replays with the stop sent along', async t => {
  const { store, api } = setup(answer)
  store.dispatch(ledgerPlayersSearched('98123'))
  await settle()
  t.match(selectAdminAudit(store.getState()).players, { status: 'loaded', rows: [{ _id: 'u-1' }] })
  store.dispatch(ledgerRequested({ user: meera, stop: { until: '2026-03-01T04:30:00.000Z', untilEvent: '3' } }))
  await settle()
  t.same(api.calls.map(call => call.path), ['admin/users?search=98123&page=1', 'admin/ledger/u-1?until=2026-03-01T04%3A30%3A00.000Z&untilEvent=3'])
  t.match(selectAdminAudit(store.getState()).ledger, { user: { _id: 'u-1' }, status: 'loaded', rows: [row] })
  store.dispatch(ledgerRequested({ user: meera, stop: {} }))
  await settle()
  t.equal(api.calls.at(-1)!.path, 'admin/ledger/u-1', 'no stop, no query')
})

t.test('a refused replay keeps the server text under the stop field it names', async t => {
  const { store } = setup(call => {
    if (call.path.startsWith('admin/ledger/')) throw new ApiError('Please check where the replay stops', 400, { untilEvent: 'untilEvent must be a whole number from 1' })
    return answer(call)
  })
  store.dispatch(ledgerRequested({ user: meera, stop: { untilEvent: '0' } }))
  await settle()
  t.match(selectAdminAudit(store.getState()).ledger, { status: 'failed', rows: [], errors: { untilEvent: 'untilEvent must be a whole number from 1' } })
})

t.test('the TDS report loads for the range asked, a refusal shows its field errors, and logging out forgets it', async t => {
  let refuse = false
  const { store, api } = setup(call => {
    if (refuse) throw new ApiError('Please check the report range', 400, { to: 'to must not be before from' })
    return answer(call)
  })
  store.dispatch(tdsReportRequested({ from: '2025-04-01', to: '2026-03-31' }))
  await settle()
  t.equal(api.calls[0]!.path, 'admin/tds-report?from=2025-04-01&to=2026-03-31')
  t.match(selectAdminAudit(store.getState()).tds, { status: 'loaded', range: { from: '2025-04-01', to: '2026-03-31' }, report: { rows: [tdsRow], mismatches: [], totals } })
  refuse = true
  store.dispatch(tdsReportRequested({ from: '2026-03-31', to: '2025-04-01' }))
  await settle()
  t.match(selectAdminAudit(store.getState()).tds, { status: 'failed', report: null, errors: { to: 'to must not be before from' } })
  store.dispatch(loggedOut())
  t.equal(selectAdminAudit(store.getState()).tds.status, 'idle')
})

t.test('a stop typed in the browser is India time, and the default TDS range is the financial year so far', async t => {
  t.equal(indiaInstant('2026-03-01T10:00'), '2026-03-01T04:30:00.000Z')
  t.equal(indiaInstant('2026-03-01T10:00:30'), '2026-03-01T04:30:30.000Z')
  t.equal(indiaInstant(''), '')
  t.same(financialYearToDate('2026-03-15'), { from: '2025-04-01', to: '2026-03-15' })
  t.same(financialYearToDate('2026-04-01'), { from: '2026-04-01', to: '2026-04-01' })
})

t.test('the TDS page counts tax only where it was withheld: a rejected or pending withdrawal shows 0.00 and why', async t => {
  t.ok(AdminTdsPage)
  t.equal(withheldCell({ status: 'completed', tds: '300.00', tdsWithheld: '300.00' }), '₹300.00')
  t.equal(withheldCell({ status: 'rejected', tds: '300.00', tdsWithheld: '0.00' }), '₹0.00 (rejected, nothing withheld)')
  t.equal(withheldCell({ status: 'pending', tds: '300.00', tdsWithheld: '0.00' }), '₹0.00 (not paid out yet; ₹300.00 on payout)')
})
