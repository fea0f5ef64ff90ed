import { refusalAnswer, type HttpError, type RefusalTable } from '@arena/service-kit'
import { messages } from '@arena/domain'
import type { IdentityError, IdentityErrorCode } from '../domain/errors'

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

/** Each refusal's status and the field its message is shown under (OTP errors go under the OTP field). */
const statusOf: RefusalTable<IdentityErrorCode> = {
  USER_NOT_FOUND: 404,
  ALREADY_REGISTERED: 409,
  ACCOUNT_BLOCKED: 403,
  ACCOUNT_DELETED: 403,
  NOT_DELETED: 409,
  RESTORE_WINDOW_PASSED: 409,
  UNDER_AGE: { status: 400, field: 'dob' },
  DOB_INVALID: { status: 400, field: 'dob' },
  RESET_TOKEN_INVALID: 400,
  EMAIL_CHANGED: 400,
  // The field is the kind of claim taken: see claimTaken.
  CLAIM_TAKEN: 409,
  OTP_COOLDOWN: { status: 429, field: 'otp' },
  OTP_HOURLY_LIMIT: { status: 429, field: 'otp' },
  OTP_IP_LIMIT: { status: 429, field: 'otp' },
  OTP_NOT_ISSUED: { status: 400, field: 'otp' },
  OTP_EXPIRED: { status: 400, field: 'otp' },
  OTP_USED: { status: 400, field: 'otp' },
  OTP_WRONG: { status: 400, field: 'otp' },
  OTP_TOO_MANY_ATTEMPTS: { status: 429, field: 'otp' },
  KYC_STEP_ORDER: 409,
  KYC_UNDER_REVIEW: 409,
  KYC_ALREADY_VERIFIED: 409,
  KYC_NOT_PENDING: 409,
  KYC_REQUIRED: 403,
  BANK_DUPLICATE: { status: 409, field: 'accountNo' },
  BANK_NOT_FOUND: 404,
  BANK_NOT_PENDING: 409,
  ALREADY_DECLARED: 409,
  UPI_DUPLICATE: { status: 409, field: 'upiid' },
}

/** The text a refusal shows: ours where the spec gives none, with the refusal's details filled in. */
function messageOf(error: IdentityError): string {
  const d = error.detail
  switch (error.code) {
    case 'USER_NOT_FOUND': return refusals.userNotFound
    case 'ALREADY_REGISTERED': return refusals.alreadyRegistered
    case 'ACCOUNT_BLOCKED': return refusals.blocked
    case 'ACCOUNT_DELETED': return refusals.deleted
    case 'NOT_DELETED': return refusals.notDeleted
    case 'RESTORE_WINDOW_PASSED': return refusals.restoreWindowPassed
    case 'UNDER_AGE': return refusals.underAge
    case 'DOB_INVALID': return messages.dobInvalid
    case 'RESET_TOKEN_INVALID': return refusals.resetLinkInvalid
    case 'EMAIL_CHANGED': return refusals.emailLinkInvalid
    case 'CLAIM_TAKEN': return claimTaken(String(d.kind))[1]
    case 'OTP_COOLDOWN': return cooldown(d.seconds)
    case 'OTP_HOURLY_LIMIT': return hourly(d.minutes)
    case 'OTP_IP_LIMIT': return refusals.otpIpLimit
    case 'OTP_NOT_ISSUED': return refusals.otpRequestNew
    case 'OTP_EXPIRED': return refusals.otpExpired
    case 'OTP_USED': return refusals.otpUsed
    case 'OTP_WRONG': return `${refusals.otpWrong}. ${d.attemptsLeft} attempt${d.attemptsLeft === 1 ? '' : 's'} left`
    case 'OTP_TOO_MANY_ATTEMPTS': return refusals.otpTooManyAttempts
    case 'KYC_STEP_ORDER': return stepFirst[String(d.step)] ?? refusals.kycUnderReview
    case 'KYC_UNDER_REVIEW': return refusals.kycUnderReview
    case 'KYC_ALREADY_VERIFIED': return refusals.kycAlreadyVerified
    case 'KYC_NOT_PENDING': return refusals.kycNotPending
    // The spec's gate texts (section 4); the caller passes the one that applies.
    case 'KYC_REQUIRED': return String(d.message)
    case 'BANK_DUPLICATE': return refusals.bankDuplicate
    case 'BANK_NOT_FOUND': return refusals.bankNotFound
    case 'BANK_NOT_PENDING': return refusals.bankNotPending
    case 'ALREADY_DECLARED': return refusals.alreadyDeclared
    case 'UPI_DUPLICATE': return refusals.upiDuplicate
    default: {
      const never: never = error.code
      throw new Error(`unmapped identity error ${String(never)}`)
    }
  }
}

/** A domain refusal as the HTTP answer the spec's screens read. */
export function toHttpError(error: IdentityError): HttpError {
  const message = messageOf(error)
  const errors = error.code === 'CLAIM_TAKEN' ? { [claimTaken(String(error.detail.kind))[0]]: message } : undefined
  return refusalAnswer(statusOf, error.code, message, errors)
}

/** The form field and text of a taken username, mobile, email or referral code. */
function claimTaken(kind: string): [field: string, message: string] {
  return kind === 'username' ? ['name', refusals.usernameTaken]
    : kind === 'mobile' ? ['mobile', refusals.mobileTaken]
      : kind === 'email' ? ['email', refusals.emailTaken]
        : ['referralCode', refusals.referralTaken]
}
