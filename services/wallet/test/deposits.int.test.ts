import t from 'tap'
import { startWallet } from './fixtures'

t.test('a filed deposit shows as pending and credits the cash wallet once an admin confirms it', async t => {
  const h = await startWallet(t)
  const player = await h.token('u1')
  const filed = await h.call('POST', '/api/deposit-request', player, { amount: '500', method: 'UPI', reference: 'UTR-1' })
  t.equal(filed.statusCode, 200)
  const depositId = filed.json().data._id
  t.match((await h.call('POST', '/api/getTransactionWallet', player)).json().data, [{ amount: '500.00', status: 'pending', txStatus: 'deposit', transType: 'CREDIT' }])
  const admin = await h.token('a1', 'admin')
  t.match((await h.call('GET', '/api/admin/deposits?status=pending', admin)).json().data, [{ _id: depositId, userId: 'u1', amount: '500.00', reference: 'UTR-1' }])

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
  const depositId = (await h.call('POST', '/api/deposit-request', player, { amount: '200', reference: 'UTR-2' })).json().data._id
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
  t.equal((await h.call('POST', '/api/deposit-request', undefined, { amount: '5', reference: 'r' })).statusCode, 401)
  const bad = await h.call('POST', '/api/deposit-request', player, { amount: '10.001', method: 'BTC', reference: '' })
  t.equal(bad.statusCode, 400)
  t.match(bad.json(), { status: false, errors: { method: String } })
  t.match((await h.call('POST', '/api/deposit-request', player, { amount: 'abc', reference: 'r' })).json().errors, { amount: 'Please enter valid amount' })
  t.equal((await h.call('POST', '/api/admin/deposits/unknown/confirm', await h.token('a1', 'admin'))).statusCode, 404)
  t.same(await h.store.headPosition(), 0, 'nothing was written')
})

t.test('a provider notice delivered five times credits the deposit once', async t => {
  const h = await startWallet(t)
  const notice = { eventId: 'pay-evt-1', userId: 'u1', amount: '750.00', reference: 'UPI-991', status: 'success' }
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
  const depositId = (await h.call('POST', '/api/deposit-request', player, { amount: '300', reference: 'UTR-7' })).json().data._id
  t.equal((await h.webhook({ eventId: 'e1', depositId, status: 'success' })).statusCode, 200)
  t.equal((await h.webhook({ eventId: 'e2', depositId, status: 'success' })).json().message, 'Already settled')
  t.equal((await h.webhook({ eventId: 'e3', userId: 'u1', amount: '300', reference: 'UTR-7', status: 'success' })).json().message, 'Already settled')
  t.equal((await h.call('GET', '/api/wallet-balance', player)).json().data.balance, '300.00')
  const other = (await h.call('POST', '/api/deposit-request', player, { amount: '100', reference: 'UTR-8' })).json().data._id
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
