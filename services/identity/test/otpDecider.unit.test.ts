import t from 'tap'
import type { OtpEvent } from '@arena/contracts'
import { decideIssue, decideVerify } from '../src/domain/decideOtp'
import { IdentityError } from '../src/domain/errors'
import { defaultOtpLimits, evolveOtp, initialOtp, type OtpState } from '../src/domain/otp'

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds))
const fold = (events: OtpEvent[]): OtpState => events.reduce(evolveOtp, initialOtp)
const issued = (challengeId: string, seconds: number): OtpEvent =>
  decideIssue({ challengeId, purpose: 'login', hash: `h-${challengeId}`, salt: 's', ip: '1.2.3.4', now: at(seconds) }, initialOtp, defaultOtpLimits)[0]!
const code = (fn: () => unknown) => {
  try {
    fn()
  } catch (error) {
    if (error instanceof IdentityError) return [error.code, error.detail]
    throw error
  }
  return undefined
}
const matches = (yes: boolean) => () => yes

t.test('a first OTP expires five minutes after it is issued', async t => {
  const [event] = decideIssue({ challengeId: 'c1', purpose: 'register', hash: 'h', salt: 's', ip: 'ip', now: at(0) }, initialOtp, defaultOtpLimits)
  t.match(event, { type: 'OtpIssued', data: { challengeId: 'c1', issuedAt: at(0).toISOString(), expiresAt: at(300).toISOString() } })
})

t.test('a resend inside the cool-down is refused with the seconds left, and allowed at 30 seconds', async t => {
  const state = fold([issued('c1', 0)])
  const command = (seconds: number) => ({ challengeId: 'c2', purpose: 'login' as const, hash: 'h', salt: 's', ip: 'ip', now: at(seconds) })
  t.same(code(() => decideIssue(command(12), state, defaultOtpLimits)), ['OTP_COOLDOWN', { seconds: 18 }])
  t.equal(decideIssue(command(30), state, defaultOtpLimits).length, 1)
})

t.test('the sixth code from one IP to one address within an hour is refused, the hour sliding from the oldest', async t => {
  const state = fold([0, 60, 120, 180, 240].map((s, i) => issued(`c${i}`, s)))
  const command = (seconds: number, ip = '1.2.3.4') => ({ challengeId: 'c9', purpose: 'login' as const, hash: 'h', salt: 's', ip, now: at(seconds) })
  t.same(code(() => decideIssue(command(600), state, defaultOtpLimits)), ['OTP_HOURLY_LIMIT', { minutes: 50 }])
  t.equal(decideIssue(command(600, '5.6.7.8'), state, defaultOtpLimits).length, 1, 'another IP still gets a code to the address')
  t.equal(decideIssue(command(3600), state, defaultOtpLimits).length, 1, 'once the oldest is an hour old, another goes')
})

t.test('verification refuses a missing, replaced, used, locked or expired challenge', async t => {
  const verify = (state: OtpState, challengeId: string, seconds: number, ok = true) =>
    code(() => decideVerify({ challengeId, now: at(seconds), matches: matches(ok) }, state, defaultOtpLimits))
  t.same(verify(initialOtp, 'c1', 0), ['OTP_NOT_ISSUED', {}])
  t.equal(verify(fold([issued('c1', 0), issued('c2', 40)]), 'c1', 50), undefined, 'a newer code does not cancel one still alive')
  t.same(verify(fold([issued('c1', 0), issued('c2', 400)]), 'c1', 401), ['OTP_EXPIRED', {}], 'an expired one is dropped and reads as expired')
  t.same(verify(fold([issued('c1', 0), { type: 'OtpVerified', data: { challengeId: 'c1', at: at(1).toISOString() } }]), 'c1', 2), ['OTP_USED', {}])
  const failures = Array.from({ length: 5 }, (): OtpEvent => ({ type: 'OtpAttemptFailed', data: { challengeId: 'c1', at: at(1).toISOString() } }))
  t.same(verify(fold([issued('c1', 0), ...failures]), 'c1', 2), ['OTP_TOO_MANY_ATTEMPTS', {}], 'even the right code after five failures')
  t.same(verify(fold([issued('c1', 0)]), 'c1', 301), ['OTP_EXPIRED', {}])
  t.equal(verify(fold([issued('c1', 0)]), 'c1', 300), undefined, 'the last second still counts')
})

t.test('a wrong code is an outcome with its event, so the failure can be recorded', async t => {
  const state = fold([issued('c1', 0), { type: 'OtpAttemptFailed', data: { challengeId: 'c1', at: at(1).toISOString() } }])
  const outcome = decideVerify({ challengeId: 'c1', now: at(2), matches: matches(false) }, state, defaultOtpLimits)
  t.match(outcome, { verified: false, attemptsLeft: 3, events: [{ type: 'OtpAttemptFailed' }] })
  const right = decideVerify({ challengeId: 'c1', now: at(2), matches: matches(true) }, state, defaultOtpLimits)
  t.match(right, { verified: true, events: [{ type: 'OtpVerified', data: { challengeId: 'c1' } }] })
})

t.test('failures count against their own challenge only', async t => {
  const state = fold([issued('c1', 0), { type: 'OtpAttemptFailed', data: { challengeId: 'c1', at: at(1).toISOString() } }, issued('c2', 40)])
  t.equal(state.challenges.c2?.failures, 0)
  const after = evolveOtp(state, { type: 'OtpAttemptFailed', data: { challengeId: 'c1', at: at(41).toISOString() } })
  t.same([after.challenges.c1?.failures, after.challenges.c2?.failures], [2, 0])
})
