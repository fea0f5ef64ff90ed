import t from 'tap'
import { ApiError } from '../src/app/api'
import { stashFile } from '../src/app/fileStash'
import { ACCOUNT_DELETED_LOGOUT_MS, IMAGE_REMOVED_REDIRECT_MS } from '../src/features/profile/sagas'
import {
  accountDeleteRequested,
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
