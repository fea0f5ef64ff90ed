import t from 'tap'
import { signUpMobile, identityFor, startIdentity, wrongCode } from './support/harness'

t.test('a wrong OTP is refused under the OTP field and says how many tries are left', async t => {
  const h = await identityFor(t)
  const step1 = await h.post('/api/user-registor', { countryCode: '91', mobile: '9876500002' })
  const code = h.sender.last('+919876500002').code
  const wrong = await h.post('/api/user-registor', { countryCode: '91', mobile: '9876500002', otp: wrongCode(code), encrypted_otp: step1.body.data.encrypted_otp, name: 'Mira', terms: true })
  t.equal(wrong.statusCode, 400)
  t.same(wrong.body, { status: false, message: 'Invalid OTP. 4 attempts left', errors: { otp: 'Invalid OTP. 4 attempts left' } })
  t.notOk(h.module.view.find('username', 'mira'), 'nobody was registered')
  const right = await h.post('/api/user-registor', { countryCode: '91', mobile: '9876500002', otp: code, encrypted_otp: step1.body.data.encrypted_otp, name: 'Mira', terms: true })
  t.equal(right.statusCode, 200, 'the right code still works after one mistake')
})

t.test('after five wrong OTPs even the right one is refused until a new OTP is requested', async t => {
  const h = await identityFor(t)
  const step1 = await h.post('/api/login', { countryCode: '91', mobile: '9876500003' })
  t.equal(step1.statusCode, 400, 'login needs a registered number')
  t.same(step1.body.errors, { mobile: 'This mobile number is not registered. Please sign up' })

  const first = await h.post('/api/user-registor', { countryCode: '91', mobile: '9876500003' })
  const code = h.sender.last('+919876500003').code
  const attempt = (otp: string) => h.post('/api/user-registor', { countryCode: '91', mobile: '9876500003', otp, encrypted_otp: first.body.data.encrypted_otp, name: 'Kiran', terms: true })
  for (let i = 4; i >= 0; i--) t.equal((await attempt(wrongCode(code))).body.errors.otp, `Invalid OTP. ${i} attempt${i === 1 ? '' : 's'} left`)
  const locked = await attempt(code)
  t.equal(locked.statusCode, 429)
  t.same(locked.body, { status: false, message: 'Too many wrong attempts. Please request a new OTP', errors: { otp: 'Too many wrong attempts. Please request a new OTP' } })

  h.clock.advance(30_000)
  const fresh = await h.post('/api/user-registor', { countryCode: '91', mobile: '9876500003' })
  const ok = await h.post('/api/user-registor', { countryCode: '91', mobile: '9876500003', otp: h.sender.last('+919876500003').code, encrypted_otp: fresh.body.data.encrypted_otp, name: 'Kiran', terms: true })
  t.equal(ok.statusCode, 200, 'a new OTP starts a new count')
})

t.test('an OTP is refused as expired once five minutes have passed', async t => {
  const h = await identityFor(t)
  const step1 = await h.post('/api/user-registor', { countryCode: '91', mobile: '9876500004' })
  const code = h.sender.last('+919876500004').code
  h.clock.advance(5 * 60_000 + 1)
  const late = await h.post('/api/user-registor', { countryCode: '91', mobile: '9876500004', otp: code, encrypted_otp: step1.body.data.encrypted_otp, name: 'Dev1', terms: true })
  t.equal(late.statusCode, 400)
  t.same(late.body, { status: false, message: 'OTP has expired. Please request a new OTP', errors: { otp: 'OTP has expired. Please request a new OTP' } })
})

t.test('an OTP is accepted just before it expires', async t => {
  const h = await identityFor(t)
  const step1 = await h.post('/api/user-registor', { countryCode: '91', mobile: '9876500014' })
  h.clock.advance(5 * 60_000)
  const onTime = await h.post('/api/user-registor', { countryCode: '91', mobile: '9876500014', otp: h.sender.last('+919876500014').code, encrypted_otp: step1.body.data.encrypted_otp, name: 'Dev2', terms: true })
  t.equal(onTime.statusCode, 200)
})

t.test('a resend inside 30 seconds is refused with the wait; the earlier code stays valid until it expires', async t => {
  const h = await identityFor(t)
  const first = await h.post('/api/user-registor', { countryCode: '91', mobile: '9876500005' })
  const oldCode = h.sender.last('+919876500005').code
  h.clock.advance(20_000)
  const early = await h.post('/api/user-registor', { countryCode: '91', mobile: '9876500005' })
  t.equal(early.statusCode, 429)
  t.equal(early.body.message, 'Please wait 10 seconds before requesting a new OTP')
  t.equal(h.sender.sent.length, 1, 'nothing was sent')

  h.clock.advance(10_000)
  const resent = await h.post('/api/user-registor', { countryCode: '91', mobile: '9876500005' })
  t.equal(resent.statusCode, 200)
  const earlier = await h.post('/api/user-registor', { countryCode: '91', mobile: '9876500005', otp: oldCode, encrypted_otp: first.body.data.encrypted_otp, name: 'Sam1', terms: true })
  t.equal(earlier.statusCode, 200, 'someone else asking for a code does not void the one already sent')
})

t.test('at most five OTPs go to one number from one IP per hour; another IP is not held up', async t => {
  const h = await identityFor(t)
  const ask = (ip = '203.0.113.50') => h.post('/api/user-registor', { countryCode: '91', mobile: '9876500006' }, undefined, { remoteAddress: ip })
  for (let i = 0; i < 5; i++) {
    t.equal((await ask()).statusCode, 200)
    h.clock.advance(30_000)
  }
  const sixth = await ask()
  t.equal(sixth.statusCode, 429)
  t.equal(sixth.body.message, 'Too many OTP requests. Please try again in 58 minutes')
  t.same(sixth.body.errors, { otp: 'Too many OTP requests. Please try again in 58 minutes' })
  t.equal((await ask('198.51.100.9')).statusCode, 200, 'the owner of the number, elsewhere, still gets a code')
  h.clock.advance(58 * 60_000)
  t.equal((await ask()).statusCode, 200, 'the hour slides')
})

t.test('a stranger cannot lock a person out of OTP login by asking for codes or entering wrong ones', async t => {
  const h = await identityFor(t)
  await signUpMobile(h, '9876500016', 'Victim1')
  const stranger = { remoteAddress: '203.0.113.66' }
  const login = (body: Record<string, unknown>, extra = {}) => h.post('/api/login', { countryCode: '91', mobile: '9876500016', ...body }, undefined, extra)
  for (let i = 0; i < 6; i++) {
    h.clock.advance(30_000)
    const sent = await login({}, stranger)
    if (sent.statusCode !== 200) break
    for (let k = 0; k < 5; k++) await login({ otp: '000000', encrypted_otp: sent.body.data.encrypted_otp }, stranger)
  }
  h.clock.advance(30_000)
  const own = await login({}, { remoteAddress: '198.51.100.16' })
  t.equal(own.statusCode, 200, 'the owner still gets a code')
  const code = h.sender.last('+919876500016').code
  const signedIn = await login({ otp: code, encrypted_otp: own.body.data.encrypted_otp }, { remoteAddress: '198.51.100.16' })
  t.equal(signedIn.statusCode, 200, 'and signs in with it: the wrong codes counted against the stranger\'s challenges only')
})

t.test('one IP (a carrier NAT) sends codes to many numbers up to its hourly ceiling', async t => {
  const h = await identityFor(t, { identity: { limits: { perIpPerHour: 30 } } })
  const ask = (n: number, ip: string) => h.post('/api/user-registor', { countryCode: '91', mobile: `98765${String(n).padStart(5, '0')}` }, undefined, { remoteAddress: ip })
  for (let i = 0; i < 30; i++) t.equal((await ask(i, '203.0.113.7')).statusCode, 200)
  const refused = await ask(30, '203.0.113.7')
  t.equal(refused.statusCode, 429)
  t.equal(refused.body.message, 'Too many OTP requests from your network. Please try again later')
  t.equal((await ask(31, '203.0.113.8')).statusCode, 200, 'another IP is not affected')
})

t.test('the default per-IP ceiling lets more than twenty people behind one address sign in', async t => {
  const h = await identityFor(t)
  for (let i = 0; i < 40; i++) {
    const answer = await h.post('/api/user-registor', { countryCode: '91', mobile: `98764${String(i).padStart(5, '0')}` }, undefined, { remoteAddress: '100.64.0.1' })
    t.equal(answer.statusCode, 200, `person ${i + 1}`)
  }
})

t.test('an OTP works once, and only for the number it was sent to', async t => {
  const h = await identityFor(t)
  await signUpMobile(h, '9876500007', 'Uma1')
  h.clock.advance(31_000)
  const step1 = await h.post('/api/login', { countryCode: '91', mobile: '9876500007' })
  const code = h.sender.last('+919876500007').code
  const body = { countryCode: '91', mobile: '9876500007', otp: code, encrypted_otp: step1.body.data.encrypted_otp }
  t.equal((await h.post('/api/login', body)).statusCode, 200)
  const reused = await h.post('/api/login', body)
  t.equal(reused.statusCode, 400)
  t.equal(reused.body.errors.otp, 'OTP already used. Please request a new OTP')

  await signUpMobile(h, '9876500008', 'Uma2')
  const other = await h.post('/api/login', { ...body, mobile: '9876500008' })
  t.equal(other.statusCode, 400)
  t.equal(other.body.errors.otp, 'Please request a new OTP', "another number's challenge is refused")
  const forged = await h.post('/api/login', { ...body, encrypted_otp: 'not-a-sealed-token' })
  t.equal(forged.body.errors.otp, 'Please request a new OTP')
})

t.test('wrong attempts are remembered by a new module instance over the same store', async t => {
  const first = await startIdentity({ keepStore: true })
  const step1 = await first.post('/api/user-registor', { countryCode: '91', mobile: '9876500009' })
  const code = first.sender.last('+919876500009').code
  const attempt = (h: typeof first, otp: string) => h.post('/api/user-registor', { countryCode: '91', mobile: '9876500009', otp, encrypted_otp: step1.body.data.encrypted_otp, name: 'Raj1', terms: true })
  for (let i = 0; i < 3; i++) await attempt(first, wrongCode(code))
  await first.close()

  const second = await startIdentity({ store: first.store, clock: first.clock })
  t.teardown(() => second.close())
  t.equal((await attempt(second, wrongCode(code))).body.errors.otp, 'Invalid OTP. 1 attempt left')
  await attempt(second, wrongCode(code))
  t.equal((await attempt(second, code)).statusCode, 429)
  const early = await second.post('/api/user-registor', { countryCode: '91', mobile: '9876500009' })
  t.equal(early.statusCode, 429, 'the cool-down survives the restart too')
})
