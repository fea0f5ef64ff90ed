import { refusalAnswer, type HttpError, type RefusalRule, type RefusalTable } from '@arena/service-kit'
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

type Detail = IdentityError['detail']

/** How a refusal answers: its status, its text (ours where the spec gives none, with its details filled in), and the field it is shown under. */
interface Answer extends RefusalRule {
  text: string | ((detail: Detail) => string)
}

/** Every refusal's answer, in one table so a new refusal cannot go unmapped (OTP errors go under the OTP field). */
const answers: Record<IdentityErrorCode, Answer> = {
  USER_NOT_FOUND: { status: 404, text: refusals.userNotFound },
  ALREADY_REGISTERED: { status: 409, text: refusals.alreadyRegistered },
  ACCOUNT_BLOCKED: { status: 403, text: refusals.blocked },
  ACCOUNT_DELETED: { status: 403, text: refusals.deleted },
  NOT_DELETED: { status: 409, text: refusals.notDeleted },
  RESTORE_WINDOW_PASSED: { status: 409, text: refusals.restoreWindowPassed },
  UNDER_AGE: { status: 400, field: 'dob', text: refusals.underAge },
  DOB_INVALID: { status: 400, field: 'dob', text: messages.dobInvalid },
  RESET_TOKEN_INVALID: { status: 400, text: refusals.resetLinkInvalid },
  EMAIL_CHANGED: { status: 400, text: refusals.emailLinkInvalid },
  // The field is the kind of claim taken: see claimTaken.
  CLAIM_TAKEN: { status: 409, text: d => claimTaken(String(d.kind))[1] },
  OTP_COOLDOWN: { status: 429, field: 'otp', text: d => `Please wait ${d.seconds} seconds before requesting a new OTP` },
  OTP_HOURLY_LIMIT: { status: 429, field: 'otp', text: d => `Too many OTP requests. Please try again in ${d.minutes} minutes` },
  OTP_IP_LIMIT: { status: 429, field: 'otp', text: refusals.otpIpLimit },
  OTP_NOT_ISSUED: { status: 400, field: 'otp', text: refusals.otpRequestNew },
  OTP_EXPIRED: { status: 400, field: 'otp', text: refusals.otpExpired },
  OTP_USED: { status: 400, field: 'otp', text: refusals.otpUsed },
  OTP_WRONG: { status: 400, field: 'otp', text: d => `${refusals.otpWrong}. ${d.attemptsLeft} attempt${d.attemptsLeft === 1 ? '' : 's'} left` },
  OTP_TOO_MANY_ATTEMPTS: { status: 429, field: 'otp', text: refusals.otpTooManyAttempts },
  KYC_STEP_ORDER: { status: 409, text: d => stepFirst[String(d.step)] ?? refusals.kycUnderReview },
  KYC_UNDER_REVIEW: { status: 409, text: refusals.kycUnderReview },
  KYC_ALREADY_VERIFIED: { status: 409, text: refusals.kycAlreadyVerified },
  KYC_NOT_PENDING: { status: 409, text: refusals.kycNotPending },
  // The spec's gate texts (section 4); the caller passes the one that applies.
  KYC_REQUIRED: { status: 403, text: d => String(d.message) },
  BANK_DUPLICATE: { status: 409, field: 'accountNo', text: refusals.bankDuplicate },
  BANK_NOT_FOUND: { status: 404, text: refusals.bankNotFound },
  BANK_NOT_PENDING: { status: 409, text: refusals.bankNotPending },
  ALREADY_DECLARED: { status: 409, text: refusals.alreadyDeclared },
  UPI_DUPLICATE: { status: 409, field: 'upiid', text: refusals.upiDuplicate },
}

const statusOf: RefusalTable<IdentityErrorCode> = Object.fromEntries(Object.entries(answers).map(([code, { text: _text, ...rule }]) => [code, rule])) as RefusalTable<IdentityErrorCode>

/** A domain refusal as the HTTP answer the spec's screens read. */
export function toHttpError(error: IdentityError): HttpError {
  const { text } = answers[error.code]
  const message = typeof text === 'function' ? text(error.detail) : text
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
