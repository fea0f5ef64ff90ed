import t from 'tap'
import { createHmac } from 'node:crypto'
import { MemoryEventStore } from '@arena/eventstore'
import { ManualClock } from '@arena/testing'
import { logInMobile, SECRET, signUpMobile, identityFor, startIdentity, type Harness } from './support/harness'

const decodeJwt = (token: string): Record<string, any> => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())
/** An HS256 token with exactly these claims, signed with the server's own key. */
function signed(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const body = `${part({ alg: 'HS256' })}.${part(claims)}`
  return `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`
}

/** A token's session id, as the server put it in the `sid` claim. */
const sessionOf = (token: string) => decodeJwt(token).sid as string

/** Signs in again on "another device": the OTP cool-down is waited out on the manual clock first. */
async function anotherDevice(h: Harness, mobile: string): Promise<string> {
  h.clock.advance(31_000)
  return logInMobile(h, mobile)
}

t.test('a logged-out token is refused, on this device only', async t => {
  const h = await identityFor(t)
  const { token: phone } = await signUpMobile(h, '9876610001', 'Leela')
  const laptop = await anotherDevice(h, '9876610001')
  t.equal((await h.post('/api/profile-data', {}, phone)).statusCode, 200)

  const out = await h.post('/api/logout', {}, phone)
  t.same(out.body, { status: true, message: 'Logout successfully' })
  const reused = await h.post('/api/profile-data', {}, phone)
  t.equal(reused.statusCode, 401, 'the logged-out token is refused')
  t.equal(reused.body.message, 'Session ended, please log in again')
  t.equal((await h.post('/api/logout', {}, phone)).statusCode, 401, 'logging out twice is refused too')
  t.equal((await h.post('/api/profile-data', {}, laptop)).statusCode, 200, 'the other device stays signed in')
  const userId = h.module.view.find('username', 'leela')!.id
  t.same(h.endedSessions, [{ userId, sessionIds: [sessionOf(phone)] }], 'only the logged-out session\'s sockets are closed')
})

t.test('"log out of all devices" ends every session of the user, and no one else\'s', async t => {
  const h = await identityFor(t)
  const { token: phone } = await signUpMobile(h, '9876610011', 'Meera')
  const laptop = await anotherDevice(h, '9876610011')
  const { token: stranger } = await signUpMobile(h, '9876610012', 'Stranger')

  const all = await h.post('/api/logout-all-devices', {}, laptop)
  t.match(all.body, { status: true, message: 'Logged out of all devices', sessions: 2 })
  t.equal((await h.post('/api/profile-data', {}, phone)).statusCode, 401, 'the other device is logged out')
  t.equal((await h.post('/api/profile-data', {}, laptop)).statusCode, 401, 'so is the device that asked')
  t.equal((await h.post('/api/profile-data', {}, stranger)).statusCode, 200, 'another user is untouched')
  t.same(new Set(h.endedSessions.flatMap(ended => ended.sessionIds)), new Set([sessionOf(phone), sessionOf(laptop)]))
  t.equal((await h.post('/api/profile-data', {}, await anotherDevice(h, '9876610011'))).statusCode, 200, 'a new login works')
})

t.test('a block ends the user\'s sessions and closes all their sockets', async t => {
  const h = await identityFor(t)
  await signUpMobile(h, '9876610021', 'Warden')
  await h.module.ensureAdmin({ countryCode: '91', mobile: '9876610021' })
  const admin = await anotherDevice(h, '9876610021')
  const { token } = await signUpMobile(h, '9876610022', 'Rogue')
  const rogue = h.module.view.find('username', 'rogue')!.id
  t.equal((await h.post(`/api/admin/users/${rogue}/block`, {}, admin)).statusCode, 200)
  const refused = await h.post('/api/profile-data', {}, token)
  t.same([refused.statusCode, refused.body.message], [401, 'Your account is blocked'])
  t.same(h.endedSessions.at(-1), { userId: rogue, sessionIds: 'all' })
})

t.test('a role change ends the sessions that carry the old role', async t => {
  const h = await identityFor(t)
  const { token } = await signUpMobile(h, '9876610031', 'Promoted')
  t.equal((await h.post('/api/profile-data', {}, token)).statusCode, 200)
  await h.module.ensureAdmin({ countryCode: '91', mobile: '9876610031' })
  t.equal((await h.post('/api/profile-data', {}, token)).statusCode, 401, 'the player-role token is refused')
  const admin = await anotherDevice(h, '9876610031')
  t.equal(decodeJwt(admin).role, 'admin')
  t.equal((await h.get('/api/admin/users', admin)).statusCode, 200, 'the new token carries the new role')
})

t.test('a token without an expiry, or without a session, is refused even with a good signature', async t => {
  const h = await identityFor(t)
  const { token } = await signUpMobile(h, '9876610041', 'Forever')
  const { exp, ...withoutExp } = decodeJwt(token)
  t.equal((await h.post('/api/profile-data', {}, signed({ ...withoutExp, exp }))).statusCode, 200, 'the same claims re-signed with an expiry pass')
  t.equal((await h.post('/api/profile-data', {}, signed(withoutExp))).statusCode, 401, 'without `exp` they are refused')
  const { sid: _sid, ...withoutSession } = decodeJwt(token)
  t.equal((await h.post('/api/profile-data', {}, signed(withoutSession))).statusCode, 401, 'no session')
  t.equal((await h.post('/api/profile-data', {}, signed({ ...withoutSession, sid: 'made-up' }))).statusCode, 401, 'a session that was never started')
})

t.test('an ended session stays ended after a restart: the end is an event', async t => {
  const store = new MemoryEventStore()
  const clock = new ManualClock('2026-03-01T10:00:00.000Z')
  const first = await startIdentity({ store, clock, keepStore: true })
  const { token } = await signUpMobile(first, '9876610051', 'Restart')
  await first.post('/api/logout', {}, token)
  await first.close()
  const second = await startIdentity({ store, clock })
  t.teardown(() => second.close())
  t.equal((await second.post('/api/profile-data', {}, token)).statusCode, 401, 'a fresh process refuses the logged-out token')
  const events = (await store.readAll(0, 1000)).filter(event => event.stream.startsWith('user-')).map(event => event.type)
  t.ok(events.includes('SessionStarted') && events.includes('SessionEnded'), 'the session\'s start and end are in the user\'s stream')
})

t.test('a websocket ticket is spent once, whichever process redeems it', async t => {
  const store = new MemoryEventStore()
  const clock = new ManualClock('2026-03-01T10:00:00.000Z')
  const edgeA = await startIdentity({ store, clock, keepStore: true })
  const edgeB = await startIdentity({ store, clock, keepStore: true })
  t.teardown(async () => {
    await edgeA.close()
    await edgeB.close()
    await store.close()
  })
  const { token } = await signUpMobile(edgeA, '9876610061', 'Ticket')
  const principal = { id: decodeJwt(token).sub as string, name: 'Ticket', role: 'player' as const, sessionId: sessionOf(token) }
  const ticket = { ...principal, ticketId: 'ticket-1', expiresAt: new Date('2026-03-01T10:01:00.000Z') }
  t.equal(await edgeA.module.redeemSocketTicket(ticket), true, 'the first use opens the socket')
  t.equal(await edgeB.module.redeemSocketTicket(ticket), false, 'another edge refuses the same ticket')
  t.equal(await edgeA.module.redeemSocketTicket(ticket), false, 'and so does the first')
})
