import t from 'tap'
import { randomUUID } from 'node:crypto'
import { ok, post, signInAdmin, signUp, type Player } from './support/contestPeople'
import { bootWorld, type ContestWorld } from './support/contestWorld'
import { readyToWithdraw } from './support/payoutReady'

/** What signUp declares for every test player. */
const DECLARED = { dob: '1990-05-14', state: 'Karnataka' }

const withdraw = async (w: ContestWorld, player: Player, bankId: string) =>
  (await post(w, '/api/withdral-request-add', player.token, { amount: '200', bank_account_id: bankId })).data._id as string
const adminRow = async (w: ContestWorld, admin: Player, withdrawalId: string) =>
  (await ok(w, { method: 'GET', url: '/api/admin/withdrawals', token: admin.token })).data.find((row: { _id: string }) => row._id === withdrawalId)

t.test('a withdrawal whose KYC agrees with the declaration is not held and can be completed', async t => {
  const w = await bootWorld(t)
  const admin = await signInAdmin(w)
  const player = await signUp(w, 'honest')
  const bankId = await readyToWithdraw(w, admin, player, DECLARED)
  const withdrawalId = await withdraw(w, player, bankId)
  t.match(await adminRow(w, admin, withdrawalId), { status: 'pending', hold: null })
  t.equal((await w.call({ method: 'POST', url: `/api/admin/withdrawals/${withdrawalId}/complete`, token: admin.token, json: {} })).statusCode, 200)
})

t.test('KYC that disagrees with the declaration holds the withdrawal until an admin releases it; the hold shows its reason', async t => {
  const w = await bootWorld(t)
  const admin = await signInAdmin(w)
  const player = await signUp(w, 'mismatch')
  const bankId = await readyToWithdraw(w, admin, player, { dob: '1985-01-01', state: 'Goa' })
  const withdrawalId = await withdraw(w, player, bankId)
  const reason = 'Declared date of birth 1990-05-14, KYC photo ID says 1985-01-01; Declared state Karnataka, KYC address proof says Goa'
  t.match(await adminRow(w, admin, withdrawalId), { status: 'pending', amount: '200.00', hold: { status: 'held', reason, releasedBy: null } })
  t.match((await w.store.readStream(`payoutHold-${withdrawalId}`)).map(e => e.type), ['WithdrawalHeld'], 'the hold is an event')

  const complete = () => w.call({ method: 'POST', url: `/api/admin/withdrawals/${withdrawalId}/complete`, token: admin.token, json: {} })
  const refused = await complete()
  t.equal(refused.statusCode, 409)
  t.equal(refused.body.message, `This withdrawal is held for review: ${reason}`)
  t.match(await adminRow(w, admin, withdrawalId), { status: 'pending' }, 'still waiting, money still held')

  const release = (token: string) => w.call({ method: 'POST', url: `/api/admin/withdrawals/${withdrawalId}/release`, token, json: {} })
  t.equal((await release(player.token)).statusCode, 403, 'only an admin releases')
  const released = await release(admin.token)
  t.equal(released.statusCode, 200)
  t.match(released.body, { status: true, message: 'Withdrawal released for payout', data: { hold: { status: 'released', releasedBy: `admin:${admin.id}` } } })
  t.equal((await release(admin.token)).statusCode, 200, 'releasing again changes nothing')
  t.equal((await w.store.readStream(`payoutHold-${withdrawalId}`)).length, 2)
  t.equal((await complete()).statusCode, 200)
  t.match(await adminRow(w, admin, withdrawalId), { status: 'success', hold: { status: 'released' } })
})

t.test('a held withdrawal can be rejected: the winnings go back; an unknown or never-held one cannot be released', async t => {
  const w = await bootWorld(t)
  const admin = await signInAdmin(w)
  const player = await signUp(w, 'movedaway')
  const bankId = await readyToWithdraw(w, admin, player, { dob: DECLARED.dob, state: 'Goa' })
  const withdrawalId = await withdraw(w, player, bankId)
  t.match(await adminRow(w, admin, withdrawalId), { hold: { status: 'held', reason: 'Declared state Karnataka, KYC address proof says Goa' } })
  await post(w, `/api/admin/withdrawals/${withdrawalId}/reject`, admin.token, { reason: 'State does not match the declaration' })
  t.match(await adminRow(w, admin, withdrawalId), { status: 'rejected', reject: 'State does not match the declaration' })
  t.equal((await ok(w, { method: 'GET', url: '/api/wallet-balance', token: player.token })).data.winningamount, '1000.00')

  t.equal((await w.call({ method: 'POST', url: `/api/admin/withdrawals/${randomUUID()}/release`, token: admin.token, json: {} })).statusCode, 404)
  const honest = await signUp(w, 'agrees')
  const honestBank = await readyToWithdraw(w, admin, honest, DECLARED)
  const plain = await withdraw(w, honest, honestBank)
  const notHeld = await w.call({ method: 'POST', url: `/api/admin/withdrawals/${plain}/release`, token: admin.token, json: {} })
  t.equal(notHeld.statusCode, 409)
  t.equal(notHeld.body.message, 'This withdrawal is not held for review')
})
