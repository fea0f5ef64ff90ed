import t from 'tap'
import { ok, post, signInAdmin, signUp, utrFor } from './support/contestPeople'
import { bootWorld } from './support/contestWorld'
import { readyToWithdraw, sampleBank } from './support/payoutReady'

const DECLARED = { dob: '1990-05-14', state: 'Karnataka' }

t.test('the admin withdrawal queue says who to pay and where; the deposit queue says who paid and flags a reused reference', async t => {
  const w = await bootWorld(t)
  const admin = await signInAdmin(w)
  const asha = await signUp(w, 'asha')
  const bankId = await readyToWithdraw(w, admin, asha, DECLARED)
  await post(w, '/api/add_upi_detail', asha.token, { upiid: 'asha@upi' })
  const mobile = (await post(w, '/api/profile-data', asha.token)).data.mobile as string
  const withdrawalId = (await post(w, '/api/withdral-request-add', asha.token, { amount: '650', bank_account_id: bankId })).data._id as string

  const payouts = (await ok(w, { method: 'GET', url: '/api/admin/withdrawals', token: admin.token })).data
  t.match(payouts.find((row: { _id: string }) => row._id === withdrawalId), {
    amount: '650.00', tds: '150.00', paid: '500.00',
    player: { userId: asha.id, name: 'asha', mobile, countryCode: '91', kycStatus: 'complete', upiIds: ['asha@upi'] },
    payee: { bankAccountId: bankId, ...sampleBank, status: 'accepted' },
  })

  // A reference whose deposit was rejected may be quoted again, by anyone: the later request is flagged.
  const reference = utrFor('reused')
  const first = (await post(w, '/api/deposit-request', asha.token, { amount: '300', method: 'UPI', reference })).data._id as string
  await post(w, `/api/admin/deposits/${first}/reject`, admin.token, { reason: 'No money arrived' })
  const ravi = await signUp(w, 'ravi')
  const second = (await post(w, '/api/deposit-request', ravi.token, { amount: '300', method: 'NEFT/IMPS', reference })).data._id as string
  const deposits = (await ok(w, { method: 'GET', url: '/api/admin/deposits?status=', token: admin.token })).data as { _id: string }[]
  const row = (id: string) => deposits.find(d => d._id === id)
  t.match(row(second), { reference, method: 'NEFT/IMPS', player: { userId: ravi.id, name: 'ravi', kycStatus: 'pending' }, referenceUsedBefore: [{ _id: first, userId: asha.id, status: 'rejected' }] })
  t.match(row(first), { player: { name: 'asha', mobile }, referenceUsedBefore: [] }, 'the first use is not flagged')

  for (const url of ['/api/admin/withdrawals', '/api/admin/deposits', '/api/admin/deposits/unmatched']) {
    t.equal((await w.call({ method: 'GET', url, token: asha.token })).statusCode, 403, `a player may not read ${url}`)
    t.equal((await w.call({ method: 'GET', url })).statusCode, 401, `nor may a visitor read ${url}`)
  }
})

t.test('a player sees their own deposit requests, pending and rejected with the reason, and nobody else\'s', async t => {
  const w = await bootWorld(t)
  const admin = await signInAdmin(w)
  const asha = await signUp(w, 'asha')
  const ravi = await signUp(w, 'ravi')
  const rejected = (await post(w, '/api/deposit-request', asha.token, { amount: '300', method: 'UPI', reference: utrFor('a1') })).data._id as string
  await post(w, `/api/admin/deposits/${rejected}/reject`, admin.token, { reason: 'Reference not on our statement' })
  const pending = (await post(w, '/api/deposit-request', asha.token, { amount: '450', method: 'NEFT/IMPS', reference: utrFor('a2') })).data._id as string
  await post(w, '/api/deposit-request', ravi.token, { amount: '999', method: 'UPI', reference: utrFor('r1') })

  const mine = (await ok(w, { method: 'GET', url: '/api/deposit-requests', token: asha.token })).data
  t.match(mine, [
    { _id: pending, tx_id: pending, amount: '450.00', method: 'NEFT/IMPS', reference: utrFor('a2'), status: 'pending', reject: null },
    { _id: rejected, tx_id: rejected, amount: '300.00', status: 'rejected', reject: 'Reference not on our statement' },
  ])
  t.equal(mine.length, 2, "ravi's request is not among them")
  t.equal((await w.call({ method: 'GET', url: '/api/deposit-requests' })).statusCode, 401)
})
