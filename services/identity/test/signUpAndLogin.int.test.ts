import t from 'tap'
import { logInMobile, signUpMobile, identityFor } from './support/harness'

t.test('an Indian mobile user signs up with an OTP, then logs in with another one', async t => {
  const h = await identityFor(t)

  const step1 = await h.post('/api/user-registor', { countryCode: '91', mobile: '09876543210' })
  t.equal(step1.statusCode, 200)
  t.equal(step1.body.status, true)
  t.equal(step1.body.data.registerStatus, false, 'a new number is not registered yet')
  t.type(step1.body.data.encrypted_otp, 'string')
  t.type(step1.body.data.encrypted_mobile, 'string')
  t.type(step1.body.data.encrypted_countryCode, 'string')
  const sent = h.sender.last('+919876543210')
  t.match(sent, { channel: 'sms', purpose: 'register' }, 'the leading 0 is dropped before sending')
  t.match(sent.code, /^\d{6}$/)
  t.notOk(JSON.stringify(step1.body).includes(sent.code), 'the code never travels back to the browser')

  // The OTP step sends back the sealed echoes instead of the read-only fields.
  const step2 = await h.post('/api/user-registor', {
    otp: sent.code, encrypted_otp: step1.body.data.encrypted_otp, encrypted_mobile: step1.body.data.encrypted_mobile,
    encrypted_countryCode: step1.body.data.encrypted_countryCode, name: 'Ravi01', terms: true,
  })
  t.equal(step2.statusCode, 200, JSON.stringify(step2.body))
  t.match(step2.body, { status: true, name: 'Ravi01', mobile: '9876543210' })
  t.type(step2.body.token, 'string')

  const profile = await h.post('/api/profile-data', {}, step2.body.token)
  t.equal(profile.statusCode, 200)
  t.match(profile.body.data, { name: 'Ravi01', mobile: '9876543210', countryCode: '91', mobileVerifyStatus: 'verify', userBlock: 'no', role: 'player' })
  t.match(profile.body.data.referralCode, /^[A-Z2-9]{8}$/)

  h.clock.advance(60_000)
  const login1 = await h.post('/api/login', { countryCode: '91', mobile: '9876543210' })
  t.equal(login1.statusCode, 200)
  t.type(login1.body.data.encrypted_otp, 'string')
  const login2 = await h.post('/api/login', { countryCode: '91', mobile: '9876543210', otp: h.sender.last('+919876543210').code, encrypted_otp: login1.body.data.encrypted_otp })
  t.equal(login2.statusCode, 200)
  t.match(login2.body, { status: true, data: { name: 'Ravi01', mobile: '9876543210', role: 'player' } })
  t.equal((await h.post('/api/profile-data', {}, login2.body.token)).statusCode, 200, 'the new token works')
})

t.test('the sign-up call logs a registered number in (registerStatus true)', async t => {
  const h = await identityFor(t)
  await signUpMobile(h, '9876500001', 'Asha')
  h.clock.advance(31_000)
  const step1 = await h.post('/api/user-registor', { countryCode: '91', mobile: '9876500001' })
  t.equal(step1.body.data.registerStatus, true)
  const step2 = await h.post('/api/user-registor', { countryCode: '91', mobile: '9876500001', otp: h.sender.last('+919876500001').code, encrypted_otp: step1.body.data.encrypted_otp })
  t.equal(step2.statusCode, 200)
  t.match(step2.body, { status: true, name: 'Asha', mobile: '9876500001' })
  t.type(step2.body.token, 'string')
})

t.test('an email user from outside India signs up and later signs in by email', async t => {
  const h = await identityFor(t)
  const step1 = await h.post('/api/user-registor-email', { countryCode: '+44', email: 'Jane@Example.co.uk' })
  t.equal(step1.statusCode, 200)
  t.equal(step1.body.data.registerStatus, false)
  const sent = h.sender.last('jane@example.co.uk')
  t.equal(sent.channel, 'email')
  const step2 = await h.post('/api/user-registor-email', { countryCode: '44', email: 'jane@example.co.uk', otp: sent.code, encrypted_otp: step1.body.data.encrypted_otp, name: 'jane', terms: 'true' })
  t.equal(step2.statusCode, 200, JSON.stringify(step2.body))
  const profile = await h.post('/api/profile-data', {}, step2.body.token)
  t.match(profile.body.data, { email: 'jane@example.co.uk', countryCode: '44', email_verified: true, mobile: '' })

  h.clock.advance(31_000)
  const again = await h.post('/api/login', { countryCode: '44', email: 'jane@example.co.uk' })
  t.equal(again.statusCode, 200)
  const login = await h.post('/api/login', { countryCode: '44', email: 'jane@example.co.uk', otp: h.sender.last('jane@example.co.uk').code, encrypted_otp: again.body.data.encrypted_otp })
  t.equal(login.statusCode, 200)
  t.equal(login.body.data.name, 'jane')
})

t.test('a referral must be an existing code, and the referrer is recorded on UserRegistered', async t => {
  const h = await identityFor(t)
  const { token } = await signUpMobile(h, '9876500010', 'Guru')
  const referralCode = (await h.post('/api/profile-data', {}, token)).body.data.referralCode

  const step1 = await h.post('/api/user-registor', { countryCode: '91', mobile: '9876500011' })
  const body = { countryCode: '91', mobile: '9876500011', otp: h.sender.last('+919876500011').code, encrypted_otp: step1.body.data.encrypted_otp, name: 'Chela', terms: true }
  const bad = await h.post('/api/user-registor', { ...body, referralBy: 'NOPE2345' })
  t.equal(bad.statusCode, 400)
  t.same(bad.body, { status: false, message: 'Invalid referral code', errors: { referralBy: 'Invalid referral code' } })
  const good = await h.post('/api/user-registor', { ...body, referralBy: referralCode.toLowerCase() })
  t.equal(good.statusCode, 200, 'the code is matched without regard to case, and the refusal did not use up the OTP')

  const guru = h.module.view.find('username', 'guru')!
  const events = await h.store.readAll(0, 1000)
  const registered = events.find(e => e.type === 'UserRegistered' && (e.data as { name: string }).name === 'Chela')
  t.match(registered?.data, { referredBy: guru.id, countryCode: '91', mobile: '9876500011', email: null })
})

t.test('of two concurrent registrations with the same username exactly one succeeds', async t => {
  const h = await identityFor(t)
  const prepare = async (mobile: string, name: string) => {
    const step1 = await h.post('/api/user-registor', { countryCode: '91', mobile })
    return { countryCode: '91', mobile, otp: h.sender.last(`+91${mobile}`).code, encrypted_otp: step1.body.data.encrypted_otp, name, terms: true }
  }
  const bodies = await Promise.all([prepare('9876500012', 'Twin1'), prepare('9876500013', 'TWIN1'), prepare('9876500015', 'twin1')])
  const results = await Promise.all(bodies.map(body => h.post('/api/user-registor', body)))
  const statuses = results.map(r => r.statusCode).sort()
  t.same(statuses, [200, 409, 409])
  for (const loser of results.filter(r => r.statusCode === 409)) t.same(loser.body.errors, { name: 'Username already taken' })
  const claims = (await h.store.readAll(0, 1000)).filter(e => e.stream === 'claim-username-twin1')
  t.equal(claims.filter(e => e.type === 'ClaimTaken').length, 1, 'one claim was ever taken')

  // A loser's number was not locked away: it registers under another name.
  const loserBody = bodies[results.findIndex(r => r.statusCode === 409)]!
  h.clock.advance(31_000)
  const retry = await h.post('/api/user-registor', { countryCode: '91', mobile: loserBody.mobile })
  t.equal(retry.body.data.registerStatus, false)
  const done = await h.post('/api/user-registor', { ...loserBody, otp: h.sender.last(`+91${loserBody.mobile}`).code, encrypted_otp: retry.body.data.encrypted_otp, name: 'Twin2' })
  t.equal(done.statusCode, 200, JSON.stringify(done.body))
})

t.test('each login is recorded with place, device, browser and os, listed newest first and pushed', async t => {
  const h = await identityFor(t)
  const { token } = await signUpMobile(h, '9876500016', 'Neha')
  h.clock.advance(60_000)
  const phone = 'Mozilla/5.0 (Linux; Android 13; SM-S901B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/112.0.0.0 Mobile Safari/537.36'
  const headers = { 'user-agent': phone, 'x-forwarded-for': '49.36.0.1' }
  const step1 = await h.post('/api/login', { countryCode: '91', mobile: '9876500016' }, undefined, { headers })
  await h.post('/api/login', { countryCode: '91', mobile: '9876500016', otp: h.sender.last('+919876500016').code, encrypted_otp: step1.body.data.encrypted_otp }, undefined, { headers })

  const history = await h.get('/api/login-history', token)
  t.equal(history.statusCode, 200)
  t.equal(history.body.total, 2)
  t.match(history.body.data[0], { ip: '49.36.0.1', cityName: 'Mumbai', countryName: 'India', device: 'Samsung SM-S901B', browser: 'Mobile Chrome 112', os: 'Android 13', date: '2026-03-01T10:01:00.000Z' })
  t.match(history.body.data[1], { ip: '127.0.0.1', cityName: '', countryName: '', date: '2026-03-01T10:00:00.000Z' }, 'a loopback address has no place')
  const pushed = h.pushes.filter(p => p.message.event === 'loginHistoryData')
  t.equal(pushed.length, 2)
  t.equal((pushed[1]!.message.data as unknown[]).length, 2)
})

t.test('login history is paged ten to a page by default', async t => {
  const h = await identityFor(t)
  await signUpMobile(h, '9876500017', 'Pooja')
  let token = ''
  for (let i = 0; i < 11; i++) {
    // Past the hourly OTP allowance of the number.
    h.clock.advance(13 * 60_000)
    token = await logInMobile(h, '9876500017')
  }
  const page1 = await h.get('/api/login-history', token)
  t.equal(page1.body.data.length, 10)
  t.equal(page1.body.total, 12)
  const page2 = await h.get('/api/login-history?page=2&limit=10', token)
  t.equal(page2.body.data.length, 2)
})
