import t from 'tap'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { newId, originating } from '@arena/contracts'
import { defaultIdentityLimits } from '../src/adapters/config'
import type { IdentityDeps } from '../src/adapters/deps'
import { createSealer } from '../src/adapters/sealer'
import { emailVerificationLink } from '../src/verifyingEmail/emailLink'
import { SECRET, changeWithOtp, logInMobile, signUpMobile, identityFor, wrongCode, type Harness } from './support/harness'
import { multipartBody, tinyPng } from './support/uploads'

t.test('a profile image is stored under a generated name, replaced, and removed', async t => {
  const h = await identityFor(t)
  const { token } = await signUpMobile(h, '9876700001', 'Photo')
  const upload = async () => {
    const { payload, headers } = multipartBody('profileImage', '../../etc/passwd.png', tinyPng())
    return (await h.app.inject({ method: 'POST', url: '/api/profile-data-update', payload, headers: { ...headers, authorization: `Bearer ${token}` } })).json()
  }
  const first = await upload()
  t.match(first, { status: true, data: { profileImage: /^\/api\/profile-image\/[0-9a-f-]{36}\.png$/ } })
  const dir = join(h.dataDir, 'uploads', 'profile')
  t.same(await readdir(dir), [first.data.profileImage.split('/').pop()], 'the uploaded name is not used')
  const served = await h.get(first.data.profileImage, token)
  t.same(served.raw, tinyPng())
  t.equal((await h.post('/api/profile-data', {}, token)).body.data.profileImage, first.data.profileImage)

  const second = await upload()
  t.not(second.data.profileImage, first.data.profileImage)
  t.equal((await readdir(dir)).length, 1, 'the replaced file is gone')
  t.equal((await h.get(first.data.profileImage, token)).statusCode, 404)

  t.same((await h.post('/api/profile-image-empty', {}, token)).body, { status: true, message: 'Profile image removed successfully' })
  t.equal((await h.post('/api/profile-data', {}, token)).body.data.profileImage, '')
  t.same(await readdir(dir), [])
})

t.test('a forgotten password is reset once through the emailed link, before it expires', async t => {
  const h = await identityFor(t)
  const { token } = await signUpMobile(h, '9876700002', 'Forget')
  await changeWithOtp(h, token, { type: 'email', email: 'forget@example.com' }, 'forget@example.com')

  const unknown = await h.post('/api/forget-Password', { email: 'nobody@example.com' })
  t.equal(unknown.statusCode, 400)
  t.same(unknown.body.errors, { email: 'This email is not registered' })
  t.same((await h.post('/api/forget-Password', { email: '' })).body.errors, { email: 'Please enter email' })

  const asked = await h.post('/api/forget-Password', { email: 'Forget@example.com' })
  t.same(asked.body, { status: true, message: 'Password reset link has been sent to your email', email: 'forget@example.com' })
  const mail = h.sender.last('forget@example.com')
  t.equal(mail.purpose, 'password-reset')
  const [, , userId, resetToken] = new URL(mail.link!).pathname.split('/')
  t.equal(new URL(mail.link!).origin, 'https://arena.test')
  const stored = JSON.stringify(await h.store.readAll(0, 1000))
  t.notOk(stored.includes(resetToken!), 'only a digest of the token is stored')

  const body = { userId, token: resetToken, password: 'Fresh#1234', password2: 'Fresh#1234' }
  const forged = await h.post('/api/reset-password', { ...body, token: 'x'.repeat(43) })
  t.equal(forged.statusCode, 400)
  t.equal(forged.body.message, 'This password reset link is invalid or has expired')
  t.same((await h.post('/api/reset-password', body)).body, { status: true, message: 'Password reset successfully' })
  t.equal((await h.post('/api/reset-password', body)).statusCode, 400, 'the link works once')
  const login = await h.post('/api/temp-user-login', { email: 'forget@example.com', password: 'Fresh#1234', mobile: '9876700002' })
  t.equal(login.statusCode, 200, 'the new password logs in')

  await h.post('/api/forget-Password', { email: 'forget@example.com' })
  const late = new URL(h.sender.last('forget@example.com').link!).pathname.split('/')
  h.clock.advance(3_600_001)
  const expired = await h.post('/api/reset-password', { ...body, token: late[3] })
  t.equal(expired.body.message, 'This password reset link is invalid or has expired')
})

t.test('setting or changing a password needs an OTP to the registered mobile, and the old password once one is set', async t => {
  const h = await identityFor(t)
  const { token } = await signUpMobile(h, '9876700003', 'Change')
  h.clock.advance(30_000)
  const first = { type: 'password', password: 'First#1234', password2: 'First#1234' }
  const asked = await h.post('/api/persional-data-update', first, token)
  t.same(asked.body, { status: true, message: 'OTP sent. Please enter the OTP sent to your registered mobile number', data: { encrypted_otp: asked.body.data.encrypted_otp, otpSentTo: '******0003' } })
  t.equal(h.module.view.find('username', 'change')!.passwordHash, null, 'the session alone set nothing')
  const code = h.sender.last('+919876700003')
  t.equal(code.purpose, 'change-password')
  const wrong = await h.post('/api/persional-data-update', { ...first, otp: wrongCode(code.code), encrypted_otp: asked.body.data.encrypted_otp }, token)
  t.same(wrong.body, { status: false, message: 'Invalid OTP. 4 attempts left', errors: { otp: 'Invalid OTP. 4 attempts left' } })
  const missing = await h.post('/api/persional-data-update', { ...first, otp: code.code }, token)
  t.same(missing.body.errors, { otp: 'Please request a new OTP' }, 'a code without the encrypted_otp of this change is refused')
  const set = await h.post('/api/persional-data-update', { ...first, otp: code.code, encrypted_otp: asked.body.data.encrypted_otp }, token)
  t.same(set.body, { status: true, message: 'Password updated successfully' })

  const noOld = await h.post('/api/persional-data-update', { type: 'password', password: 'Second#1234', password2: 'Second#1234' }, token)
  t.same(noOld.body.errors, { opassword: 'Please enter old password' })
  const wrongOld = await h.post('/api/persional-data-update', { type: 'password', opassword: 'Nope#1234', password: 'Second#1234', password2: 'Second#1234' }, token)
  t.same(wrongOld.body.errors, { opassword: 'Old password is incorrect' })
  h.clock.advance(30_000)
  const ok = await changeWithOtp(h, token, { type: 'password', opassword: 'First#1234', password: 'Second#1234', password2: 'Second#1234' }, '+919876700003')
  t.equal(ok.statusCode, 200)
  t.equal((await h.post('/api/persional-data-update', { type: 'nickname' }, token)).statusCode, 400, 'an unknown type is refused')
})

t.test('a new email replaces the old one only after the OTP sent to it; the old address is told', async t => {
  const h = await identityFor(t)
  const { token } = await signUpMobile(h, '9876700004', 'Mailer')
  const userId = h.module.view.find('username', 'mailer')!.id
  const asked = await h.post('/api/persional-data-update', { type: 'email', email: 'Mailer@Example.com' }, token)
  t.equal(asked.statusCode, 200)
  t.equal(asked.body.message, 'OTP sent. Please enter the OTP sent to your new address to confirm the change')
  t.equal(h.module.view.byId(userId)!.email, null, 'nothing changes before the code is entered')
  t.notOk(h.module.view.find('email', 'mailer@example.com'), 'and the address is not claimed')
  const code = h.sender.last('mailer@example.com')
  t.equal(code.purpose, 'change-address')
  const done = await h.post('/api/persional-data-update', { type: 'email', email: 'mailer@example.com', otp: code.code, encrypted_otp: asked.body.data.encrypted_otp }, token)
  t.same(done.body, { status: true, message: 'Email updated successfully' })
  t.match((await h.post('/api/profile-data', {}, token)).body.data, { email: 'mailer@example.com', email_verified: true })
  t.match(h.sender.last('+919876700004'), { purpose: 'contact-changed', notice: 'The email address was changed to ma***@example.com' }, 'an account without an email hears on its mobile')

  const again = await h.post('/api/persional-data-update', { type: 'email', email: 'mailer2@example.com' }, token)
  const elsewhere = await h.post('/api/persional-data-update', { type: 'email', email: 'other@example.com', otp: h.sender.last('mailer2@example.com').code, encrypted_otp: again.body.data.encrypted_otp }, token)
  t.same(elsewhere.body.errors, { otp: 'Please request a new OTP' }, "a code for one address does not prove another")
  const proven = await h.post('/api/persional-data-update', { type: 'email', email: 'mailer2@example.com', otp: h.sender.last('mailer2@example.com').code, encrypted_otp: again.body.data.encrypted_otp }, token)
  t.equal(proven.statusCode, 200)
  t.match(h.sender.last('mailer@example.com'), { purpose: 'contact-changed', notice: 'The email address was changed to ma***@example.com' }, 'the old email is told')
  t.equal(h.module.view.find('email', 'mailer@example.com'), undefined, 'the old address is free again')
})

t.test('a verification link mailed before OTP proof still verifies its address, and only while the account keeps it', async t => {
  const h = await identityFor(t)
  await signUpMobile(h, '9876700014', 'Linked')
  const userId = h.module.view.find('username', 'linked')!.id
  await legacyEmail(h, userId, 'linked@example.com')
  t.equal(h.module.view.byId(userId)!.emailVerified, false)
  const deps = { limits: defaultIdentityLimits, publicUrl: 'https://arena.test', sealer: createSealer(SECRET) } as unknown as IdentityDeps
  const linkId = new URL(emailVerificationLink(deps, userId, 'linked@example.com', h.clock.now())).pathname.replace('/login/', '')
  t.notOk(linkId.includes(userId), 'the link does not carry the raw user id')
  const tampered = await h.post('/api/email-verification', { userId: linkId.slice(0, -2) + (linkId.endsWith('AA') ? 'BB' : 'AA') })
  t.equal(tampered.statusCode, 400)
  t.same((await h.post('/api/email-verification', { userId: linkId })).body, { status: true, message: 'Email verified successfully' })
  t.equal(h.module.view.byId(userId)!.emailVerified, true)
  const stale = emailVerificationLink(deps, userId, 'gone@example.com', h.clock.now()).split('/login/')[1]
  t.equal((await h.post('/api/email-verification', { userId: stale })).statusCode, 400, 'a link for an address the account no longer has verifies nothing')
})

t.test('a new mobile replaces the old one only after the OTP sent to it; nobody can squat a number', async t => {
  const h = await identityFor(t)
  const a = await signUpMobile(h, '9876700005', 'Holder')
  const b = await signUpMobile(h, '9876700006', 'Wanter')
  const aId = h.module.view.find('username', 'holder')!.id
  h.clock.advance(30_000)
  // A stolen session asks to move A to a number the thief names: without that number's code nothing happens.
  const squat = await h.post('/api/persional-data-update', { type: 'mobile', countryCode: '91', mobile: '9876700099' }, a.token)
  t.equal(squat.statusCode, 200)
  t.equal(h.module.view.byId(aId)!.mobile, '9876700005', 'the account keeps its number')
  t.notOk(h.module.view.find('mobile', '919876700099'), 'and the named number is not taken from its owner')
  const guessed = await h.post('/api/persional-data-update', { type: 'mobile', countryCode: '91', mobile: '9876700099', otp: '123456', encrypted_otp: squat.body.data.encrypted_otp }, a.token)
  t.equal(guessed.statusCode, 400)
  t.match(guessed.body.errors.otp, /^Invalid OTP/)
  h.clock.advance(30_000)
  t.equal((await signUpMobile(h, '9876700099', 'Owner99')).body.status, true, 'the owner of that number signs up to their own account')

  const taken = await h.post('/api/persional-data-update', { type: 'mobile', countryCode: '91', mobile: '9876700005' }, b.token)
  t.same(taken.body.errors, { mobile: 'Mobile number already registered' })
  t.equal(h.sender.sent.filter(m => m.address === '+919876700005').length, 1, 'no code goes to a number another account holds')
  t.same((await h.post('/api/persional-data-update', { type: 'mobile', countryCode: '91', mobile: '123' }, b.token)).body.errors, { mobile: 'Please enter valid mobile no' })

  h.clock.advance(30_000)
  const moved = await changeWithOtp(h, a.token, { type: 'mobile', countryCode: '91', mobile: '9876700007' }, '+919876700007')
  t.same(moved.body, { status: true, message: 'Mobile number updated successfully' })
  t.match(h.sender.last('+919876700005'), { purpose: 'contact-changed', notice: 'The mobile number was changed to ******0007' }, 'the old number is told')
  h.clock.advance(31_000)
  t.type(await logInMobile(h, '9876700007'), 'string', 'the new number logs in')
  const old = await h.post('/api/login', { countryCode: '91', mobile: '9876700005' })
  t.equal(old.statusCode, 400, 'the old number is no longer an account')
  t.equal((await changeWithOtp(h, b.token, { type: 'mobile', countryCode: '91', mobile: '9876700005' }, '+919876700005')).statusCode, 200, 'and it is free for someone else')
})

t.test('an email held by someone else cannot be taken', async t => {
  const h = await identityFor(t)
  const a = await signUpMobile(h, '9876700008', 'Holder2')
  const b = await signUpMobile(h, '9876700009', 'Wanter2')
  await changeWithOtp(h, a.token, { type: 'email', email: 'shared@example.com' }, 'shared@example.com')
  const taken = await h.post('/api/persional-data-update', { type: 'email', email: 'Shared@Example.com' }, b.token)
  t.equal(taken.statusCode, 409)
  t.same(taken.body.errors, { email: 'Email already registered' })
})

t.test('temp login refuses an email that was never verified', async t => {
  const h = await identityFor(t)
  const { token } = await signUpMobile(h, '9876700010', 'Legacy1')
  const userId = h.module.view.find('username', 'legacy1')!.id
  h.clock.advance(30_000)
  await changeWithOtp(h, token, { type: 'password', password: 'Legacy#1234', password2: 'Legacy#1234' }, '+919876700010')
  await legacyEmail(h, userId, 'legacy1@example.com')
  const body = { email: 'legacy1@example.com', password: 'Legacy#1234', mobile: '9876700010' }
  const refused = await h.post('/api/temp-user-login', body)
  t.equal(refused.statusCode, 400)
  t.same(refused.body.errors, { email: 'Please verify your email first. Enter it again in your profile to get an OTP' })
  t.notOk(refused.body.token)
  const proven = await changeWithOtp(h, token, { type: 'email', email: 'legacy1@example.com' }, 'legacy1@example.com')
  t.equal(proven.statusCode, 200, 'entering the same email again proves it with an OTP')
  t.equal((await h.post('/api/temp-user-login', body)).statusCode, 200)
})

/** An email set the way accounts got one before OTP proof (a PersonalDataChanged with no EmailVerified). */
async function legacyEmail(h: Harness, userId: string, email: string): Promise<void> {
  await h.store.append(`user-${userId}`, [{ id: newId(), type: 'PersonalDataChanged', data: { email }, metadata: originating(userId, h.clock.now().toISOString()) }], 'any')
  await h.store.append(`claim-email-${email}`, [{ id: newId(), type: 'ClaimTaken', data: { userId }, metadata: originating(userId, h.clock.now().toISOString()) }], 'any')
  // The read model folds the log on its own: wait for it to show the address, not for a time.
  while (h.module.view.find('email', email)?.id !== userId) await new Promise(resolve => setImmediate(resolve))
}
