/**
 * Why identity refused a command. Codes are stable; the HTTP layer alone turns them into status
 * codes and the spec's wording (see ../adapters/refusals.ts).
 */
export type IdentityErrorCode =
  | 'USER_NOT_FOUND'
  | 'ALREADY_REGISTERED'
  | 'ACCOUNT_BLOCKED'
  | 'ACCOUNT_DELETED'
  | 'NOT_DELETED'
  | 'RESTORE_WINDOW_PASSED'
  | 'UNDER_AGE'
  | 'DOB_INVALID'
  | 'RESET_TOKEN_INVALID'
  | 'EMAIL_CHANGED'
  | 'CLAIM_TAKEN'
  | 'OTP_COOLDOWN'
  | 'OTP_HOURLY_LIMIT'
  | 'OTP_IP_LIMIT'
  | 'OTP_NOT_ISSUED'
  | 'OTP_EXPIRED'
  | 'OTP_USED'
  | 'OTP_WRONG'
  | 'OTP_TOO_MANY_ATTEMPTS'
  | 'KYC_STEP_ORDER'
  | 'KYC_UNDER_REVIEW'
  | 'KYC_ALREADY_VERIFIED'
  | 'KYC_NOT_PENDING'
  | 'KYC_REQUIRED'
  | 'BANK_DUPLICATE'
  | 'BANK_NOT_FOUND'
  | 'BANK_NOT_PENDING'
  | 'UPI_DUPLICATE'
  | 'ALREADY_DECLARED'

export class IdentityError extends Error {
  constructor(
    readonly code: IdentityErrorCode,
    /** Extra facts the message needs, e.g. seconds to wait or attempts left. */
    readonly detail: Record<string, number | string> = {},
  ) {
    super(code)
    this.name = 'IdentityError'
  }
}

export const refuse = (code: IdentityErrorCode, detail?: Record<string, number | string>): never => {
  throw new IdentityError(code, detail)
}
