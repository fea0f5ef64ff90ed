import t from 'tap'
import { newId, originating } from '@arena/contracts'
import { needs } from '@arena/testing'
import type { Call } from './support/client'
import { refusalChecks } from './support/expectations'
import { freshMobile, lastCode, signUp } from './support/people'
import { bootPlatform } from './support/platformUnderTest'

/**
 * The account refusals of the security review: changing a mobile, email or password needs an
 * OTP, and temp login needs a verified email. Each is a 4xx with the error body (OTP texts under
 * `otp`) and writes nothing.
 */
t.test('account changes without a valid OTP, and temp login with an unproven email, are refused and change nothing', needs('postgres'), async t => {
  const put = await bootPlatform(t)
  const asha = await signUp(put, 'ashabad')
  const bala = await signUp(put, 'balabad')
  const change = (token: string, json: Record<string, unknown>): Call => ({ method: 'POST', url: '/api/persional-data-update', token, json })

  const refused = refusalChecks(t, put)

  const newMobile = freshMobile()
  const asked = await put.call(change(asha.token, { type: 'mobile', countryCode: '91', mobile: newMobile }))
  t.equal(asked.statusCode, 200, 'the first step sends a code to the new number')
  const encrypted_otp: string = asked.body.data.encrypted_otp
  const code = await lastCode(put.dataDir, `+91${newMobile}`)
  const mobileChange = { type: 'mobile', countryCode: '91', mobile: newMobile, encrypted_otp }

  await refused('an OTP that is not six digits', change(asha.token, { ...mobileChange, otp: '12ab' }), [400])
  await refused('an OTP without the encrypted_otp of its change', change(asha.token, { ...mobileChange, encrypted_otp: undefined, otp: code }), [400], { otp: 'Please request a new OTP' })
  await refused('a forged encrypted_otp', change(asha.token, { ...mobileChange, encrypted_otp: 'forged-token', otp: code }), [400], { otp: 'Please request a new OTP' })
  await refused("another user's encrypted_otp", change(bala.token, { ...mobileChange, otp: code }), [400], { otp: 'Please request a new OTP' })
  await refused('a code for one number used for another', change(asha.token, { ...mobileChange, mobile: freshMobile(), otp: code }), [400], { otp: 'Please request a new OTP' })
  await refused('a code for a mobile used for a password', change(asha.token, { type: 'password', password: 'Secret#1234', password2: 'Secret#1234', encrypted_otp, otp: code }), [400], { otp: 'Please request a new OTP' })
  await refused('a number another account holds', change(asha.token, { type: 'mobile', countryCode: '91', mobile: bala.mobile }), [409], { mobile: 'Mobile number already registered' })
  await refused('a weak password, before any code is sent', change(asha.token, { type: 'password', password: 'weak', password2: 'weak' }), [400])
  t.equal((await put.call(change(asha.token, { ...mobileChange, otp: code }))).statusCode, 200, 'the right code with its own encrypted_otp applies the change')

  const password = { type: 'password', password: 'Secret#1234', password2: 'Secret#1234' }
  put.clock.advance(30_000) // the sign-up code's resend cool-down on bala's number
  const passwordAsked = await put.call(change(bala.token, password))
  const passwordSet = await put.call(change(bala.token, { ...password, otp: await lastCode(put.dataDir, `+91${bala.mobile}`), encrypted_otp: passwordAsked.body.data.encrypted_otp }))
  t.equal(passwordSet.statusCode, 200, 'a password set with the OTP sent to the registered mobile')
  // An email stored before emails were proven (the event such an account has in its stream).
  const store = put.platform.infrastructure.store
  const meta = originating(bala.id, new Date().toISOString())
  await store.append(`user-${bala.id}`, [{ id: newId(), type: 'PersonalDataChanged', data: { email: 'bala.legacy@example.com' }, metadata: meta }], 'any')
  await store.append('claim-email-bala.legacy@example.com', [{ id: newId(), type: 'ClaimTaken', data: { userId: bala.id }, metadata: meta }], 'any')
  while (put.platform.identity.view.find('email', 'bala.legacy@example.com')?.id !== bala.id) await new Promise(resolve => setImmediate(resolve))
  await refused('temp login with an email that was never verified', { method: 'POST', url: '/api/temp-user-login', json: { email: 'bala.legacy@example.com', password: 'Secret#1234', mobile: bala.mobile } }, [400], { email: 'Please verify your email first. Enter it again in your profile to get an OTP' })
})
