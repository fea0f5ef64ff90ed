import t, { type Test } from 'tap'
import { needs } from '@arena/testing'
import type { Call } from './support/client'
import { assertNothingWritten, assertRefused } from './support/expectations'
import { admin, signUp } from './support/people'
import { bootPlatform, WEBHOOK_SECRET, type PlatformUnderTest } from './support/platformUnderTest'

const UTR_MESSAGE = 'Please enter valid UTR (12-digit UPI/IMPS, 16-character NEFT or 22-character RTGS)'

/** A refusal with the error body that writes nothing; returns the answer for its texts. */
async function refusedQuietly(t: Test, put: PlatformUnderTest, call: Call, what: string, statuses: number[]) {
  const before = await put.mark()
  const answer = await put.call(call)
  assertRefused(t, answer, what, statuses)
  assertNothingWritten(t, before, await put.mark(), what)
  return answer
}

t.test('money calls refuse what the security review found, with field errors, and move no money', needs('postgres'), async t => {
  const put = await bootPlatform(t, { env: { WALLET_TWO_ADMIN_ABOVE: '1000' } })
  const boss = await admin(put)
  const second = await admin(put, 'opsadmin2')
  const asha = await signUp(put, 'moneyasha')
  const bala = await signUp(put, 'moneybala')
  const deposit = (token: string, json: unknown, headers?: Record<string, string>): Call => ({ method: 'POST', url: '/api/deposit-request', token, json, headers })

  await t.test('a deposit form with "-5" and "x" gets the amount and reference errors', async t => {
    const answer = await refusedQuietly(t, put, deposit(asha.token, { amount: '-5', reference: 'x' }), 'amount -5, reference x', [400])
    t.same(answer.body.errors, { amount: 'Please enter valid deposit amount', reference: UTR_MESSAGE })
  })

  await t.test('a 10^60 deposit is refused at the cap', async t => {
    const answer = await refusedQuietly(t, put, deposit(asha.token, { amount: '1' + '0'.repeat(60), reference: '111122223333' }), 'a 10^60 deposit', [400])
    t.same(answer.body.errors, { amount: 'Maximum amount is 100000.00' })
    await refusedQuietly(t, put, deposit(asha.token, { amount: 1e60, reference: '111122223333' }), 'a 10^60 deposit as a JSON number', [400])
  })

  const filed = await put.call(deposit(asha.token, { amount: '500', reference: 'sbin0123456789ab' }, { 'idempotency-key': 'asha-deposit-1' }))
  t.equal(filed.statusCode, 200, 'a valid deposit is filed')

  await t.test("another account filing the same reference gets 409 on the reference", async t => {
    const answer = await refusedQuietly(t, put, deposit(bala.token, { amount: '500', reference: 'SBIN0123456789AB' }), "another account's UTR", [409])
    t.same(answer.body.errors, { reference: 'This reference is already used by another deposit' })
  })

  await t.test('the same idempotency-key with another body is a 422', async t => {
    await refusedQuietly(t, put, deposit(asha.token, { amount: '900', reference: '999988887777' }, { 'idempotency-key': 'asha-deposit-1' }), 'a reused key, other body', [422])
    const same = await put.call(deposit(asha.token, { amount: '500', reference: 'sbin0123456789ab' }, { 'idempotency-key': 'asha-deposit-1' }))
    t.equal(same.statusCode, 200, 'the same body again is answered as before')
    t.equal(same.body.data._id, filed.body.data._id)
  })

  await t.test('signed notices that cannot credit anyone get a 4xx and are only recorded as unmatched', async t => {
    const signed = (json: unknown): Call => ({ method: 'POST', url: '/api/payments/webhook', json, signWith: WEBHOOK_SECRET })
    for (const [what, json, status] of [
      ['a user that does not exist', { eventId: 'ghost-1', status: 'success', userId: 'no-such-user', amount: '500', reference: '123412341234' }, 422],
      ["another user's reference", { eventId: 'steal-1', status: 'success', userId: bala.id, amount: '500', reference: 'SBIN0123456789AB' }, 409],
    ] as const) {
      const before = await put.mark()
      assertRefused(t, await put.call(signed(json)), what, [status])
      const written = await put.platform.infrastructure.store.readAll(before.head, 10)
      t.same(written.map(e => [e.type, e.stream.split('-')[0]]), [['PaymentUnmatched', 'payment']], `${what}: only the unmatched payment is recorded`)
    }
    // The admin list is a read model: it shows both notices once it has read up to them.
    await put.platform.wallet.caughtUpTo(await put.platform.infrastructure.store.headPosition())
    const listed = await put.call({ method: 'GET', url: '/api/admin/deposits/unmatched', token: boss.token })
    t.match(listed.body.data, [{ eventId: 'steal-1', reason: 'referenceClaimed' }, { eventId: 'ghost-1', reason: 'unknownUser', userId: 'no-such-user' }])
  })

  await t.test('a withdrawal below the minimum or above the cap is refused', async t => {
    const withdraw = (amount: string): Call => ({ method: 'POST', url: '/api/withdral-request-add', token: asha.token, json: { amount, bank_account_id: 'any' } })
    t.match((await refusedQuietly(t, put, withdraw('0.02'), 'a 0.02 withdrawal', [400])).body.errors, { amount: 'Minimum withdrawal amount is 100.00' })
    t.match((await refusedQuietly(t, put, withdraw('1' + '0'.repeat(60)), 'a 10^60 withdrawal', [400])).body.errors, { amount: 'Maximum amount is 100000.00' })
  })

  await t.test('no admin confirms their own deposit, and one admin cannot approve twice', async t => {
    const own = (await put.call(deposit(boss.token, { amount: '500', reference: '555566667777' }))).body.data._id
    const self = await refusedQuietly(t, put, { method: 'POST', url: `/api/admin/deposits/${own}/confirm`, token: boss.token }, 'confirming one\'s own deposit', [403])
    t.equal(self.body.message, 'You cannot approve your own deposit or withdrawal')

    const big = (await put.call(deposit(bala.token, { amount: '5000', reference: '888899990000' }))).body.data._id
    const first = await put.call({ method: 'POST', url: `/api/admin/deposits/${big}/confirm`, token: boss.token })
    t.equal(first.body.message, 'Deposit approved (1 of 2 approvals): a second admin must confirm it')
    await refusedQuietly(t, put, { method: 'POST', url: `/api/admin/deposits/${big}/confirm`, token: boss.token }, 'the same admin approving twice', [409])
    t.equal((await put.call({ method: 'POST', url: `/api/admin/deposits/${big}/confirm`, token: second.token })).body.message, 'Deposit confirmed')
  })

  const balance = async (token: string) => (await put.call({ method: 'GET', url: '/api/wallet-balance', token })).body.data.balance
  t.equal(await balance(asha.token), '0.00', 'asha: nothing confirmed')
  t.equal(await balance(bala.token), '5000.00', 'bala: only the deposit two admins approved')
  t.equal(await balance(boss.token), '0.00', 'the admin credited nothing to themselves')
})
