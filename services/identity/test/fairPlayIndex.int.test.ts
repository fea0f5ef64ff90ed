import t from 'tap'
import { identityFor, type Harness } from './support/harness'

const DEVICE = { 'x-device-id': 'device-000000000042' }

/** Signs a player up by mobile from the shared device; their user id (the token's subject). */
async function signUpOnDevice(h: Harness, mobile: string, name: string): Promise<string> {
  const step1 = await h.post('/api/user-registor', { countryCode: '91', mobile }, undefined, { headers: DEVICE })
  const code = h.sender.last(`+91${mobile}`).code
  const step2 = await h.post('/api/user-registor', { countryCode: '91', mobile, otp: code, encrypted_otp: step1.body.data.encrypted_otp, name, terms: true }, undefined, { headers: DEVICE })
  if (step2.statusCode !== 200) throw new Error(`sign-up failed: ${JSON.stringify(step2.body)}`)
  return JSON.parse(Buffer.from(String(step2.body.token).split('.')[1]!, 'base64url').toString()).sub
}

t.test('a process keeping the fair-play index holds a prize on what it shows', async t => {
  const h = await identityFor(t)
  const asha = await signUpOnDevice(h, '9876500001', 'Asha')
  await signUpOnDevice(h, '9876500002', 'Ravi')
  t.match(await h.module.fairPlay.holdReason(asha), /Shares a device/, 'two accounts on one device')
})

t.test('a process without the fair-play index is ready without it and refuses to say a winner has no flags', async t => {
  const h = await identityFor(t, { identity: { keeps: { kyc: true, fairPlayIndex: false } } })
  const asha = await signUpOnDevice(h, '9876500001', 'Asha')
  await signUpOnDevice(h, '9876500002', 'Ravi')
  t.equal(h.module.isReady?.(), true, 'ready: the index is not among its read models')
  await t.rejects(h.module.fairPlay.holdReason(asha), /fair-play index is not kept in this process/)
})

t.test('a process without the KYC view is ready without it, and a read of KYC throws rather than answer from an empty view', async t => {
  const h = await identityFor(t, { identity: { keeps: { kyc: false, fairPlayIndex: false } } })
  const asha = await signUpOnDevice(h, '9876500001', 'Asha')
  t.equal(h.module.isReady?.(), true)
  t.equal(h.module.view.byId(asha)?.name, 'Asha', 'the users are kept: the names on the boards')
  t.throws(() => h.module.kycCompleteStatus(asha), /KYC view is not kept in this process/)
  await t.rejects(async () => h.module.panOf(asha), /KYC view is not kept in this process/)
})
