import t from 'tap'
import { mobileInput, normalizeMobile, usernameError, validateLogin, validateSignUp, validateTempLogin } from '../src/index'

const india = { countryCode: '91' }

t.test('the mobile box keeps digits only, drops leading zeros and stops at 10 digits', async t => {
  t.equal(mobileInput('0 98-765 43210 99'), '9876543210')
  t.equal(mobileInput('00912'), '912')
  t.equal(normalizeMobile(' 09876543210'), '9876543210')
})

t.test('an Indian sign-up needs a mobile number of exactly 10 digits', async t => {
  t.strictSame(validateSignUp({ ...india, mobile: '' }), { mobile: 'Please enter mobile number' })
  t.strictSame(validateSignUp({ ...india, mobile: '98765' }), { mobile: 'Please enter valid mobile no' })
  t.strictSame(validateSignUp({ ...india, mobile: '98765432101' }), { mobile: 'Please enter valid mobile no' })
  t.strictSame(validateSignUp({ ...india, mobile: '98765abcde' }), { mobile: 'Please enter valid mobile no' })
  t.strictSame(validateSignUp({ ...india, mobile: '9876543210' }), {})
  t.strictSame(validateSignUp({ countryCode: '+91', mobile: '09876543210' }), {}, 'the leading 0 is removed before counting')
})

t.test('a sign-up outside India needs an email with a 2-4 letter top-level part', async t => {
  const uk = { countryCode: '44' }
  t.strictSame(validateSignUp({ ...uk }), { email: 'Please enter email' })
  t.strictSame(validateSignUp({ ...uk, email: 'player@example' }), { email: 'Please enter valid email' })
  t.strictSame(validateSignUp({ ...uk, email: 'player@example.museum' }), { email: 'Please enter valid email' })
  t.strictSame(validateSignUp({ ...uk, email: 'pla yer@example.com' }), { email: 'Please enter valid email' })
  t.strictSame(validateSignUp({ ...uk, email: 'player.one@mail.example.co' }), {})
  t.strictSame(validateSignUp({ ...uk, email: 'a@b.info' }), {})
})

t.test('a new user at the OTP step must choose a username, enter the OTP and accept the terms', async t => {
  t.strictSame(validateSignUp({ ...india, mobile: '9876543210', otpSent: true, registered: false }), {
    otp: 'Please enter OTP',
    name: 'Please enter username',
    terms: 'Please accept Terms and conditions',
  })
  t.strictSame(validateSignUp({ ...india, mobile: '9876543210', otpSent: true, registered: false, name: 'ace01', otp: '123456', terms: true }), {})
})

t.test('a returning user at the OTP step needs only the OTP', async t => {
  t.strictSame(validateSignUp({ ...india, mobile: '9876543210', otpSent: true, registered: true, otp: '12345' }), { otp: 'Please enter valid OTP' })
})

t.test('a username is 4 to 10 letters or digits and not digits only', async t => {
  t.equal(usernameError(''), 'Please enter username')
  t.equal(usernameError('ace 01'), 'Only use alphanumeric characters without space')
  t.equal(usernameError('ace_01'), 'Only use alphanumeric characters without space')
  t.equal(usernameError('123456'), 'Only use alphanumeric characters without space')
  t.equal(usernameError('ace'), 'Only use min 4 & max 10 Characters')
  t.equal(usernameError('abcdefghijk'), 'Only use min 4 & max 10 Characters')
  t.equal(usernameError('ace1'), undefined)
  t.equal(usernameError('abcdefghij'), undefined)
})

t.test('login needs a valid mobile number and, at the Verify OTP step, six digits', async t => {
  t.strictSame(validateLogin({ ...india, mobile: '' }), { mobile: 'Please enter mobile number' })
  t.strictSame(validateLogin({ ...india, mobile: '987654321' }), { mobile: 'Please enter valid mobile no' })
  t.strictSame(validateLogin({ ...india, mobile: '9876543210' }), {})
  t.strictSame(validateLogin({ ...india, mobile: '9876543210', otpSent: true, otp: '12a456' }), { otp: 'Please enter valid OTP' })
  t.strictSame(validateLogin({ ...india, mobile: '9876543210', otpSent: true, otp: '123456' }), {})
})

t.test('a mobile number outside India may be 6 to 10 digits', async t => {
  t.strictSame(validateLogin({ countryCode: '971', mobile: '501234' }), {})
  t.strictSame(validateLogin({ countryCode: '971', mobile: '50123' }), { mobile: 'Please enter valid mobile no' })
})

t.test('temporary login asks for email, password and a mobile of at most 10 digits', async t => {
  t.strictSame(validateTempLogin({}), { email: 'Please enter email', password: 'Please enter password', mobile: 'Please enter mobile' })
  t.strictSame(validateTempLogin({ email: 'a@b.co', password: 'x', mobile: '12345678901' }), { mobile: 'Please enter valid mobile' })
  t.strictSame(validateTempLogin({ email: 'a@b.co', password: 'x', mobile: '98765' }), {})
})
