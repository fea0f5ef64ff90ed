import t from 'tap'
import { ApiError } from '../src/app/api'
import { LOGIN_ERROR_TOAST_DELAY_MS } from '../src/features/auth/sagas'
import { selectAuthErrors, selectShowsNewUserFields, selectSubmitLabel } from '../src/features/auth/selectors'
import { authSubmitted, fieldChanged, type AuthField } from '../src/features/auth/slice'
import { settle, setup, tokenFor } from './authHarness'

/** The Sign In tab (spec section 4): mobile, then OTP; the answers are the identity service's shapes. */
const ticket = { encrypted_otp: 'sealed-otp', encrypted_mobile: 'sealed-mobile', encrypted_countryCode: 'sealed-91' }
const token = tokenFor({ sub: 'user-9', name: 'asha01', role: 'player' })

function type(store: ReturnType<typeof setup>['store'], values: Partial<Record<AuthField, string>>) {
  for (const [field, value] of Object.entries(values)) store.dispatch(fieldChanged({ field: field as AuthField, value: value! }))
}

t.test('sign in: Log in sends the mobile to login, Verify OTP sends the OTP and stores the token', async t => {
  const app = setup(call => ((call.body as { otp?: string }).otp ? { status: true, token, data: { _id: 'user-9' } } : { status: true, data: ticket }))
  t.equal(selectSubmitLabel(app.store.getState()), 'Log in')
  type(app.store, { mobile: '9876543210' })
  app.store.dispatch(authSubmitted({ pathname: '/' }))
  await settle()
  t.equal(selectSubmitLabel(app.store.getState()), 'Verify OTP')
  t.equal(selectShowsNewUserFields(app.store.getState()), false, 'sign in never asks for a username')
  type(app.store, { otp: '111222' })
  app.store.dispatch(authSubmitted({ pathname: '/' }))
  await settle()
  t.same(app.api.calls.map(call => [call.path, call.body]), [
    ['login', { countryCode: '91', mobile: '9876543210' }],
    ['login', { countryCode: '91', mobile: '9876543210', ...ticket, otp: '111222' }],
  ])
  t.equal(app.storage.get(), token)
  t.same(app.navigations, ['/dashboard'])
})

t.test('a login answer carrying a token and no OTP signs in at once', async t => {
  const app = setup(() => ({ status: true, token }))
  type(app.store, { mobile: '9876543210' })
  app.store.dispatch(authSubmitted({ pathname: '/' }))
  await settle()
  t.equal(app.storage.get(), token)
})

t.test('a refused login shows under the field at once and as a toast 500 ms later', async t => {
  const message = 'This mobile number is not registered. Please sign up'
  const app = setup(() => {
    throw new ApiError(message, 400, { mobile: message })
  })
  type(app.store, { mobile: '9876543210' })
  app.store.dispatch(authSubmitted({ pathname: '/' }))
  await settle()
  t.equal(selectAuthErrors(app.store.getState()).mobile, message)
  t.same(app.toasts(), [], 'no toast yet')
  t.equal(LOGIN_ERROR_TOAST_DELAY_MS, 500)
  app.clock.release(500)
  await settle()
  t.same(app.toasts(), [['error', message]])
})
