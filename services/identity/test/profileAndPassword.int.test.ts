import t from 'tap'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { logInMobile, signUpMobile, startIdentity } from './identityHarness'
import { multipartBody, tinyPng } from './uploads'

t.test('a profile image is stored under a generated name, replaced, and removed', async t => {
  const h = await startIdentity()
  t.teardown(() => h.close())
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
  const h = await startIdentity()
  t.teardown(() => h.close())
  const { token } = await signUpMobile(h, '9876700002', 'Forget')
  await h.post('/api/persional-data-update', { type: 'email', email: 'forget@example.com' }, token)

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

t.test('changing a password needs the old one once a password is set', async t => {
  const h = await startIdentity()
  t.teardown(() => h.close())
  const { token } = await signUpMobile(h, '9876700003', 'Change')
  const set = await h.post('/api/persional-data-update', { type: 'password', password: 'First#1234', password2: 'First#1234' }, token)
  t.same(set.body, { status: true, message: 'Password updated successfully' })
  const noOld = await h.post('/api/persional-data-update', { type: 'password', password: 'Second#1234', password2: 'Second#1234' }, token)
  t.same(noOld.body.errors, { opassword: 'Please enter old password' })
  const wrongOld = await h.post('/api/persional-data-update', { type: 'password', opassword: 'Nope#1234', password: 'Second#1234', password2: 'Second#1234' }, token)
  t.same(wrongOld.body.errors, { opassword: 'Old password is incorrect' })
  const ok = await h.post('/api/persional-data-update', { type: 'password', opassword: 'First#1234', password: 'Second#1234', password2: 'Second#1234' }, token)
  t.equal(ok.statusCode, 200)
  t.equal((await h.post('/api/persional-data-update', { type: 'nickname' }, token)).statusCode, 400, 'an unknown type is refused')
})

t.test('a new email is unverified until the sealed link in the email is opened', async t => {
  const h = await startIdentity()
  t.teardown(() => h.close())
  const { token } = await signUpMobile(h, '9876700004', 'Mailer')
  const changed = await h.post('/api/persional-data-update', { type: 'email', email: 'mailer@example.com' }, token)
  t.equal(changed.statusCode, 200)
  t.equal((await h.post('/api/profile-data', {}, token)).body.data.email_verified, false)
  const mail = h.sender.last('mailer@example.com')
  t.equal(mail.purpose, 'email-verification')
  const linkId = new URL(mail.link!).pathname.replace('/login/', '')
  const userId = h.module.view.find('username', 'mailer')!.id
  t.notOk(linkId.includes(userId), 'the link does not carry the raw user id')

  const tampered = await h.post('/api/email-verification', { userId: linkId.slice(0, -2) + (linkId.endsWith('AA') ? 'BB' : 'AA') })
  t.equal(tampered.statusCode, 400)
  t.same((await h.post('/api/email-verification', { userId: linkId })).body, { status: true, message: 'Email verified successfully' })
  t.equal((await h.post('/api/profile-data', {}, token)).body.data.email_verified, true)

  // A link for an address the user has since replaced no longer verifies anything.
  await h.post('/api/persional-data-update', { type: 'email', email: 'mailer2@example.com' }, token)
  t.equal((await h.post('/api/email-verification', { userId: linkId })).statusCode, 400)
})

t.test('an email or mobile held by someone else cannot be taken; a freed one can', async t => {
  const h = await startIdentity()
  t.teardown(() => h.close())
  const a = await signUpMobile(h, '9876700005', 'Holder')
  const b = await signUpMobile(h, '9876700006', 'Wanter')
  await h.post('/api/persional-data-update', { type: 'email', email: 'shared@example.com' }, a.token)
  const taken = await h.post('/api/persional-data-update', { type: 'email', email: 'Shared@Example.com' }, b.token)
  t.equal(taken.statusCode, 409)
  t.same(taken.body.errors, { email: 'Email already registered' })
  const mobileTaken = await h.post('/api/persional-data-update', { type: 'mobile', countryCode: '91', mobile: '9876700005' }, b.token)
  t.same(mobileTaken.body.errors, { mobile: 'Mobile number already registered' })
  t.same((await h.post('/api/persional-data-update', { type: 'mobile', countryCode: '91', mobile: '123' }, b.token)).body.errors, { mobile: 'Please enter valid mobile no' })

  const moved = await h.post('/api/persional-data-update', { type: 'mobile', countryCode: '91', mobile: '9876700007' }, a.token)
  t.equal(moved.statusCode, 200)
  h.clock.advance(31_000)
  t.type(await logInMobile(h, '9876700007'), 'string', 'the new number logs in')
  const old = await h.post('/api/login', { countryCode: '91', mobile: '9876700005' })
  t.equal(old.statusCode, 400, 'the old number is no longer an account')
  t.equal((await h.post('/api/persional-data-update', { type: 'mobile', countryCode: '91', mobile: '9876700005' }, b.token)).statusCode, 200, 'and it is free for someone else')
})
