import t from 'tap'
import type { UserEvent } from '@arena/contracts'
import { deciderSpec } from '@arena/testing'
import { userDecider } from '../src/domain/deciders'
import { decideUser, restoreDeadline, type UserCommand } from '../src/domain/decideUser'
import { IdentityError } from '../src/domain/errors'
import { evolveUser, initialUser, isLockedOut, type UserState } from '../src/domain/user'

const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', name: 'Asha', countryCode: '91', mobile: '9876543210', email: null, referralCode: 'ABCDEFGH', referredBy: null, at: '2026-01-01T00:00:00.000Z' },
}
const given = (...events: UserEvent[]): UserState => [registered, ...events].reduce(evolveUser, initialUser)
const refusal = (command: UserCommand, state: UserState) => {
  try {
    decideUser(command, state)
  } catch (error) {
    if (error instanceof IdentityError) return error.code
    throw error
  }
  return undefined
}
const now = new Date('2026-06-15T12:00:00.000Z')
const login = { ip: '1.1.1.1', cityName: '', countryName: '', device: '', browser: '', os: '', date: '2026-01-01T00:00:00.000Z' }
const registration = registered.data as Extract<UserEvent, { type: 'UserRegistered' }>['data']

t.test('registration yields UserRegistered with the first login, and only once', async t => {
  const events = decideUser({ type: 'RegisterUser', data: registration, login }, initialUser)
  t.same(events.map(e => e.type), ['UserRegistered', 'LoginRecorded'])
  t.same(decideUser({ type: 'RegisterUser', data: registration, login: null }, initialUser).map(e => e.type), ['UserRegistered'])
  deciderSpec(userDecider).given([registered]).when({ type: 'RegisterUser', data: registration, login }).thenRefuses(IdentityError, 'ALREADY_REGISTERED')
  const state = given()
  t.ok(state.mobileVerified, 'the sign-up mobile was proven by its OTP')
  t.notOk(state.emailVerified)
})

t.test('a birth date under 18 years ago in India is refused; an 18th birthday today passes', async t => {
  const change = (dob: string): UserCommand => ({ type: 'ChangePersonalData', data: { dob }, now })
  const spec = deciderSpec(userDecider).given([registered])
  spec.when(change('2008-06-16')).thenRefuses(IdentityError, 'UNDER_AGE')
  spec.when(change('2008-06-15')).then([{ type: 'PersonalDataChanged', data: { dob: '2008-06-15' } }])
  spec.when(change('2008-02-30')).thenRefuses(IdentityError, 'DOB_INVALID')
  // 20:00 UTC on 14 June is already 15 June in India.
  t.equal(refusal({ type: 'ChangePersonalData', data: { dob: '2008-06-15' }, now: new Date('2026-06-14T20:00:00.000Z') }, given()), undefined)
})

t.test('personal data events carry only what changed, and a new email is unverified', async t => {
  const state = given({ type: 'PersonalDataChanged', data: { email: 'a@example.com' } }, { type: 'EmailVerified', data: { email: 'a@example.com' } })
  t.ok(state.emailVerified)
  t.same(decideUser({ type: 'ChangePersonalData', data: { email: 'a@example.com', fname: 'Asha' }, now }, state), [{ type: 'PersonalDataChanged', data: { fname: 'Asha' } }])
  t.notOk(evolveUser(state, { type: 'PersonalDataChanged', data: { email: 'b@example.com' } }).emailVerified)
  const unverified = evolveUser(state, { type: 'PersonalDataChanged', data: { email: 'b@example.com' } })
  t.notOk(evolveUser(unverified, { type: 'EmailVerified', data: { email: 'a@example.com' } }).emailVerified, 'verifying a former address changes nothing')
  t.equal(refusal({ type: 'VerifyEmail', email: 'old@example.com' }, state), 'EMAIL_CHANGED')
})

t.test('blocked and deleted users can do nothing themselves; admins can still act on them', async t => {
  const blocked = given({ type: 'UserBlocked', data: { by: 'a1' } })
  t.ok(isLockedOut(blocked))
  t.equal(refusal({ type: 'RecordLogin', data: login }, blocked), 'ACCOUNT_BLOCKED')
  t.equal(refusal({ type: 'SetPassword', hash: 'x' }, blocked), 'ACCOUNT_BLOCKED')
  t.same(decideUser({ type: 'BlockUser', by: 'a1' }, blocked), [], 'blocking twice changes nothing')
  t.same(decideUser({ type: 'UnblockUser', by: 'a1' }, blocked).map(e => e.type), ['UserUnblocked'])
  const deleted = given({ type: 'AccountDeleted', data: { deletedAt: '2026-01-31T00:00:00.000Z' } })
  t.equal(refusal({ type: 'ChangeProfileImage', file: 'f' }, deleted), 'ACCOUNT_DELETED')
  t.equal(refusal({ type: 'SetPassword', hash: 'x' }, initialUser), 'USER_NOT_FOUND')
})

t.test('a deleted account is restorable for six calendar months', async t => {
  t.equal(restoreDeadline('2026-01-31T08:00:00.000Z').toISOString(), '2026-07-31T08:00:00.000Z')
  t.equal(restoreDeadline('2026-08-31T08:00:00.000Z').toISOString(), '2027-02-28T08:00:00.000Z', 'clamped to the last day of a short month')
  const deleted = given({ type: 'AccountDeleted', data: { deletedAt: '2026-01-31T08:00:00.000Z' } })
  const restore = (at: string): UserCommand => ({ type: 'RestoreAccount', by: 'a1', now: new Date(at) })
  t.same(decideUser(restore('2026-07-31T08:00:00.000Z'), deleted).map(e => e.type), ['AccountRestored'])
  t.equal(refusal(restore('2026-07-31T08:00:00.001Z'), deleted), 'RESTORE_WINDOW_PASSED')
  t.equal(refusal(restore('2026-02-01T00:00:00.000Z'), given()), 'NOT_DELETED')
})

t.test('a reset token works only while pending, unexpired and matching', async t => {
  const pending = given({ type: 'PasswordResetRequested', data: { tokenHash: 'd1', expiresAt: '2026-06-15T13:00:00.000Z' } })
  t.same(decideUser({ type: 'ResetPassword', tokenHash: 'd1', hash: 'p', now }, pending), [{ type: 'PasswordSet', data: { hash: 'p' } }])
  t.equal(refusal({ type: 'ResetPassword', tokenHash: 'd2', hash: 'p', now }, pending), 'RESET_TOKEN_INVALID')
  t.equal(refusal({ type: 'ResetPassword', tokenHash: 'd1', hash: 'p', now: new Date('2026-06-15T13:00:00.000Z') }, pending), 'RESET_TOKEN_INVALID')
  const used = evolveUser(pending, { type: 'PasswordSet', data: { hash: 'p' } })
  t.equal(refusal({ type: 'ResetPassword', tokenHash: 'd1', hash: 'q', now }, used), 'RESET_TOKEN_INVALID', 'a used token is spent')
})

t.test('roles accumulate and granting one twice changes nothing', async t => {
  const admin = given({ type: 'RoleGranted', data: { role: 'admin' } })
  t.ok(admin.roles.has('admin'))
  t.ok(admin.roles.has('player'))
  t.same(decideUser({ type: 'GrantRole', role: 'admin' }, admin), [])
})

t.test('given no declaration, when the player declares, then PlayerDeclared; given one, a second is refused', async t => {
  const declare: UserCommand = { type: 'DeclarePlayer', dob: '1990-05-14', state: 'Goa', now }
  const events = decideUser(declare, given())
  t.same(events, [{ type: 'PlayerDeclared', data: { dob: '1990-05-14', state: 'Goa', at: now.toISOString() } }])
  t.same(given(...events).declaration, { dob: '1990-05-14', state: 'Goa', at: now.toISOString() })
  t.equal(refusal({ ...declare, dob: '2000-01-01' }, given(...events)), 'ALREADY_DECLARED')
  t.equal(refusal({ ...declare, dob: '2008-06-16' }, given()), 'UNDER_AGE')
  t.equal(refusal({ ...declare, dob: '1990-02-30' }, given()), 'DOB_INVALID')
})
