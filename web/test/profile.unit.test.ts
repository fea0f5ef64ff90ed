import t from 'tap'
import { ApiError } from '../src/app/api'
import { stashFile } from '../src/app/fileStash'
import { ACCOUNT_DELETED_LOGOUT_MS, IMAGE_REMOVED_REDIRECT_MS } from '../src/features/profile/sagas'
import {
  accountDeleteRequested,
  changeOpened,
  changeOtpSubmitted,
  changeRequested,
  profileImageChosen,
  profileImageRemoveRequested,
  profileRequested,
  selectProfile,
  type Profile,
} from '../src/features/profile/slice'
import { referralLink, shareTargets } from '../src/features/profile/shareLinks'
import { selectToken, tokenReceived } from '../src/features/session/slice'
import { settle, setup, tokenFor, type Call } from './authHarness'

const profile: Profile = {
  _id: 'user-9', name: 'asha01', fname: '', lname: '', dob: '', gender: '', email: '', mobile: '9876543210',
  countryCode: '91', profileImage: '/api/profile-image/old.png', referralCode: 'ASHA01XY', userBlock: 'no',
}

function server(overrides: Record<string, (call: Call) => unknown> = {}) {
  return (call: Call) => {
    const handler = overrides[call.path]
    if (handler) return handler(call)
    if (call.path === 'profile-data') return { status: true, data: profile }
    throw new Error(`unexpected call to ${call.path}`)
  }
}

async function loaded(overrides: Record<string, (call: Call) => unknown> = {}) {
  const app = setup(server(overrides))
  app.store.dispatch(tokenReceived(tokenFor({ sub: 'user-9', name: 'asha01' })))
  app.store.dispatch(profileRequested())
  await settle()
  return app
}

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]
const file = (bytes: number[], size: number, name: string) => new File([new Uint8Array(bytes), new Uint8Array(Math.max(0, size - bytes.length))], name)

t.test('the own profile is loaded from profile-data', async t => {
  const { store, api } = await loaded()
  t.same(api.calls, [{ method: 'post', path: 'profile-data', body: {} }])
  t.match(selectProfile(store.getState()), { status: 'loaded', data: { name: 'asha01', referralCode: 'ASHA01XY' } })
})

t.test('a blocked user has the token removed', async t => {
  const { store, storage } = await loaded({ 'profile-data': () => ({ status: true, data: { ...profile, userBlock: 'yes' } }) })
  t.equal(selectToken(store.getState()), null)
  t.equal(storage.get(), null)
})

t.test('a profile the server refuses to open (403) logs the player out', async t => {
  const { store, toasts } = await loaded({ 'profile-data': () => { throw new ApiError('Your account is blocked', 403) } })
  t.equal(selectToken(store.getState()), null)
  t.same(toasts(), [['error', 'Your account is blocked']])
})

t.test('images are checked by content and size with the spec messages before upload', async t => {
  const { store, api } = await loaded()
  const cases: [File, string][] = [
    [file([0x25, 0x50, 0x44, 0x46, 0x2d], 2000, 'fake.png'), 'Please select valid Front image jpeg,png,gif.'],
    [file(PNG_HEADER, 10_000_001, 'huge.png'), 'Maximum 10 MB Image allowed.'],
  ]
  for (const [chosen, message] of cases) {
    store.dispatch(profileImageChosen(stashFile(chosen)))
    await settle()
    t.same(selectProfile(store.getState()).image, { action: 'idle', error: message }, chosen.name)
  }
  t.equal(api.calls.length, 1, 'only the profile load reached the server')
})

t.test('a valid image is sent as multipart profileImage and replaces the shown one', async t => {
  const { store, api, toasts } = await loaded({
    'profile-data-update': () => ({ status: true, message: 'Profile image updated successfully', data: { profileImage: '/api/profile-image/new.png' } }),
  })
  store.dispatch(profileImageChosen(stashFile(file(PNG_HEADER, 5000, 'me.png'))))
  await settle()
  const upload = api.calls[1]!
  t.equal(upload.path, 'profile-data-update')
  t.equal(((upload.body as FormData).get('profileImage') as File).name, 'me.png')
  t.equal(selectProfile(store.getState()).data?.profileImage, '/api/profile-image/new.png')
  t.same(toasts(), [['success', 'Profile image updated successfully']])
})

t.test('removing the image goes to /profile-user 2 s later', async t => {
  const { store, navigations, clock } = await loaded({ 'profile-image-empty': () => ({ status: true, message: 'Profile image removed successfully' }) })
  store.dispatch(profileImageRemoveRequested())
  await settle()
  t.equal(selectProfile(store.getState()).data?.profileImage, '')
  t.same(navigations, [])
  t.equal(IMAGE_REMOVED_REDIRECT_MS, 2000)
  clock.release(2000)
  await settle()
  t.same(navigations, ['/profile-user'])
})

t.test('deleting the account logs out 1 s after the server agrees', async t => {
  const { store, clock, navigations } = await loaded({ 'delete-account': () => ({ status: true, message: 'Account deleted successfully' }) })
  store.dispatch(accountDeleteRequested())
  await settle()
  t.not(selectToken(store.getState()), null, 'still signed in while the message shows')
  t.equal(ACCOUNT_DELETED_LOGOUT_MS, 1000)
  clock.release(1000)
  await settle()
  t.equal(selectToken(store.getState()), null)
  t.same(navigations, ['/'])
  t.equal(selectProfile(store.getState()).data, null, 'nothing of the account is kept')
})

t.test('a refused deletion keeps the player signed in', async t => {
  const { store, toasts } = await loaded({ 'delete-account': () => { throw new ApiError('Cannot reach the server, please check your connection', 0) } })
  store.dispatch(accountDeleteRequested())
  await settle()
  t.not(selectToken(store.getState()), null)
  t.equal(selectProfile(store.getState()).deleting, false)
  t.same(toasts(), [['error', 'Cannot reach the server, please check your connection']])
})

t.test('the referral link is the origin plus /referral/{code} and every share URL carries it', async t => {
  const link = referralLink('https://arena.example/', 'ASHA01XY')
  t.equal(link, 'https://arena.example/referral/ASHA01XY')
  const targets = shareTargets(link, 'Join me')
  t.same(targets.map(target => target.name), ['Messenger', 'Facebook', 'WhatsApp', 'LinkedIn', 'Twitter'])
  for (const target of targets) t.ok(target.href.includes(encodeURIComponent(link)), target.name)
})

t.test('a new mobile is asked for, then confirmed with the OTP sent to it; the profile reloads', async t => {
  let changes = 0
  const { store, api, toasts } = await loaded({
    'persional-data-update': call => {
      changes += 1
      const body = call.body as Record<string, string>
      if (!body.otp) return { status: true, message: 'OTP sent. Please enter the OTP sent to your new address to confirm the change', data: { encrypted_otp: 'sealed-1', otpSentTo: '******1111' } }
      return { status: true, message: 'Mobile number updated successfully' }
    },
  })
  store.dispatch(changeOpened('mobile'))
  store.dispatch(changeRequested({ type: 'mobile', countryCode: '91', mobile: '9876511111' }))
  await settle()
  t.match(selectProfile(store.getState()).change, { kind: 'mobile', stage: 'otp', sentTo: '******1111', encryptedOtp: 'sealed-1', sending: false })
  store.dispatch(changeOtpSubmitted('123456'))
  await settle()
  t.same(api.calls.filter(c => c.path === 'persional-data-update').map(c => c.body), [
    { type: 'mobile', countryCode: '91', mobile: '9876511111' },
    { type: 'mobile', countryCode: '91', mobile: '9876511111', otp: '123456', encrypted_otp: 'sealed-1' },
  ], 'the OTP goes with the same fields and the encrypted_otp of step 1')
  t.equal(changes, 2)
  t.match(selectProfile(store.getState()).change, { kind: null, stage: 'form' })
  t.same(toasts().at(-1), ['success', 'Mobile number updated successfully'])
  t.equal(api.calls.filter(c => c.path === 'profile-data').length, 2, 'the profile is read again')
})

t.test('a wrong OTP shows under the OTP field in the server\'s words; Resend OTP asks again with the same fields', async t => {
  let codes = 0
  const { store, api } = await loaded({
    'persional-data-update': call => {
      const body = call.body as Record<string, string>
      if (!body.otp) return { status: true, data: { encrypted_otp: `sealed-${++codes}`, otpSentTo: 'as***@example.com' } }
      throw new ApiError('Invalid OTP. 4 attempts left', 400, { otp: 'Invalid OTP. 4 attempts left' })
    },
  })
  store.dispatch(changeOpened('email'))
  store.dispatch(changeRequested({ type: 'email', email: 'asha@example.com' }))
  await settle()
  store.dispatch(changeOtpSubmitted('654321'))
  await settle()
  t.match(selectProfile(store.getState()).change, { stage: 'otp', errors: { otp: 'Invalid OTP. 4 attempts left' } })
  store.dispatch(changeOtpSubmitted('12'))
  await settle()
  t.same(selectProfile(store.getState()).change.errors, { otp: 'Please enter valid OTP' }, 'a short code is caught before the server')
  store.dispatch(changeRequested(selectProfile(store.getState()).change.fields))
  await settle()
  const sent = api.calls.filter(c => c.path === 'persional-data-update')
  t.same(sent.at(-1)!.body, { type: 'email', email: 'asha@example.com' })
  t.equal(sent.length, 3)
  t.equal(selectProfile(store.getState()).change.encryptedOtp, 'sealed-2', 'the new code\'s encrypted_otp replaces the old one')
})

t.test('a password change is checked with the shared rules before any code is sent', async t => {
  const { store, api } = await loaded()
  store.dispatch(changeOpened('password'))
  store.dispatch(changeRequested({ type: 'password', password: 'weak', password2: 'other', opassword: '' }))
  await settle()
  t.same(selectProfile(store.getState()).change.errors, {
    password: 'Min 8 characters(Including 1 Upper case, 1 Numeric value, 1 Special symbol)',
    password2: 'Passwords must match',
    opassword: 'Please enter old password',
  })
  t.equal(api.calls.length, 1, 'only the profile load reached the server')
})
