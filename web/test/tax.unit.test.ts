import t from 'tap'
import { previousFinancialYear } from '../src/features/admin/audit/AdminTdsPage'
import { tdsReportRequested, tdsYearEndRequested } from '../src/features/admin/audit/slice'
import { tokenReceived } from '../src/features/session/slice'
import type { TransactionDto } from '../src/features/wallet/api'
import { historyRow } from '../src/features/wallet/historyRows'
import { PREVIEW_DELAY_MS } from '../src/features/wallet/taxSagas'
import { depositSplitRequested, selectTax, tdsStatementRequested, withdrawalWorkingRequested } from '../src/features/wallet/taxSlice'
import { settle, setup, tokenFor, type Call } from './authHarness'

const working = {
  policy: 'rule133', amount: '2000.00', tds: '300.00', paid: '1700.00', tdsRate: '30% of net winnings',
  working: { financialYear: '2026-27', netWinnings: '1000.00' }, lines: [{ label: '= Net winnings (0 if negative)', amount: '1000.00' }],
}

function signedIn(answer: (call: Call) => unknown, role = 'player') {
  const app = setup(answer)
  app.store.dispatch(tokenReceived(tokenFor({ sub: 'user-1', name: 'asha01', role })))
  return app
}

t.test('the withdrawal form asks the wallet for the working once typing pauses, and keeps only the latest amount\'s', async t => {
  const app = signedIn(call => (call.path === 'withdrawal-preview' ? { status: true, data: { ...working, amount: (call.body as { amount: string }).amount } } : { status: true, data: {} }))
  app.store.dispatch(withdrawalWorkingRequested('200'))
  app.store.dispatch(withdrawalWorkingRequested('2000'))
  await settle()
  t.same(app.api.calls.filter(c => c.path === 'withdrawal-preview'), [], 'nothing is sent while typing')
  app.clock.release(PREVIEW_DELAY_MS)
  app.clock.release(PREVIEW_DELAY_MS)
  await settle()
  t.same(app.api.calls.filter(c => c.path === 'withdrawal-preview').map(c => c.body), [{ amount: '2000' }], 'the first wait was cancelled by the next keystroke')
  t.match(selectTax(app.store.getState()).withdrawal, { amount: '2000', status: 'loaded', data: { tds: '300.00', lines: [{ amount: '1000.00' }] } })
})

t.test('the add-money form shows the GST split the wallet computes', async t => {
  const app = signedIn(() => ({ status: true, data: { gross: '1280.00', gst: '280.00', credited: '1000.00', gstRate: '0.28' } }))
  app.store.dispatch(depositSplitRequested('1280'))
  app.clock.release(PREVIEW_DELAY_MS)
  await settle()
  t.same(app.api.calls.map(c => [c.path, c.body]), [['deposit-preview', { amount: '1280' }]])
  t.match(selectTax(app.store.getState()).deposit, { status: 'loaded', data: { credited: '1000.00' } })
})

t.test('the annual statement loads the current year, then the year picked', async t => {
  const statement = (fy: string) => ({ financialYear: fy, pan: 'ABCDE1234F', rows: [], yearEnd: null, totals: { withdrawn: '0.00', tdsDeducted: '0.00', paidOut: '0.00' }, years: [fy] })
  const app = signedIn(call => ({ status: true, data: statement(call.path.includes('=') ? call.path.split('=')[1]! : '2026-27') }))
  app.store.dispatch(tdsStatementRequested(null))
  await settle()
  app.store.dispatch(tdsStatementRequested('2025-26'))
  await settle()
  t.same(app.api.calls.map(c => c.path), ['tds-statement', 'tds-statement?financialYear=2025-26'])
  t.match(selectTax(app.store.getState()).statement, { financialYear: '2025-26', status: 'loaded', data: { pan: 'ABCDE1234F' } })
})

t.test('history rows say what GST took from a deposit and name the year-end TDS', async t => {
  const base: TransactionDto = { tx_id: 't1', amount: '1280.00', status: 'success', txStatus: 'deposit', transType: 'CREDIT', date: '2026-04-02T05:00:00.000Z', contest_id: null, bank_detail_id: null, reject: null }
  t.match(historyRow({ ...base, gross: '1280.00', gst: '280.00', credited: '1000.00' }), { txType: 'Deposit (GST ₹280.00, credited ₹1000.00)' })
  t.match(historyRow(base), { txType: 'Deposit' }, 'no GST: as before')
  t.match(historyRow({ ...base, txStatus: 'tds', transType: 'DEBIT', amount: '150.00' }), { txType: 'Year-end TDS' })
})

t.test('the year to close is the one before today\'s financial year', async t => {
  t.equal(previousFinancialYear('2027-04-01'), '2026-27')
  t.equal(previousFinancialYear('2027-03-31'), '2025-26')
})

t.test('the admin records the year-end TDS, then the report reloads', async t => {
  const app = signedIn(call => {
    if (call.path === 'admin/tds-year-end') return { status: true, message: 'Year-end TDS recorded for 2 players', data: { financialYear: '2026-27', closed: 2, tds: '150.00', uncollected: '0.00' } }
    return { status: true, data: { rows: [], mismatches: [], totals: { completed: 0, pending: 0, rejected: 0, tdsWithheld: '0.00', paidOut: '0.00' }, yearEnds: [], players: [] } }
  }, 'admin')
  app.store.dispatch(tdsReportRequested({ from: '2026-04-01', to: '2027-03-31' }))
  await settle()
  app.store.dispatch(tdsYearEndRequested('2026-27'))
  await settle()
  t.same(app.api.calls.map(c => [c.path, c.body]).slice(1), [['admin/tds-year-end', { financialYear: '2026-27' }], ['admin/tds-report?from=2026-04-01&to=2027-03-31', undefined]])
  t.match(app.store.getState().adminAudit.yearEnd, { status: 'sent', message: /2 players: TDS 150.00/ })
})
