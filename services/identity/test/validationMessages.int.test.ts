import t, { type Test } from 'tap'
import { changeWithOtp, signUpMobile, identityFor, type Harness } from './support/harness'
import { multipartBody, PNG_HEADER } from './support/uploads'

/** Every section 5 message the server gives for these forms, word for word. */
const refusedWith = async (t: Test, h: Harness, url: string, payload: unknown, errors: Record<string, string>, token?: string) => {
  const res = await h.post(url, payload, token)
  t.equal(res.statusCode, 400, `${url} ${JSON.stringify(payload)}`)
  t.same(res.body.errors, errors, `${url} ${JSON.stringify(payload)}`)
  t.equal(res.body.message, Object.values(errors)[0], 'the first error doubles as the toast')
}

t.test('sign-up refuses bad mobiles, emails, usernames and missing terms with the spec wording', async t => {
  const h = await identityFor(t)
  await refusedWith(t, h, '/api/user-registor', { countryCode: '91', mobile: '' }, { mobile: 'Please enter mobile number' })
  await refusedWith(t, h, '/api/user-registor', { countryCode: '91' }, { mobile: 'Please enter mobile number' })
  await refusedWith(t, h, '/api/user-registor', { countryCode: '91', mobile: '987654321' }, { mobile: 'Please enter valid mobile no' })
  await refusedWith(t, h, '/api/user-registor', { countryCode: '91', mobile: '98765abcde' }, { mobile: 'Please enter valid mobile no' })
  await refusedWith(t, h, '/api/user-registor', { countryCode: '91', mobile: '98765432101' }, { mobile: 'Please enter valid mobile no' })
  await refusedWith(t, h, '/api/user-registor-email', { countryCode: '44', email: '' }, { email: 'Please enter email' })
  await refusedWith(t, h, '/api/user-registor-email', { countryCode: '44', email: 'jane@example.c' }, { email: 'Please enter valid email' })
  await refusedWith(t, h, '/api/user-registor-email', { countryCode: '44', email: 'jane.example.com' }, { email: 'Please enter valid email' })

  const step1 = await h.post('/api/user-registor', { countryCode: '91', mobile: '9876511111' })
  const base = { countryCode: '91', mobile: '9876511111', otp: h.sender.last('+919876511111').code, encrypted_otp: step1.body.data.encrypted_otp, terms: true }
  await refusedWith(t, h, '/api/user-registor', { ...base, name: '' }, { name: 'Please enter username' })
  await refusedWith(t, h, '/api/user-registor', { ...base, name: 'ab cd' }, { name: 'Only use alphanumeric characters without space' })
  await refusedWith(t, h, '/api/user-registor', { ...base, name: '123456' }, { name: 'Only use alphanumeric characters without space' })
  await refusedWith(t, h, '/api/user-registor', { ...base, name: 'abc' }, { name: 'Only use min 4 & max 10 Characters' })
  await refusedWith(t, h, '/api/user-registor', { ...base, name: 'abcdefghijk' }, { name: 'Only use min 4 & max 10 Characters' })
  await refusedWith(t, h, '/api/user-registor', { ...base, name: 'Valid1', terms: false }, { terms: 'Please accept Terms and conditions' })
  await refusedWith(t, h, '/api/user-registor', { ...base, name: 'Valid1', terms: undefined }, { terms: 'Please accept Terms and conditions' })
  await refusedWith(t, h, '/api/user-registor', { ...base, name: 'Valid1', otp: '12345' }, { otp: 'Please enter valid OTP' })
  t.equal((await h.post('/api/user-registor', { ...base, name: 'Valid1' })).statusCode, 200, 'none of the refusals used up the OTP')
})

t.test('login refuses a missing or malformed mobile with the spec wording', async t => {
  const h = await identityFor(t)
  await refusedWith(t, h, '/api/login', { countryCode: '91', mobile: '' }, { mobile: 'Please enter mobile number' })
  await refusedWith(t, h, '/api/login', { countryCode: '91', mobile: '12345' }, { mobile: 'Please enter valid mobile no' })
})

t.test('temp login asks for email, password and mobile, and lets in a user who set a password', async t => {
  const h = await identityFor(t)
  await refusedWith(t, h, '/api/temp-user-login', {}, { email: 'Please enter email', password: 'Please enter password', mobile: 'Please enter mobile' })
  await refusedWith(t, h, '/api/temp-user-login', { email: 'a@b.com', password: 'x' }, { mobile: 'Please enter mobile' })

  const { token } = await signUpMobile(h, '9876522222', 'Temp1')
  t.equal((await changeWithOtp(h, token, { type: 'email', email: 'temp1@example.com' }, 'temp1@example.com')).statusCode, 200)
  h.clock.advance(30_000)
  t.equal((await changeWithOtp(h, token, { type: 'password', password: 'Secret#123', password2: 'Secret#123' }, '+919876522222')).statusCode, 200)
  const wrong = await h.post('/api/temp-user-login', { email: 'temp1@example.com', password: 'Secret#124', mobile: '9876522222' })
  t.equal(wrong.statusCode, 400)
  t.equal(wrong.body.message, 'Invalid email, mobile or password')
  const wrongMobile = await h.post('/api/temp-user-login', { email: 'temp1@example.com', password: 'Secret#123', mobile: '9876522223' })
  t.equal(wrongMobile.body.message, 'Invalid email, mobile or password')
  const ok = await h.post('/api/temp-user-login', { email: 'TEMP1@example.com', password: 'Secret#123', mobile: '09876522222' })
  t.equal(ok.statusCode, 200)
  t.match(ok.body, { status: true, data: { name: 'Temp1' } })
  t.type(ok.body.token, 'string')
})

t.test('temp login is braked after ten wrong passwords for one email in an hour', async t => {
  const h = await identityFor(t)
  const body = { email: 'nobody@example.com', password: 'Wrong#1234', mobile: '9876500000' }
  for (let i = 0; i < 10; i++) t.equal((await h.post('/api/temp-user-login', body)).statusCode, 400)
  const braked = await h.post('/api/temp-user-login', body)
  t.equal(braked.statusCode, 429)
  t.equal(braked.body.message, 'Too many failed attempts. Please try again later')
})

t.test('the subscriber form refuses a non-alphabetic name and a mobile that is not 10 digits', async t => {
  const h = await identityFor(t)
  const good = { name: 'Asha Rao', email: 'asha@example.com', mobile: '9876543210' }
  await refusedWith(t, h, '/api/user-subscriber', { ...good, name: 'Asha2' }, { name: 'Only use alphabetic characters' })
  await refusedWith(t, h, '/api/user-subscriber', { ...good, mobile: '98765' }, { mobile: 'Please enter valid mobile' })
  await refusedWith(t, h, '/api/user-subscriber', { ...good, mobile: '' }, { mobile: 'Please enter mobile' })
  await refusedWith(t, h, '/api/user-subscriber', { ...good, name: '' }, { name: 'Please enter name' })
  await refusedWith(t, h, '/api/user-subscriber', { ...good, email: 'asha@' }, { email: 'Please enter valid email' })
  const ok = await h.post('/api/user-subscriber', good)
  t.same(ok.body, { status: true, message: 'Thank you for subscribing' })
  const again = await h.post('/api/user-subscriber', { ...good, email: 'ASHA@example.com' })
  t.same(again.body, { status: true, message: 'You are already subscribed' })
  const stored = (await h.store.readAll(0, 100)).filter(e => e.type === 'SubscriberAdded')
  t.equal(stored.length, 1, 'one subscription per email')
})

t.test('the contact form refuses empty fields and a non-alphabetic name, and answers under data', async t => {
  const h = await identityFor(t)
  await refusedWith(t, h, '/api/contactUs', {}, { name: 'Please enter name', email: 'Please enter email', subject: 'Please enter subject', message: 'Please enter message' })
  await refusedWith(t, h, '/api/contactUs', { name: 'R2D2', email: 'r@example.com', subject: 'Hi', message: 'Hello' }, { name: 'Only use alphabetic characters' })
  await refusedWith(t, h, '/api/contactUs', { name: 'Ravi', email: 'r@x', subject: 'Hi', message: 'Hello' }, { email: 'Please enter valid email' })
  const ok = await h.post('/api/contactUs', { name: 'Ravi Kumar', email: 'r@example.com', subject: 'Hi', message: 'Hello there' })
  t.equal(ok.statusCode, 200)
  t.equal(ok.body.data.status, true)
  t.type(ok.body.data.message, 'string')
  const stored = (await h.store.readAll(0, 100)).find(e => e.type === 'ContactMessageReceived')
  t.match(stored?.data, { name: 'Ravi Kumar', subject: 'Hi', message: 'Hello there' })
})

t.test('reset and change password enforce the password rule and the matching confirmation', async t => {
  const h = await identityFor(t)
  const rule = 'Min 8 characters(Including 1 Upper case, 1 Numeric value, 1 Special symbol)'
  const { token } = await signUpMobile(h, '9876533333', 'Pass1')
  for (const weak of ['Short#1', 'nouppercase#1', 'NOLOWER#1', 'NoDigits#x', 'NoSpecial12']) {
    await refusedWith(t, h, '/api/persional-data-update', { type: 'password', password: weak, password2: weak }, { password: rule }, token)
    await refusedWith(t, h, '/api/reset-password', { userId: 'x', token: 'y', password: weak, password2: weak }, { password: rule })
  }
  await refusedWith(t, h, '/api/persional-data-update', { type: 'password', password: 'Secret#123', password2: 'Secret#124' }, { password2: 'Passwords must match' }, token)
  await refusedWith(t, h, '/api/reset-password', { userId: 'x', token: 'y', password: 'Secret#123', password2: '' }, { password2: 'Passwords must match' })
})

t.test('a profile image must be a jpeg, png or gif of at most 10 MB, judged by its bytes', async t => {
  const h = await identityFor(t)
  const { token } = await signUpMobile(h, '9876544444', 'Pic1')
  const upload = async (bytes: Buffer, filename: string) => {
    const { payload, headers } = multipartBody('profileImage', filename, bytes)
    const res = await h.app.inject({ method: 'POST', url: '/api/profile-data-update', payload, headers: { ...headers, authorization: `Bearer ${token}` } })
    return { statusCode: res.statusCode, body: res.json() }
  }
  const typeMessage = 'Please select valid Front image jpeg,png,gif.'
  const sizeMessage = 'Maximum 10 MB Image allowed.'
  const pdfNamedPng = await upload(Buffer.from('%PDF-1.7 not an image'), 'photo.png')
  t.equal(pdfNamedPng.statusCode, 400)
  t.same(pdfNamedPng.body, { status: false, message: typeMessage, errors: { profileImage: typeMessage } })
  const huge = Buffer.alloc(10_000_001)
  PNG_HEADER.copy(huge)
  const tooBig = await upload(huge, 'big.png')
  t.same(tooBig.body, { status: false, message: sizeMessage, errors: { profileImage: sizeMessage } })
  const atLimit = Buffer.alloc(10_000_000)
  PNG_HEADER.copy(atLimit)
  t.equal((await upload(atLimit, 'limit.bin')).statusCode, 200, 'exactly 10 MB passes, whatever the file name says')
  const noFile = await h.post('/api/profile-data-update', {}, token)
  t.same(noFile.body.errors, { profileImage: typeMessage })
})
