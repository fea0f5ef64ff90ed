import t from 'tap'
import { startWallet, utr } from './fixtures'

t.test('a filed deposit shows as pending and credits the cash wallet once an admin confirms it', async t => {
  const h = await startWallet(t)
  const player = await h.token('u1')
  const filed = await h.call('POST', '/api/deposit-request', player, { amount: '500', method: 'UPI', reference: utr(1) })
  t.equal(filed.statusCode, 200)
  const depositId = filed.json().data._id
  t.match((await h.call('POST', '/api/getTransactionWallet', player)).json().data, [{ amount: '500.00', status: 'pending', txStatus: 'deposit', transType: 'CREDIT' }])
  const admin = await h.token('a1', 'admin')
  t.match((await h.call('GET', '/api/admin/deposits?status=pending', admin)).json().data, [{ _id: depositId, userId: 'u1', amount: '500.00', reference: utr(1) }])

  t.equal((await h.call('POST', `/api/admin/deposits/${depositId}/confirm`, admin)).statusCode, 200)
  t.same((await h.call('GET', '/api/wallet-balance', player)).json().data, { balance: '500.00', winningamount: '0.00', bonus: '0.00' })
  t.match((await h.call('POST', '/api/gettransaction', player)).json().data, [{ status: 'success', txStatus: 'deposit' }])
  t.match(h.pushes.at(-1), { userId: 'u1', message: { event: 'walletBalance', data: { balance: '500.00' } } })
  t.equal((await h.call('POST', `/api/admin/deposits/${depositId}/confirm`, admin)).statusCode, 409, 'a second confirm is refused')
  t.equal((await h.call('GET', '/api/wallet-balance', player)).json().data.balance, '500.00')
})

t.test('a rejected deposit credits nothing and shows the reason', async t => {
  const h = await startWallet(t)
  const player = await h.token('u1')
  const depositId = (await h.call('POST', '/api/deposit-request', player, { amount: '200', reference: utr(2) })).json().data._id
  const admin = await h.token('a1', 'admin')
  t.equal((await h.call('POST', `/api/admin/deposits/${depositId}/reject`, admin, { reason: '' })).json().errors.reason, 'Reject reason is required')
  t.equal((await h.call('POST', `/api/admin/deposits/${depositId}/reject`, admin, { reason: 'No transfer found' })).statusCode, 200)
  t.match((await h.call('POST', '/api/gettransaction', player)).json().data, [{ status: 'rejected', reject: 'No transfer found' }])
  t.equal((await h.call('GET', '/api/wallet-balance', player)).json().data.balance, '0.00')
})

t.test('deposit admin calls need the admin role and bad deposit input gets field errors', async t => {
  const h = await startWallet(t)
  const player = await h.token('u1')
  t.equal((await h.call('GET', '/api/admin/deposits', player)).statusCode, 403)
  t.equal((await h.call('POST', '/api/admin/deposits/x/confirm', player)).statusCode, 403)
  t.equal((await h.call('POST', '/api/deposit-request', undefined, { amount: '5', reference: utr(3) })).statusCode, 401)
  const bad = await h.call('POST', '/api/deposit-request', player, { amount: '10.001', method: 'BTC', reference: '' })
  t.equal(bad.statusCode, 400)
  t.match(bad.json(), { status: false, errors: { method: String } })
  t.match((await h.call('POST', '/api/deposit-request', player, { amount: 'abc', reference: utr(3) })).json().errors, { amount: 'Please enter valid deposit amount' })
  const minus = await h.call('POST', '/api/deposit-request', player, { amount: '-5', reference: 'x' })
  t.equal(minus.statusCode, 400)
  t.same(minus.json().errors, { amount: 'Please enter valid deposit amount', reference: 'Please enter valid UTR (12-digit UPI/IMPS, 16-character NEFT or 22-character RTGS)' }, 'the withdrawal amount rules and a real UTR')
  t.same((await h.call('POST', '/api/deposit-request', player, { amount: '1' + '0'.repeat(60), reference: utr(3) })).json().errors, { amount: 'Maximum amount is 100000.00' })
  t.equal((await h.call('POST', '/api/admin/deposits/unknown/confirm', await h.token('a1', 'admin'))).statusCode, 404)
  t.same(await h.store.headPosition(), 0, 'nothing was written')
})

t.test('a provider notice delivered five times credits the deposit once', async t => {
  const h = await startWallet(t)
  const notice = { eventId: 'pay-evt-1', userId: 'u1', amount: '750.00', reference: utr(991), status: 'success' }
  const replies = []
  for (let i = 0; i < 5; i++) replies.push(await h.webhook(notice))
  t.same(replies.map(r => r.statusCode), [200, 200, 200, 200, 200])
  const player = await h.token('u1')
  t.equal((await h.call('GET', '/api/wallet-balance', player)).json().data.balance, '750.00')
  t.equal((await h.call('POST', '/api/getTransactionWallet', player)).json().data.length, 1)
  const again = await Promise.all([1, 2, 3].map(() => h.webhook(notice)))
  t.same(again.map(r => r.statusCode), [200, 200, 200], 'concurrent redeliveries too')
  t.equal((await h.call('GET', '/api/wallet-balance', player)).json().data.balance, '750.00')
})

t.test('a provider notice confirms a filed deposit by id, and a second notice for it changes nothing', async t => {
  const h = await startWallet(t)
  const player = await h.token('u1')
  const depositId = (await h.call('POST', '/api/deposit-request', player, { amount: '300', reference: utr(7) })).json().data._id
  t.equal((await h.webhook({ eventId: 'e1', depositId, status: 'success' })).statusCode, 200)
  t.equal((await h.webhook({ eventId: 'e2', depositId, status: 'success' })).json().message, 'Already settled')
  t.equal((await h.webhook({ eventId: 'e3', userId: 'u1', amount: '300', reference: utr(7), status: 'success' })).json().message, 'Already settled')
  t.equal((await h.call('GET', '/api/wallet-balance', player)).json().data.balance, '300.00')
  const other = (await h.call('POST', '/api/deposit-request', player, { amount: '100', reference: utr(8) })).json().data._id
  t.equal((await h.webhook({ eventId: 'e5', depositId: other, amount: '999.00', status: 'success' })).statusCode, 400, 'a notice for another amount is refused')
  t.equal((await h.call('GET', '/api/wallet-balance', player)).json().data.balance, '300.00')
})

t.test('a provider notice with a bad signature is refused with 401 and changes nothing', async t => {
  const h = await startWallet(t)
  const notice = { eventId: 'evil-1', userId: 'u1', amount: '100000', reference: 'X', status: 'success' }
  t.equal((await h.webhook(notice, 'deadbeef')).statusCode, 401)
  t.equal((await h.webhook(notice, '')).statusCode, 401)
  const forged = await h.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(notice) })
  t.equal(forged.statusCode, 401, 'no signature at all')
  t.equal(await h.store.headPosition(), 0)
  t.equal((await h.call('GET', '/api/wallet-balance', await h.token('u1'))).json().data.balance, '0.00')
})

t.test('a signed notice for an unknown, blocked or deleted user gets a 4xx, credits nobody and is listed as unmatched', async t => {
  const h = await startWallet(t, { accounts: { ghost: 'unknown', blocked1: 'blocked', gone1: 'deleted' } })
  const replies = []
  for (const [i, userId] of ['ghost', 'blocked1', 'gone1'].entries()) {
    replies.push(await h.webhook({ eventId: `pay-${userId}`, userId, amount: '500', reference: utr(50 + i), status: 'success' }))
  }
  t.same(replies.map(r => r.statusCode), [422, 422, 422])
  t.same(replies.map(r => r.json().message), [
    'No such user: payment recorded as unmatched', 'User is blocked: payment recorded as unmatched', 'User account is deleted: payment recorded as unmatched',
  ])
  t.equal((await h.webhook({ eventId: 'pay-ghost', userId: 'ghost', amount: '500', reference: utr(50), status: 'success' })).statusCode, 422, 'a redelivery too')
  const admin = await h.token('a1', 'admin')
  const unmatched = await h.call('GET', '/api/admin/deposits/unmatched', admin)
  t.equal(unmatched.statusCode, 200)
  t.match(unmatched.json().data, [
    { eventId: 'pay-gone1', reason: 'deletedUser', userId: 'gone1', amount: '500', reference: utr(52) },
    { eventId: 'pay-blocked1', reason: 'blockedUser' },
    { eventId: 'pay-ghost', reason: 'unknownUser', userId: 'ghost' },
  ])
  t.equal(unmatched.json().data.length, 3, 'the redelivered notice is recorded once')
  for (const userId of ['ghost', 'blocked1', 'gone1']) {
    t.same(await h.store.readStream(`wallet-${userId}`), [], `${userId} has no wallet events`)
  }
  t.same((await h.call('GET', '/api/admin/deposits', admin)).json().data, [], 'no ownerless deposit')
  t.equal((await h.call('GET', '/api/admin/deposits/unmatched', await h.token('u1'))).statusCode, 403, 'admins only')
})

t.test('a notice by deposit id for a user blocked since is unmatched too', async t => {
  const statuses: Record<string, 'blocked'> = {}
  const h = await startWallet(t, { accounts: statuses })
  const depositId = (await h.call('POST', '/api/deposit-request', await h.token('u1'), { amount: '300', reference: utr(9) })).json().data._id
  statuses.u1 = 'blocked'
  t.equal((await h.webhook({ eventId: 'e9', depositId, status: 'success' })).statusCode, 422)
  t.match((await h.call('GET', '/api/admin/deposits/unmatched', await h.token('a1', 'admin'))).json().data, [{ reason: 'blockedUser', depositId }])
  t.equal((await h.call('GET', '/api/wallet-balance', await h.token('u1'))).json().data.balance, '0.00')
})

t.test('one bank reference belongs to one live deposit across all accounts', async t => {
  const h = await startWallet(t)
  const [u1, u2] = [await h.token('u1'), await h.token('u2')]
  t.equal((await h.call('POST', '/api/deposit-request', u1, { amount: '500', reference: 'sbin0123456789ab' })).statusCode, 200)
  const second = await h.call('POST', '/api/deposit-request', u2, { amount: '500', reference: 'SBIN0123456789AB' })
  t.equal(second.statusCode, 409)
  t.same(second.json().errors, { reference: 'This reference is already used by another deposit' })
  const notice = await h.webhook({ eventId: 'steal-1', userId: 'u2', amount: '500', reference: 'SBIN0123456789AB', status: 'success' })
  t.equal(notice.statusCode, 409, "a notice crediting u2 with u1's reference")
  t.match((await h.call('GET', '/api/admin/deposits/unmatched', await h.token('a1', 'admin'))).json().data, [{ reason: 'referenceClaimed', userId: 'u2' }])
  t.equal((await h.call('GET', '/api/wallet-balance', u2)).json().data.balance, '0.00')
  t.equal((await h.webhook({ eventId: 'own-1', userId: 'u1', amount: '500', reference: 'SBIN0123456789AB', status: 'success' })).json().message, 'Processed', "the owner's notice confirms the owner's deposit")
  t.equal((await h.call('GET', '/api/wallet-balance', u1)).json().data.balance, '500.00')
})

t.test('a reference whose deposit was rejected may be filed again, by anyone', async t => {
  const h = await startWallet(t)
  const first = (await h.call('POST', '/api/deposit-request', await h.token('u1'), { amount: '500', reference: utr(11) })).json().data._id
  await h.call('POST', `/api/admin/deposits/${first}/reject`, await h.token('a1', 'admin'), { reason: 'Not ours' })
  t.equal((await h.call('POST', '/api/deposit-request', await h.token('u2'), { amount: '500', reference: utr(11) })).statusCode, 200)
})

t.test('twenty accounts racing for one reference: exactly one files it', async t => {
  const h = await startWallet(t)
  const tokens = await Promise.all(Array.from({ length: 20 }, (_, i) => h.token(`racer${i}`)))
  const replies = await Promise.all(tokens.map(token => h.call('POST', '/api/deposit-request', token, { amount: '100', reference: utr(12) })))
  t.same(replies.map(r => r.statusCode).sort(), [200, ...Array(19).fill(409)])
  t.equal((await h.call('GET', '/api/admin/deposits', await h.token('a1', 'admin'))).json().data.length, 1)
})

t.test('no admin confirms their own deposit; above the threshold a second, different admin completes it', async t => {
  const h = await startWallet(t, { limits: { twoAdminAbove: '1000' } })
  const a1 = await h.token('a1', 'admin')
  const own = (await h.call('POST', '/api/deposit-request', a1, { amount: '500', reference: utr(20) })).json().data._id
  const self = await h.call('POST', `/api/admin/deposits/${own}/confirm`, a1)
  t.equal(self.statusCode, 403)
  t.equal(self.json().message, 'You cannot approve your own deposit or withdrawal')
  t.equal((await h.call('GET', '/api/wallet-balance', a1)).json().data.balance, '0.00')

  const big = (await h.call('POST', '/api/deposit-request', await h.token('u1'), { amount: '5000', reference: utr(21) })).json().data._id
  const first = await h.call('POST', `/api/admin/deposits/${big}/confirm`, a1)
  t.equal(first.json().message, 'Deposit approved (1 of 2 approvals): a second admin must confirm it')
  t.equal((await h.call('GET', '/api/wallet-balance', await h.token('u1'))).json().data.balance, '0.00', 'one approval credits nothing')
  t.match((await h.call('GET', '/api/admin/deposits?status=pending', a1)).json().data, [{ _id: big, approvals: ['admin:a1'], approvalsNeeded: 2 }, { _id: own, approvals: [], approvalsNeeded: 1 }])
  t.equal((await h.call('POST', `/api/admin/deposits/${big}/confirm`, a1)).statusCode, 409, 'the same admin again')
  const second = await h.call('POST', `/api/admin/deposits/${big}/confirm`, await h.token('a2', 'admin'), undefined, { 'idempotency-key': 'second-approval' })
  t.equal(second.json().message, 'Deposit confirmed')
  const replayed = await h.call('POST', `/api/admin/deposits/${big}/confirm`, await h.token('a3', 'admin'), undefined, { 'idempotency-key': 'second-approval' })
  t.equal(replayed.statusCode, 422, "another admin cannot pass off someone else's approval by reusing their key")
  t.equal((await h.call('GET', '/api/wallet-balance', await h.token('u1'))).json().data.balance, '5000.00')
})

t.test('a signed notice the wallet refuses (above the cap, a malformed reference) is a 4xx and listed as unmatched, not lost', async t => {
  const h = await startWallet(t)
  const huge = await h.webhook({ eventId: 'huge-1', userId: 'u1', amount: '1' + '0'.repeat(60), reference: utr(60), status: 'success' })
  t.equal(huge.statusCode, 422)
  t.equal(huge.json().message, 'The wallet refused this deposit: payment recorded as unmatched (Maximum amount is 100000.00)')
  t.equal((await h.webhook({ eventId: 'bad-ref-1', userId: 'u1', amount: '500', reference: 'x', status: 'success' })).statusCode, 422)
  t.match((await h.call('GET', '/api/admin/deposits/unmatched', await h.token('a1', 'admin'))).json().data, [
    { eventId: 'bad-ref-1', reason: 'refusedByWallet', detail: /valid UTR/ },
    { eventId: 'huge-1', reason: 'refusedByWallet', detail: 'Maximum amount is 100000.00', userId: 'u1' },
  ])
  t.equal((await h.call('GET', '/api/wallet-balance', await h.token('u1'))).json().data.balance, '0.00')
})
