import t from 'tap'
import { eligibility, startWallet } from './fixtures'

/** A wallet with player u1 holding `winnings` in their winning wallet, and their token. */
async function withWinnings(t: Parameters<typeof startWallet>[0], winnings: string) {
  const h = await startWallet(t)
  await h.fundWinning('u1', winnings)
  return { h, player: await h.token('u1') }
}

t.test('a withdrawal holds the amount, reports TDS and paid amount, and an admin completes it', async t => {
  const { h, player } = await withWinnings(t, '1000')
  const res = await h.call('POST', '/api/withdral-request-add', player, { amount: '0650', bank_account_id: 'bank-1', user_id: 'u2' })
  t.equal(res.statusCode, 200)
  t.match(res.json(), { status: true, message: 'Withdrawal request submitted successfully', data: { amount: '650.00', tds: '150.00', paid: '500.00' } })
  t.equal((await h.call('GET', '/api/wallet-balance', player)).json().data.winningamount, '350.00')
  t.equal((await h.call('GET', '/api/wallet-balance', await h.token('u2'))).json().data.winningamount, '0.00', 'user_id in the body reaches nobody')
  const [row] = (await h.call('POST', '/api/user_withdrawal_list', player)).json().data
  t.match(row, { amount: '650.00', status: 'pending', txStatus: 'withdral', transType: 'DEBIT', bank_detail_id: 'bank-1', tds: '150.00', paid: '500.00', reject: null })

  const admin = await h.token('a1', 'admin')
  t.match((await h.call('GET', '/api/admin/withdrawals?status=pending', admin)).json().data, [{ _id: res.json().data._id, userId: 'u1', tds: '150.00' }])
  t.equal((await h.call('POST', `/api/admin/withdrawals/${res.json().data._id}/complete`, admin, { payoutReference: 'NEFT-77' })).statusCode, 200)
  t.match((await h.call('POST', '/api/user_withdrawal_list', player)).json().data, [{ status: 'success' }])
  t.equal((await h.call('GET', '/api/wallet-balance', player)).json().data.winningamount, '350.00')
  t.equal((await h.call('GET', '/api/admin/withdrawals?status=pending', admin)).json().data.length, 0)
})

t.test('a rejected withdrawal gives the amount back and shows the reason', async t => {
  const { h, player } = await withWinnings(t, '100')
  const id = (await h.call('POST', '/api/withdral-request-add', player, { amount: '100', bank_account_id: 'bank-1' })).json().data._id
  const admin = await h.token('a1', 'admin')
  t.equal((await h.call('POST', `/api/admin/withdrawals/${id}/reject`, admin, { reason: 'Name mismatch' })).statusCode, 200)
  t.equal((await h.call('GET', '/api/wallet-balance', player)).json().data.winningamount, '100.00')
  t.match((await h.call('POST', '/api/getTransactionWithdral', player)).json().data, [{ txStatus: 'withdral', status: 'rejected', reject: 'Name mismatch' }, { txStatus: 'winning' }])
  t.equal((await h.call('POST', `/api/admin/withdrawals/${id}/complete`, admin)).statusCode, 409)
})

t.test('withdrawal form errors use the spec texts and write nothing', async t => {
  const h = await startWallet(t, { payoutEligibility: eligibility({ noKyc: ['u3'], badAccounts: ['bank-x'] }) })
  await h.fundWinning('u1', '150')
  const before = await h.store.headPosition()
  const errors = async (body: object, user = 'u1') => (await h.call('POST', '/api/withdral-request-add', await h.token(user), body)).json().errors
  t.same(await errors({ bank_account_id: 'bank-1' }), { amount: 'Withdrawal amount is required' })
  t.same(await errors({ amount: '0', bank_account_id: 'bank-1' }), { amount: 'Please enter valid withdrawal amount' })
  t.same(await errors({ amount: '100' }), { bank_account_id: 'First bank account is required' })
  t.same(await errors({ amount: '100', bank_account_id: 'bank-x' }), { bank_account_id: 'First bank account is required' })
  t.same(await errors({ amount: '100', bank_account_id: 'bank-1' }, 'u3'), { kyc: 'Please complete your KYC' })
  t.same(await errors({ amount: '150.01', bank_account_id: 'bank-1' }), { amount: 'Insufficient balance in winning wallet' })
  t.same(await errors({ amount: 150.01, bank_account_id: 'bank-1' }), { amount: 'Insufficient balance in winning wallet' }, 'a JSON number is read as typed')
  t.same(await errors({ amount: 1e-7, bank_account_id: 'bank-1' }), { amount: 'Please enter valid withdrawal amount' })
  t.same(await errors({ amount: '0.02', bank_account_id: 'bank-1' }), { amount: 'Minimum withdrawal amount is 100.00' }, 'below the minimum TDS would round to 0')
  t.same(await errors({ amount: '1' + '0'.repeat(60), bank_account_id: 'bank-1' }), { amount: 'Maximum amount is 100000.00' })
  t.equal(await h.store.headPosition(), before)
})

t.test('the same request sent twice with one idempotency key withdraws once', async t => {
  const { h, player } = await withWinnings(t, '200')
  const send = () => h.call('POST', '/api/withdral-request-add', player, { amount: '160', bank_account_id: 'bank-1' }, { 'idempotency-key': 'form-submit-1' })
  const [first, second] = [await send(), await send()]
  t.equal(first.statusCode, 200)
  t.equal(second.statusCode, 200)
  t.equal(second.json().data._id, first.json().data._id)
  t.equal((await h.call('GET', '/api/wallet-balance', player)).json().data.winningamount, '40.00')
  t.equal((await h.call('POST', '/api/user_withdrawal_list', player)).json().data.length, 1)
})

t.test('one idempotency key with a different body is refused with 422, not answered with the old result', async t => {
  const { h, player } = await withWinnings(t, '1000')
  const key = { 'idempotency-key': 'form-submit-2' }
  t.equal((await h.call('POST', '/api/withdral-request-add', player, { amount: '100', bank_account_id: 'bank-1' }, key)).statusCode, 200)
  const other = await h.call('POST', '/api/withdral-request-add', player, { amount: '900', bank_account_id: 'bank-1' }, key)
  t.equal(other.statusCode, 422)
  t.match(other.json(), { status: false, message: 'This idempotency-key was already used for a different request' })
  t.equal((await h.call('POST', '/api/withdral-request-add', player, { amount: '100', bank_account_id: 'bank-2' }, key)).statusCode, 422, 'another account')
  const deposit = await h.call('POST', '/api/deposit-request', player, { amount: '100', reference: '123456789012' }, key)
  t.equal(deposit.statusCode, 422, 'the key reused on another call')
  t.equal((await h.call('GET', '/api/wallet-balance', player)).json().data.winningamount, '900.00', 'only the first request moved money')
  t.equal((await h.call('POST', '/api/user_withdrawal_list', player)).json().data.length, 1)
  t.equal((await h.call('POST', '/api/deposit-request', player, { amount: '100', reference: '123456789012' })).statusCode, 200, 'the reference the refused call named is still free')
  t.same(await h.store.readStream('utr-123456789012').then(events => events.map(e => e.type)), ['DepositReferenceClaimed'], 'the refused call claimed nothing')
})

t.test('no admin completes their own withdrawal; above the threshold two different admins must', async t => {
  const h = await startWallet(t, { limits: { twoAdminAbove: '500' } })
  await h.fundWinning('a1', '2000')
  const own = (await h.call('POST', '/api/withdral-request-add', await h.token('a1', 'admin'), { amount: '200', bank_account_id: 'bank-1' })).json().data._id
  const selfApproval = await h.call('POST', `/api/admin/withdrawals/${own}/complete`, await h.token('a1', 'admin'))
  t.equal(selfApproval.statusCode, 403)
  t.equal(selfApproval.json().message, 'You cannot approve your own deposit or withdrawal')
  t.equal((await h.call('POST', `/api/admin/withdrawals/${own}/complete`, await h.token('a2', 'admin'))).statusCode, 200)

  const big = (await h.call('POST', '/api/withdral-request-add', await h.token('a1', 'admin'), { amount: '600', bank_account_id: 'bank-1' })).json().data._id
  const [a2, a3] = [await h.token('a2', 'admin'), await h.token('a3', 'admin')]
  const first = await h.call('POST', `/api/admin/withdrawals/${big}/complete`, a2)
  t.equal(first.statusCode, 200)
  t.match(first.json(), { message: 'Withdrawal approved (1 of 2 approvals): a second admin must complete it' })
  t.match((await h.call('GET', '/api/admin/withdrawals?status=pending', a2)).json().data, [{ _id: big, approvals: ['admin:a2'], approvalsNeeded: 2 }])
  t.equal((await h.call('POST', `/api/admin/withdrawals/${big}/complete`, a2)).statusCode, 409, 'the same admin twice is not two admins')
  t.equal((await h.call('POST', `/api/admin/withdrawals/${big}/complete`, a3)).json().message, 'Withdrawal completed')
  t.match((await h.call('GET', '/api/admin/withdrawals', a3)).json().data, [{ _id: big, status: 'success', approvals: ['admin:a2'] }, { _id: own, status: 'success', approvalsNeeded: 1 }])
})

t.test('a direct command applied twice with one command id changes the balance once', async t => {
  const h = await startWallet(t)
  const bonus = { commandId: 'bonus-cmd-1', at: h.clock.now().toISOString(), userId: 'u1', bonusId: 'registration-u1', amount: '25', kind: 'registration' as const }
  const first = await h.wallet.handlers.creditBonus(bonus)
  const second = await h.wallet.handlers.creditBonus(bonus)
  t.equal(first.duplicate, false)
  t.equal(second.duplicate, true)
  t.same(second.events, first.events, 'the retry answers with what the first run did')
  t.equal(second.balances.bonus, '25.00')
  t.equal((await h.store.readStream('wallet-u1')).length, 1)
})

t.test('the history calls split rows by wallet and link fees to their contest', async t => {
  const h = await startWallet(t)
  const at = h.clock.now().toISOString()
  const w = h.wallet.handlers
  await w.creditBonus({ commandId: 'b1', at, userId: 'u1', bonusId: 'reg', amount: '40', kind: 'registration' })
  await w.creditBonus({ commandId: 'b2', at, userId: 'u1', bonusId: 'ref-u9', amount: '10', kind: 'referral', note: 'u9' })
  await w.creditPrize({ commandId: 'p1', at, userId: 'u1', contestId: 'k0', rank: 2, amount: '30' })
  await w.debitEntryFee({ commandId: 'f1', at, userId: 'u1', contestId: 'k1', contestName: 'Daily BTC', fee: '60', ticked: { cash: true, winning: true, reward: true } })
  const player = await h.token('u1')
  const rows = async (call: string) => (await h.call('POST', `/api/${call}`, player)).json().data
  t.match(await rows('gettransaction'), [{ txStatus: 'participate', transType: 'DEBIT', amount: '60.00', contest_id: { _id: 'k1', contestName: 'Daily BTC' } }, { txStatus: 'winning' }, { txStatus: 'referral' }, { txStatus: 'bonus' }])
  t.match(await rows('getbonustransaction'), [{ txStatus: 'participate', amount: '30.00' }, { txStatus: 'bonus', amount: '40.00' }])
  t.match(await rows('getrefferaltransaction'), [{ txStatus: 'referral', amount: '10.00' }])
  t.match(await rows('getTransactionWithdral'), [{ txStatus: 'participate', amount: '30.00' }, { txStatus: 'winning', amount: '30.00', contest_id: { _id: 'k0' } }])
  t.same(await rows('getTransactionWallet'), [])
  t.same((await h.call('GET', '/api/wallet-balance', player)).json().data, { balance: '0.00', winningamount: '0.00', bonus: '20.00' })
  t.same(await (async () => (await h.call('POST', '/api/gettransaction', await h.token('u2'))).json().data)(), [], 'another user sees none of it')
})
