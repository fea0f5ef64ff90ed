import type { OtpEvent, OtpPurpose } from '@arena/contracts'
import { refuse } from './errors'
import type { Challenge, OtpLimits, OtpState } from './otp'

const HOUR_MS = 3_600_000

export interface IssueOtp {
  challengeId: string
  purpose: OtpPurpose
  hash: string
  salt: string
  ip: string
  now: Date
}

/**
 * Refuses a resend inside the address's cool-down, and a code beyond the hourly allowance of this
 * IP for this address. Sends from other IPs never count against the caller: a stranger asking
 * for codes can delay a person's code by the cool-down but cannot lock them out.
 */
export function decideIssue(command: IssueOtp, state: OtpState, limits: OtpLimits): OtpEvent[] {
  const now = command.now.getTime()
  const last = state.issued.at(-1)
  if (last !== undefined) {
    const waitMs = new Date(last.at).getTime() + limits.resendCooldownSeconds * 1000 - now
    if (waitMs > 0) refuse('OTP_COOLDOWN', { seconds: Math.ceil(waitMs / 1000) })
  }
  const recent = state.issued.filter(sent => sent.ip === command.ip).map(sent => new Date(sent.at).getTime()).filter(at => at > now - HOUR_MS)
  if (recent.length >= limits.perIpAndAddressPerHour) {
    const oldest = Math.min(...recent)
    refuse('OTP_HOURLY_LIMIT', { minutes: Math.ceil((oldest + HOUR_MS - now) / 60_000) })
  }
  const expiresAt = new Date(now + limits.codeTtlSeconds * 1000).toISOString()
  const { challengeId, purpose, hash, salt, ip } = command
  return [{ type: 'OtpIssued', data: { challengeId, purpose, hash, salt, ip, issuedAt: command.now.toISOString(), expiresAt } }]
}

export interface VerifyOtp {
  challengeId: string
  now: Date
  /** Compares the submitted code with the challenge's hash (keyed hashing stays outside the domain). */
  matches: (challenge: Challenge) => boolean
}

export type VerifyOutcome = { events: OtpEvent[]; verified: true } | { events: OtpEvent[]; verified: false; attemptsLeft: number }

/**
 * A wrong code is recorded (so the attempt limit holds across restarts and processes) and
 * reported as an outcome rather than thrown, because its event must still be appended. Wrong
 * codes count against the one challenge they were entered for, never against the address.
 */
export function decideVerify(command: VerifyOtp, state: OtpState, limits: OtpLimits): VerifyOutcome {
  if (state.issued.length === 0 && Object.keys(state.challenges).length === 0) return refuse('OTP_NOT_ISSUED')
  const current = state.challenges[command.challengeId]
  // Dropped from the fold once expired: to the user it has simply expired.
  if (!current) return refuse('OTP_EXPIRED')
  if (current.verified) return refuse('OTP_USED')
  if (current.failures >= limits.maxWrongAttempts) return refuse('OTP_TOO_MANY_ATTEMPTS')
  if (command.now.getTime() > new Date(current.expiresAt).getTime()) return refuse('OTP_EXPIRED')
  const at = command.now.toISOString()
  if (!command.matches(current)) {
    const attemptsLeft = limits.maxWrongAttempts - current.failures - 1
    return { events: [{ type: 'OtpAttemptFailed', data: { challengeId: current.challengeId, at } }], verified: false, attemptsLeft }
  }
  return { events: [{ type: 'OtpVerified', data: { challengeId: current.challengeId, at } }], verified: true }
}
