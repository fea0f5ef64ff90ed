import t from 'tap'
import { startWallet, utr } from './fixtures'

/**
 * Support must find what a player quotes: one deposit and one withdrawal, followed through the
 * player's answer and history, the admin queue, the ledger replay and the TDS report, carry one id.
 */
t.test('a deposit and a withdrawal carry the same id in every view', async t => {
  const h = await startWallet(t)
  const player = await h.token('p1')
  const admin = await h.token('a1', 'admin')

  const filed = await h.call('POST', '/api/deposit-request', player, { amount: '500', method: 'UPI', reference: utr(1) })
  t.equal(filed.statusCode, 200)
  const depositId: string = filed.json().data._id
  t.ok(depositId, 'the player is told the deposit id')
  t.equal((await h.call('POST', '/api/admin/deposits/' + depositId + '/confirm', admin)).statusCode, 200)

  await h.fundWinning('p1', '1000')
  const asked = await h.call('POST', '/api/withdral-request-add', player, { amount: '650', bank_account_id: 'bank-1' })
  t.equal(asked.statusCode, 200)
  const withdrawalId: string = asked.json().data._id
  t.ok(withdrawalId, 'the player is told the withdrawal id')

  const history = (await h.call('POST', '/api/gettransaction', player)).json().data as { tx_id: string; txStatus: string }[]
  t.equal(history.find(r => r.txStatus === 'deposit')?.tx_id, depositId, 'player history: deposit')
  t.equal(history.find(r => r.txStatus === 'withdral')?.tx_id, withdrawalId, 'player history: withdrawal')
  const withdrawals = (await h.call('POST', '/api/user_withdrawal_list', player)).json().data as { tx_id: string }[]
  t.same(withdrawals.map(r => r.tx_id), [withdrawalId], 'player withdrawal list')

  const deposits = (await h.call('GET', '/api/admin/deposits?status=success', admin)).json().data as { _id: string }[]
  t.same(deposits.map(r => r._id), [depositId], 'admin deposit queue')
  const payouts = (await h.call('GET', '/api/admin/withdrawals', admin)).json().data as { _id: string }[]
  t.same(payouts.map(r => r._id), [withdrawalId], 'admin withdrawal queue')

  const ledger = (await h.call('GET', '/api/admin/ledger/p1', admin)).json().data as { type: string; txId: string }[]
  const idOf = (type: string) => ledger.filter(l => l.type === type).map(l => l.txId)
  t.same(idOf('DepositRequested'), [depositId], 'ledger: deposit request')
  t.same(idOf('DepositConfirmed'), [depositId], 'ledger: its confirmation')
  t.same(idOf('WithdrawalRequested'), [withdrawalId], 'ledger: withdrawal request')

  const report = (await h.call('GET', '/api/admin/tds-report?from=2026-03-01&to=2026-03-01', admin)).json().data as { rows: { withdrawalId: string; txId: string }[] }
  t.same(report.rows.map(r => r.withdrawalId), [withdrawalId], 'TDS report')
  t.same(report.rows.map(r => r.txId), [withdrawalId], 'TDS report, under the name the ledger uses')

  // A one-event move (a prize) is named by its event in both the history and the ledger.
  const prizeRow = history.find(r => r.txStatus === 'winning')!
  t.same(idOf('PrizeCredited'), [prizeRow.tx_id], 'a prize: history and ledger agree too')
})
