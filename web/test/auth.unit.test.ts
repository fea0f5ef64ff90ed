import t from 'tap'
import { ApiError } from '../src/app/api'
import { selectAuth, selectAuthErrors, selectShowsNewUserFields, selectSubmitLabel } from '../src/features/auth/selectors'
import {
  addressReset,
  authSubmitted,
  countryChanged,
  fieldChanged,
  otpResendRequested,
  referralPrefilled,
  signInOpened,
  tabChanged,
  type AuthField,
} from '../src/features/auth/slice'
import {
  emailVerificationSubmitted,
  passwordResetSubmitted,
  selectEmailVerification,
  selectPasswordReset,
  selectTempLogin,
  tempLoginSubmitted,
} from '../src/features/auth/formsSlice'
import { selectIsSignedIn, selectUser } from '../src/features/session/slice'
import { NOW_SECONDS, settle, setup, tokenFor, type Call } from './authHarness'

const ticket = { encrypted_otp: 'sealed-otp', encrypted_mobile: 'sealed-mobile', encrypted_countryCode: 'sealed-91' }
const token = tokenFor({ sub: 'user-9', name: 'asha01', role: 'player' })

/** The identity answers for both steps: without an OTP a ticket, with one a token. */
function identity(registerStatus: boolean) {
  return (call: Call) => {
    const body = call.body as Record<string, unknown>
    if (body.otp === undefined) return { status: true, message: 'OTP sent successfully', data: { ...ticket, registerStatus } }
    return { status: true, token, message: 'Registered successfully', name: 'asha01', mobile: '9876543210' }
  }
}

function type(store: ReturnType<typeof setup>['store'], values: Partial<Record<AuthField, string | boolean>>) {
  for (const [field, value] of Object.entries(values)) store.dispatch(fieldChanged({ field: field as AuthField, value: value! }))
}

async function signUpToOtp(registerStatus: boolean) {
  const app = setup(identity(registerStatus))
  app.store.dispatch(signInOpened('signUp'))
  type(app.store, { mobile: '9876543210' })
  app.store.dispatch(authSubmitted({ pathname: '/login' }))
  await settle()
  return app
}

t.test('sign-up step 1 sends the India mobile and moves to the OTP step with the number read-only', async t => {
  const { api, store, toasts } = await signUpToOtp(false)
  t.same(api.calls, [{ method: 'post', path: 'user-registor', body: { countryCode: '91', mobile: '9876543210' } }])
  const auth = selectAuth(store.getState())
  t.equal(auth.step, 'otp')
  t.same(auth.ticket, ticket)
  t.equal(selectSubmitLabel(store.getState()), 'Verify & Proceed')
  t.same(toasts(), [['success', 'OTP sent successfully']])
  store.dispatch(countryChanged('GB'))
  t.equal(selectAuth(store.getState()).countryIso, 'IN', 'the country cannot change at the OTP step')
})

t.test('username, referral and terms appear only for a new user (registerStatus false)', async t => {
  const fresh = await signUpToOtp(false)
  t.equal(selectShowsNewUserFields(fresh.store.getState()), true)
  const known = await signUpToOtp(true)
  t.equal(selectShowsNewUserFields(known.store.getState()), false)
  t.same(selectAuthErrors(known.store.getState()), {}, 'no errors show before anything is typed or submitted')
})

t.test('step 2 for a new user sends OTP, ticket, username, referral and terms, stores the token and goes to /dashboard', async t => {
  const { api, store, storage, navigations, toasts } = await signUpToOtp(false)
  type(store, { name: 'asha01', referralBy: 'FRIEND1', otp: '123456', terms: true })
  store.dispatch(authSubmitted({ pathname: '/login' }))
  await settle()
  t.same(api.calls[1], {
    method: 'post',
    path: 'user-registor',
    body: { countryCode: '91', mobile: '9876543210', ...ticket, otp: '123456', name: 'asha01', referralBy: 'FRIEND1', terms: true },
  })
  t.equal(storage.get(), token)
  t.ok(selectIsSignedIn(store.getState(), NOW_SECONDS))
  t.same(selectUser(store.getState()), { id: 'user-9', name: 'asha01' })
  t.equal(selectAuth(store.getState()).step, 'address', 'the form is reset for next time')
  t.same(navigations, ['/dashboard'])
  t.same(toasts().at(-1), ['success', 'Registered successfully'])
})

t.test('a known user at step 2 sends only the OTP and the ticket', async t => {
  const { api, store } = await signUpToOtp(true)
  type(store, { otp: '654321' })
  store.dispatch(authSubmitted({ pathname: '/' }))
  await settle()
  t.same(api.calls[1]?.body, { countryCode: '91', mobile: '9876543210', ...ticket, otp: '654321' })
})

t.test('a login on a public page stays on that page', async t => {
  const { store, navigations } = await signUpToOtp(true)
  type(store, { otp: '654321' })
  store.dispatch(authSubmitted({ pathname: '/faq' }))
  await settle()
  t.ok(selectIsSignedIn(store.getState(), NOW_SECONDS))
  t.same(navigations, [])
})

t.test('server field errors land under their fields and clear when the field is edited', async t => {
  const refusals: ApiError[] = [
    new ApiError('Username already taken', 409, { name: 'Username already taken' }),
    new ApiError('Invalid OTP. 4 attempts left', 400, { otp: 'Invalid OTP. 4 attempts left' }),
    new ApiError('Your account is blocked', 403),
  ]
  for (const refusal of refusals) {
    const app = await signUpToOtp(false)
    const firstStep = app.api.post
    app.api.post = async (path, body) => {
      await firstStep(path, body)
      throw refusal
    }
    type(app.store, { name: 'asha01', otp: '123456', terms: true })
    app.store.dispatch(authSubmitted({ pathname: '/login' }))
    await settle()
    const errors = selectAuthErrors(app.store.getState())
    if (refusal.errors.name) {
      t.equal(errors.name, 'Username already taken')
      app.store.dispatch(fieldChanged({ field: 'name', value: 'asha02' }))
      t.equal(selectAuthErrors(app.store.getState()).name, undefined, 'editing the field clears the server error')
    } else {
      t.equal(errors.otp, refusal.message, `"${refusal.message}" shows under the OTP box`)
    }
    t.equal(selectAuth(app.store.getState()).sending, false, 'the button re-enables')
    t.equal(app.storage.get(), null, 'no token is stored')
  }
})

t.test('other countries sign up with an email at user-registor-email', async t => {
  const app = setup(identity(false))
  app.store.dispatch(tabChanged('signUp'))
  app.store.dispatch(countryChanged('GB'))
  type(app.store, { email: 'asha@example.co.uk' })
  app.store.dispatch(authSubmitted({ pathname: '/' }))
  await settle()
  t.same(app.api.calls, [{ method: 'post', path: 'user-registor-email', body: { countryCode: '44', email: 'asha@example.co.uk' } }])
})

t.test('the cross icon returns to the Get OTP state and Resend OTP asks for a new code', async t => {
  const { api, store } = await signUpToOtp(false)
  store.dispatch(otpResendRequested())
  await settle()
  t.equal(api.calls.length, 2, 'Resend OTP calls the first step again')
  t.same(api.calls[1]?.body, { countryCode: '91', mobile: '9876543210' })
  t.equal(selectAuth(store.getState()).step, 'otp')
  type(store, { otp: '12', name: 'asha01' })
  store.dispatch(addressReset())
  const auth = selectAuth(store.getState())
  t.match(auth, { step: 'address', ticket: null, registered: null, values: { mobile: '9876543210', otp: '', name: '' } })
  t.equal(selectSubmitLabel(store.getState()), 'Get OTP')
})

t.test('the referral link opens Sign Up with the referral field filled in', async t => {
  const { store } = setup(identity(false))
  store.dispatch(referralPrefilled('FRIEND1'))
  t.match(selectAuth(store.getState()), { tab: 'signUp', values: { referralBy: 'FRIEND1' } })
  store.dispatch(tabChanged('signIn'))
  store.dispatch(tabChanged('signUp'))
  t.equal(selectAuth(store.getState()).values.referralBy, 'FRIEND1', 'switching tabs keeps the code')
})

const noCall = () => {
  throw new Error('no call expected')
}

t.test('the address fields show the spec messages and nothing is sent while they are wrong', async t => {
  const { api, store } = setup(noCall)
  const errors = () => selectAuthErrors(store.getState())
  store.dispatch(authSubmitted({ pathname: '/' }))
  await settle()
  t.same(errors(), { mobile: 'Please enter mobile number' })
  type(store, { mobile: '98765' })
  t.same(errors(), { mobile: 'Please enter valid mobile no' })
  type(store, { mobile: '0098abc7654321099' })
  t.equal(selectAuth(store.getState()).values.mobile, '9876543210', 'digits only, no leading 0, at most 10')
  t.same(errors(), {})

  store.dispatch(tabChanged('signUp'))
  store.dispatch(countryChanged('US'))
  store.dispatch(authSubmitted({ pathname: '/' }))
  await settle()
  t.same(errors(), { email: 'Please enter email' })
  for (const bad of ['asha@example', 'asha example.com', 'asha@example.abcde']) {
    type(store, { email: bad })
    t.same(errors(), { email: 'Please enter valid email' }, bad)
  }
  t.same(api.calls, [], 'no request left the browser')
})

t.test('the OTP step and the new-user fields show the spec messages', async t => {
  const { api, store } = await signUpToOtp(false)
  const errors = () => selectAuthErrors(store.getState())
  const values = () => selectAuth(store.getState()).values
  t.same(errors(), {}, 'the OTP box starts without an error')
  store.dispatch(authSubmitted({ pathname: '/' }))
  await settle()
  t.same(errors(), { otp: 'Please enter OTP', name: 'Please enter username', terms: 'Please accept Terms and conditions' })
  type(store, { otp: '12ab' })
  t.equal(values().otp, '12')
  t.equal(errors().otp, 'Please enter valid OTP')
  type(store, { otp: '1234567' })
  t.equal(values().otp, '123456', 'the OTP is capped at 6')
  for (const [name, message] of [
    ['ab cd', 'Only use alphanumeric characters without space'],
    ['123456', 'Only use alphanumeric characters without space'],
    ['asha_01', 'Only use alphanumeric characters without space'],
    ['abc', 'Only use min 4 & max 10 Characters'],
    ['', 'Please enter username'],
  ] as const) {
    type(store, { name })
    t.equal(errors().name, message, `username "${name}"`)
  }
  type(store, { name: 'abcdefghijklm' })
  t.equal(values().name, 'abcdefghij', 'the username is capped at 10')
  t.equal(errors().name, undefined)
  type(store, { terms: true })
  t.same(errors(), {})
  t.equal(api.calls.length, 1, 'only the first step was sent')
})

t.test('temp login refuses empty and malformed input with the spec messages and sends nothing', async t => {
  const { api, store } = setup(noCall)
  store.dispatch(tempLoginSubmitted({ email: '', password: '', mobile: '' }))
  await settle()
  t.same(selectTempLogin(store.getState()).errors, { email: 'Please enter email', password: 'Please enter password', mobile: 'Please enter mobile' })
  store.dispatch(tempLoginSubmitted({ email: 'asha@example.in', password: 'x', mobile: '98x65' }))
  await settle()
  t.same(selectTempLogin(store.getState()).errors, { mobile: 'Please enter valid mobile' })
  t.same(api.calls, [])
})

t.test('temp login with all three fields stores the token and goes to /dashboard', async t => {
  const app = setup(() => ({ status: true, message: 'Login successfully', token }))
  app.store.dispatch(tempLoginSubmitted({ email: ' asha@example.in ', password: 'Secret#123', mobile: '9876543210' }))
  await settle()
  t.same(app.api.calls, [{ method: 'post', path: 'temp-user-login', body: { email: 'asha@example.in', password: 'Secret#123', mobile: '9876543210' } }])
  t.equal(app.storage.get(), token)
  t.same(app.navigations, ['/dashboard'])
})

t.test('password reset shows the rule and match messages, then sends userId, token and both passwords', async t => {
  const app = setup(() => ({ status: true, message: 'Password reset successfully' }))
  const link = { userId: 'user-9', token: 'reset-token' }
  const rule = 'Min 8 characters(Including 1 Upper case, 1 Numeric value, 1 Special symbol)'
  for (const password of ['', 'Sh#1a', 'alllower#1', 'ALLUPPER#1', 'NoDigits#x', 'NoSymbol12']) {
    app.store.dispatch(passwordResetSubmitted({ ...link, password, password2: password }))
    await settle()
    t.same(selectPasswordReset(app.store.getState()).errors, { password: rule }, `"${password}"`)
  }
  app.store.dispatch(passwordResetSubmitted({ ...link, password: 'Secret#123', password2: 'Secret#124' }))
  await settle()
  t.same(selectPasswordReset(app.store.getState()).errors, { password2: 'Passwords must match' })
  t.same(app.api.calls, [], 'nothing was sent while a rule failed')

  app.store.dispatch(passwordResetSubmitted({ ...link, password: 'Secret#123', password2: 'Secret#123' }))
  await settle()
  t.same(app.api.calls, [{ method: 'post', path: 'reset-password', body: { ...link, password: 'Secret#123', password2: 'Secret#123' } }])
  t.match(selectPasswordReset(app.store.getState()), { status: 'sent', message: 'Password reset successfully' })
  t.same(app.toasts(), [['success', 'Password reset successfully']])
})

t.test('a refused reset link shows the server message as an error toast', async t => {
  const app = setup(() => {
    throw new ApiError('This password reset link is invalid or has expired', 400)
  })
  app.store.dispatch(passwordResetSubmitted({ userId: 'u', token: 't', password: 'Secret#123', password2: 'Secret#123' }))
  await settle()
  t.equal(selectPasswordReset(app.store.getState()).status, 'failed')
  t.same(app.toasts(), [['error', 'This password reset link is invalid or has expired']])
})

t.test('the email verification link is posted as userId and the visitor goes to /', async t => {
  const app = setup(() => ({ status: true, message: 'Email verified successfully' }))
  app.store.dispatch(emailVerificationSubmitted({ userId: 'signed.link.token' }))
  await settle()
  t.same(app.api.calls, [{ method: 'post', path: 'email-verification', body: { userId: 'signed.link.token' } }])
  t.equal(selectEmailVerification(app.store.getState()).status, 'sent')
  t.same(app.navigations, ['/'])
})
