import type { OtpEvent, OtpPurpose } from '@arena/contracts'

/** Every OTP limit in one place (seconds and counts). */
export interface OtpLimits {
  codeTtlSeconds: number
  maxWrongAttempts: number
  /** The only brake on sends to one address from anyone: a stranger can slow its codes down, never stop them. */
  resendCooldownSeconds: number
  /** Codes one IP may have sent to one address per hour (an IP pestering one number stops; others are not affected). */
  perIpAndAddressPerHour: number
  /** Codes one IP may have sent per hour in all: a ceiling high enough for a carrier NAT full of people. */
  perIpPerHour: number
}

export const defaultOtpLimits: OtpLimits = {
  codeTtlSeconds: 5 * 60,
  maxWrongAttempts: 5,
  resendCooldownSeconds: 30,
  perIpAndAddressPerHour: 5,
  perIpPerHour: 200,
}

export interface Challenge {
  challengeId: string
  purpose: OtpPurpose
  hash: string
  salt: string
  expiresAt: string
  failures: number
  verified: boolean
}

/** One delivery address's OTP history: when (and for which IP) codes were sent, and the codes still alive. */
export interface OtpState {
  issued: { at: string; ip: string }[]
  /**
   * Every challenge not yet expired, by id. A new code does not cancel the earlier ones: otherwise
   * anyone could void a person's code by asking for another one for the same address.
   */
  challenges: Record<string, Challenge>
}

export const initialOtp: OtpState = { issued: [], challenges: {} }

const HOUR_MS = 3_600_000

export function evolveOtp(state: OtpState, event: OtpEvent): OtpState {
  switch (event.type) {
    case 'OtpIssued': {
      const { challengeId, purpose, hash, salt, expiresAt, issuedAt, ip } = event.data
      const now = new Date(issuedAt).getTime()
      // Expired challenges and sends older than an hour decide nothing any more: the fold stays small.
      const alive = Object.fromEntries(Object.entries(state.challenges).filter(([, c]) => new Date(c.expiresAt).getTime() >= now))
      const recent = state.issued.filter(sent => new Date(sent.at).getTime() > now - HOUR_MS)
      return {
        issued: [...recent, { at: issuedAt, ip }],
        challenges: { ...alive, [challengeId]: { challengeId, purpose, hash, salt, expiresAt, failures: 0, verified: false } },
      }
    }
    case 'OtpAttemptFailed':
    case 'OtpVerified': {
      const challenge = state.challenges[event.data.challengeId]
      if (!challenge) return state
      const next = event.type === 'OtpVerified' ? { ...challenge, verified: true } : { ...challenge, failures: challenge.failures + 1 }
      return { ...state, challenges: { ...state.challenges, [challenge.challengeId]: next } }
    }
    default: {
      const never: never = event
      throw new Error(`unknown otp event ${JSON.stringify(never)}`)
    }
  }
}
