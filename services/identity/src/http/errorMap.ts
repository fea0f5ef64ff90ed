import { HttpError } from '@arena/service-kit'
import { messages } from '@arena/domain'
import type { IdentityError } from '../domain/errors'

/** The spec gives no wording for these refusals; the texts are ours, kept in one place. */
export const refusals = {
  userNotFound: 'User not found',
  alreadyRegistered: 'User already registered',
  blocked: 'Your account is blocked',
  deleted: 'Your account has been deleted',
  notDeleted: 'This account is not deleted',
  restoreWindowPassed: 'This account was deleted more than 6 months ago and can no longer be restored',
  underAge: 'You must be at least 18 years old',
  resetLinkInvalid: 'This password reset link is invalid or has expired',
  emailLinkInvalid: 'This verification link is invalid or has expired',
  usernameTaken: 'Username already taken',
  mobileTaken: 'Mobile number already registered',
  emailTaken: 'Email already registered',
  referralTaken: 'Referral code already taken',
  otpRequestNew: 'Please request a new OTP',
  otpExpired: 'OTP has expired. Please request a new OTP',
  otpUsed: 'OTP already used. Please request a new OTP',
  otpWrong: 'Invalid OTP',
  otpTooManyAttempts: 'Too many wrong attempts. Please request a new OTP',
  otpIpLimit: 'Too many OTP requests from your network. Please try again later',
  invalidReferral: 'Invalid referral code',
  mobileNotRegistered: 'This mobile number is not registered. Please sign up',
  emailNotRegistered: 'This email is not registered',
  wrongCredentials: 'Invalid email, mobile or password',
  emailNotVerified: 'Please verify your email first. Enter it again in your profile to get an OTP',
  tooManyPasswordFailures: 'Too many failed attempts. Please try again later',
  tooManyForms: 'Too many requests. Please try again later',
  oldPasswordRequired: 'Please enter old password',
  oldPasswordWrong: 'Old password is incorrect',
  typeRequired: 'Please select mobile, email or password to update',
  notYourProfile: 'You are not allowed to do this',
  kycUnderReview: 'This document is waiting for verification',
  kycAlreadyVerified: 'This document is already verified',
  kycNotPending: 'This document is not waiting for review',
  bankDuplicate: 'This bank account is already added',
  bankNotFound: 'Bank detail not found',
  bankNotPending: 'This bank detail is not waiting for review',
  upiDuplicate: 'This UPI ID is already added',
  alreadyDeclared: 'You have already declared your date of birth and state',
} as const

/** What to do first when a KYC step is sent out of the spec's order (phone, photo ID, address, PAN, video). */
export const stepFirst: Record<string, string> = {
  phone: 'Please verify your mobile number first',
  photoId: 'Please complete photo ID verification first',
  address: 'Please complete address proof verification first',
  pan: 'Please complete PAN verification first',
}

const cooldown = (seconds: string | number | undefined) => `Please wait ${seconds} seconds before requesting a new OTP`
const hourly = (minutes: string | number | undefined) => `Too many OTP requests. Please try again in ${minutes} minutes`

/** A domain refusal as the HTTP answer the spec's screens read (OTP errors go under the OTP field). */
export function toHttpError(error: IdentityError): HttpError {
  const d = error.detail
  const otp = (status: number, message: string) => new HttpError(status, message, { otp: message }, status === 429 ? 'TOO_MANY_REQUESTS' : 'BAD_REQUEST')
  switch (error.code) {
    case 'USER_NOT_FOUND': return new HttpError(404, refusals.userNotFound, undefined, 'NOT_FOUND')
    case 'ALREADY_REGISTERED': return new HttpError(409, refusals.alreadyRegistered, undefined, 'CONFLICT')
    case 'ACCOUNT_BLOCKED': return new HttpError(403, refusals.blocked, undefined, 'FORBIDDEN')
    case 'ACCOUNT_DELETED': return new HttpError(403, refusals.deleted, undefined, 'FORBIDDEN')
    case 'NOT_DELETED': return new HttpError(409, refusals.notDeleted, undefined, 'CONFLICT')
    case 'RESTORE_WINDOW_PASSED': return new HttpError(409, refusals.restoreWindowPassed, undefined, 'CONFLICT')
    case 'UNDER_AGE': return new HttpError(400, refusals.underAge, { dob: refusals.underAge }, 'BAD_REQUEST')
    case 'DOB_INVALID': return new HttpError(400, messages.dobInvalid, { dob: messages.dobInvalid }, 'BAD_REQUEST')
    case 'RESET_TOKEN_INVALID': return new HttpError(400, refusals.resetLinkInvalid, undefined, 'BAD_REQUEST')
    case 'EMAIL_CHANGED': return new HttpError(400, refusals.emailLinkInvalid, undefined, 'BAD_REQUEST')
    case 'CLAIM_TAKEN': return claimTaken(String(d.kind))
    case 'OTP_COOLDOWN': return otp(429, cooldown(d.seconds))
    case 'OTP_HOURLY_LIMIT': return otp(429, hourly(d.minutes))
    case 'OTP_IP_LIMIT': return otp(429, refusals.otpIpLimit)
    case 'OTP_NOT_ISSUED': return otp(400, refusals.otpRequestNew)
    case 'OTP_EXPIRED': return otp(400, refusals.otpExpired)
    case 'OTP_USED': return otp(400, refusals.otpUsed)
    case 'OTP_WRONG': return otp(400, `${refusals.otpWrong}. ${d.attemptsLeft} attempt${d.attemptsLeft === 1 ? '' : 's'} left`)
    case 'OTP_TOO_MANY_ATTEMPTS': return otp(429, refusals.otpTooManyAttempts)
    case 'KYC_STEP_ORDER': return new HttpError(409, stepFirst[String(d.step)] ?? refusals.kycUnderReview, undefined, 'CONFLICT')
    case 'KYC_UNDER_REVIEW': return new HttpError(409, refusals.kycUnderReview, undefined, 'CONFLICT')
    case 'KYC_ALREADY_VERIFIED': return new HttpError(409, refusals.kycAlreadyVerified, undefined, 'CONFLICT')
    case 'KYC_NOT_PENDING': return new HttpError(409, refusals.kycNotPending, undefined, 'CONFLICT')
    // The spec's gate texts (section 4); the caller passes the one that applies.
    case 'KYC_REQUIRED': return new HttpError(403, String(d.message), undefined, 'FORBIDDEN')
    case 'BANK_DUPLICATE': return new HttpError(409, refusals.bankDuplicate, { accountNo: refusals.bankDuplicate }, 'CONFLICT')
    case 'BANK_NOT_FOUND': return new HttpError(404, refusals.bankNotFound, undefined, 'NOT_FOUND')
    case 'BANK_NOT_PENDING': return new HttpError(409, refusals.bankNotPending, undefined, 'CONFLICT')
    case 'ALREADY_DECLARED': return new HttpError(409, refusals.alreadyDeclared, undefined, 'CONFLICT')
    case 'UPI_DUPLICATE': return new HttpError(409, refusals.upiDuplicate, { upiid: refusals.upiDuplicate }, 'CONFLICT')
    default: {
      const never: never = error.code
      throw new Error(`unmapped identity error ${String(never)}`)
    }
  }
}

function claimTaken(kind: string): HttpError {
  const [field, message] =
    kind === 'username' ? ['name', refusals.usernameTaken]
      : kind === 'mobile' ? ['mobile', refusals.mobileTaken]
        : kind === 'email' ? ['email', refusals.emailTaken]
          : ['referralCode', refusals.referralTaken]
  return new HttpError(409, message, { [field]: message }, 'CONFLICT')
}
