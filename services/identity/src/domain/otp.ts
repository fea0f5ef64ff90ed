import type { OtpEvent, OtpPurpose } from '@arena/contracts'

/** Every OTP limit in one place (seconds and counts). */
export interface OtpLimits {
  codeTtlSeconds: number
  maxWrongAttempts: number
  resendCooldownSeconds: number
  perAddressPerHour: number
  perIpPerHour: number
}

export const defaultOtpLimits: OtpLimits = {
  codeTtlSeconds: 5 * 60,
  maxWrongAttempts: 5,
  resendCooldownSeconds: 30,
  perAddressPerHour: 5,
  perIpPerHour: 20,
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

/** One delivery address's OTP history: when codes were sent, and the one that is valid now. */
export interface OtpState {
  issuedAt: string[]
  current: Challenge | null
}

export const initialOtp: OtpState = { issuedAt: [], current: null }

export function evolveOtp(state: OtpState, event: OtpEvent): OtpState {
  switch (event.type) {
    case 'OtpIssued': {
      const { challengeId, purpose, hash, salt, expiresAt, issuedAt } = event.data
      // A new code replaces the previous one: only the latest code sent can be used.
      return { issuedAt: [...state.issuedAt, issuedAt], current: { challengeId, purpose, hash, salt, expiresAt, failures: 0, verified: false } }
    }
    case 'OtpAttemptFailed':
      return state.current?.challengeId === event.data.challengeId
        ? { ...state, current: { ...state.current, failures: state.current.failures + 1 } }
        : state
    case 'OtpVerified':
      return state.current?.challengeId === event.data.challengeId
        ? { ...state, current: { ...state.current, verified: true } }
        : state
    default: {
      const never: never = event
      throw new Error(`unknown otp event ${JSON.stringify(never)}`)
    }
  }
}
