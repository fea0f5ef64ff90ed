import t from 'tap'
import { changeWithOtp, logInMobile, signUpMobile, identityFor, type Harness } from './support/harness'
import { multipartBody, tinyPng } from './support/uploads'

async function adminToken(h: Harness, mobile: string, name: string): Promise<string> {
  await signUpMobile(h, mobile, name)
  const { action } = await h.module.ensureAdmin({ mobile })
  if (action !== 'granted') throw new Error(`expected the role to be granted, got ${action}`)
  h.clock.advance(31_000)
  return logInMobile(h, mobile)
}

async function uploadImage(h: Harness, token: string): Promise<string> {
  const { payload, headers } = multipartBody('profileImage', 'me.png', tinyPng())
  const res = await h.app.inject({ method: 'POST', url: '/api/profile-data-update', payload, headers: { ...headers, authorization: `Bearer ${token}` } })
  return res.json().data.profileImage
}

t.test("a player's token reads and changes only that player's own profile", async t => {
  const h = await identityFor(t)
  const asha = await signUpMobile(h, '9876600001', 'Asha')
  const bala = await signUpMobile(h, '9876600002', 'Bala')
  const balaId = h.module.view.find('username', 'bala')!.id
  const ashaId = h.module.view.find('username', 'asha')!.id

  const own = await h.post('/api/profile-data', { _id: ashaId }, asha.token)
  t.equal(own.body.data.name, 'Asha', 'passing one\'s own id is fine')
  const peek = await h.post('/api/profile-data', { _id: balaId }, asha.token)
  t.equal(peek.statusCode, 403)
  t.notOk(JSON.stringify(peek.body).includes('9876600002'), 'nothing of the other profile leaks')

  const change = await h.post('/api/persional-data-update', { _id: balaId, type: 'email', email: 'evil@example.com' }, asha.token)
  t.equal(change.statusCode, 403)
  t.equal(h.module.view.byId(balaId)!.email, null, "the other player's data is unchanged")
  t.equal(h.module.view.byId(ashaId)!.email, null, "and the caller's too")

  const image = await uploadImage(h, bala.token)
  t.equal((await h.get(image, bala.token)).statusCode, 200, 'the owner sees the image')
  t.equal((await h.get(image, asha.token)).statusCode, 403, 'another player does not')
  t.equal((await h.get(image)).statusCode, 401, 'nor does a visitor')
  const admin = await adminToken(h, '9876600003', 'Boss')
  const asAdmin = await h.get(image, admin)
  t.equal(asAdmin.statusCode, 200, 'an admin does')
  t.same(asAdmin.raw, tinyPng())
  t.equal((await h.post('/api/profile-data', { _id: balaId }, admin)).body.data.name, 'Bala', "an admin reads another user's profile")
})

t.test('admin routes refuse a player token and a missing one', async t => {
  const h = await identityFor(t)
  const player = await signUpMobile(h, '9876600011', 'Plain')
  const someone = h.module.view.find('username', 'plain')!.id
  for (const [method, url] of [['GET', '/api/admin/users'], ['POST', `/api/admin/users/${someone}/block`], ['POST', `/api/admin/users/${someone}/unblock`], ['POST', `/api/admin/users/${someone}/restore`]] as const) {
    const asPlayer = await h.app.inject({ method, url, headers: { authorization: `Bearer ${player.token}` } })
    t.equal(asPlayer.statusCode, 403, `${method} ${url} as a player`)
    t.equal((await h.app.inject({ method, url })).statusCode, 401, `${method} ${url} without a token`)
  }
  t.equal(h.module.view.byId(someone)!.blocked, false)
})

t.test('an admin finds users by name, mobile, email or exact id, a page at a time', async t => {
  const h = await identityFor(t)
  const admin = await adminToken(h, '9876600021', 'Chief')
  await signUpMobile(h, '9876600022', 'Deepa')
  await signUpMobile(h, '9876600023', 'Deepak')
  const byName = await h.get('/api/admin/users?search=deep', admin)
  t.equal(byName.statusCode, 200)
  t.same(byName.body.data.map((u: { name: string }) => u.name).sort(), ['Deepa', 'Deepak'])
  t.equal((await h.get('/api/admin/users?search=600023', admin)).body.data[0].name, 'Deepak')
  const deepakId = h.module.view.find('username', 'deepak')!.id
  t.same((await h.get(`/api/admin/users?search=${deepakId}`, admin)).body.data.map((u: { _id: string }) => u._id), [deepakId], 'the id the ledger shows finds its user')
  t.equal((await h.get('/api/admin/users', admin)).body.total, 3)
  t.equal((await h.get('/api/admin/users?page=2', admin)).body.data.length, 0)
})

t.test('a blocked user is refused on every route until unblocked', async t => {
  const h = await identityFor(t)
  const admin = await adminToken(h, '9876600031', 'Warden')
  const { token } = await signUpMobile(h, '9876600032', 'Rogue')
  await changeWithOtp(h, token, { type: 'email', email: 'rogue@example.com' }, 'rogue@example.com')
  h.clock.advance(30_000)
  await changeWithOtp(h, token, { type: 'password', password: 'Rogue#1234', password2: 'Rogue#1234' }, '+919876600032')
  const image = await uploadImage(h, token)
  const rogue = h.module.view.find('username', 'rogue')!.id
  const sentBefore = h.sender.sent.length
  const blocked = await h.post(`/api/admin/users/${rogue}/block`, {}, admin)
  t.match(blocked.body, { status: true, data: { userBlock: 'yes' } })

  const guarded: [string, string, unknown][] = [
    ['POST', '/api/profile-data', {}], ['POST', '/api/profile-image-empty', {}], ['POST', '/api/persional-data-update', { type: 'password' }],
    ['POST', '/api/delete-account', {}], ['GET', '/api/login-history', undefined], ['GET', image, undefined], ['POST', '/api/profile-data-update', {}],
  ]
  for (const [method, url, payload] of guarded) {
    const res = await h.app.inject({ method: method as 'GET' | 'POST', url, payload: payload as object, headers: { authorization: `Bearer ${token}` } })
    t.equal(res.statusCode, 401, `${method} ${url}: the block ended the token's session`)
    t.equal(res.json().message, 'Your account is blocked')
  }
  h.clock.advance(31_000)
  for (const [url, body] of [
    ['/api/login', { countryCode: '91', mobile: '9876600032' }],
    ['/api/user-registor', { countryCode: '91', mobile: '9876600032' }],
    ['/api/temp-user-login', { email: 'rogue@example.com', password: 'Rogue#1234', mobile: '9876600032' }],
    ['/api/forget-Password', { email: 'rogue@example.com' }],
  ] as const) {
    const res = await h.post(url, body)
    t.equal(res.statusCode, 403, url)
    t.equal(res.body.message, 'Your account is blocked')
  }
  t.equal(h.sender.sent.length, sentBefore, 'no OTP went to a blocked user')

  await h.post(`/api/admin/users/${rogue}/unblock`, {}, admin)
  t.equal((await h.post('/api/profile-data', {}, token)).statusCode, 401, 'the old token stays ended after the unblock')
  t.equal((await h.post('/api/profile-data', {}, await logInMobile(h, '9876600032'))).statusCode, 200, 'a new login works again')
})

t.test('a deleted account loses its session at once and can be restored by an admin within 6 months', async t => {
  const h = await identityFor(t)
  await adminToken(h, '9876600041', 'Keeper')
  const { token } = await signUpMobile(h, '9876600042', 'Leaver')
  const leaver = h.module.view.find('username', 'leaver')!.id
  const deleted = await h.post('/api/delete-account', {}, token)
  t.same(deleted.body, { status: true, message: 'Account deleted successfully' })
  t.equal((await h.post('/api/profile-data', {}, token)).statusCode, 401, 'the token stops working')
  h.clock.advance(31_000)
  const login = await h.post('/api/login', { countryCode: '91', mobile: '9876600042' })
  t.equal(login.statusCode, 403)
  t.equal(login.body.message, 'Your account has been deleted')
  const again = await h.post('/api/user-registor', { countryCode: '91', mobile: '9876600042' })
  t.equal(again.statusCode, 403, 'the number cannot be registered anew while the account may come back')

  h.clock.advance(150 * 24 * 3_600_000)
  const freshAdmin = await logInMobile(h, '9876600041')
  const restored = await h.post(`/api/admin/users/${leaver}/restore`, {}, freshAdmin)
  t.equal(restored.statusCode, 200)
  t.equal((await h.post('/api/profile-data', {}, await logInMobile(h, '9876600042'))).statusCode, 200, 'the user logs in again')
  t.equal((await h.post(`/api/admin/users/${leaver}/restore`, {}, freshAdmin)).statusCode, 409, 'only a deleted account is restored')
})

t.test('an account deleted more than 6 months ago is not restored', async t => {
  const h = await identityFor(t)
  await adminToken(h, '9876600051', 'Keeper2')
  const { token } = await signUpMobile(h, '9876600052', 'Gone')
  const gone = h.module.view.find('username', 'gone')!.id
  await h.post('/api/delete-account', {}, token)
  h.clock.set('2026-09-01T10:01:00.000Z')
  const admin = await logInMobile(h, '9876600051')
  const late = await h.post(`/api/admin/users/${gone}/restore`, {}, admin)
  t.equal(late.statusCode, 409)
  t.equal(late.body.message, 'This account was deleted more than 6 months ago and can no longer be restored')
})

t.test('an expired token is refused with 401', async t => {
  const h = await identityFor(t)
  const { token } = await signUpMobile(h, '9876600061', 'Late')
  h.clock.advance(3_600_000 - 1_000)
  t.equal((await h.post('/api/profile-data', {}, token)).statusCode, 200)
  h.clock.advance(2_000)
  const expired = await h.post('/api/profile-data', {}, token)
  t.equal(expired.statusCode, 401)
  t.equal(expired.body.message, 'Session expired, please log in again')
})
