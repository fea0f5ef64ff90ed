import { refusalAnswer, type HttpError, type RefusalRule, type RefusalTable } from '@arena/service-kit'
import { messages } from '@arena/domain'
import type { IdentityError, IdentityErrorCode } from '../domain/errors'

/**
 * Texts the activities refuse with themselves (the spec gives no wording for them; they are ours).
 * The texts of domain refusals stand in the table below, each once.
 */
export const refusals = {
  usernameTaken: 'Username already taken',
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
} as const

/** What to do first when a KYC step is sent out of the spec's order (phone, photo ID, address, PAN, video). */
export const stepFirst: Record<string, string> = {
  phone: 'Please verify your mobile number first',
  photoId: 'Please complete photo ID verification first',
  address: 'Please complete address proof verification first',
  pan: 'Please complete PAN verification first',
}

const underReview = 'This document is waiting for verification'

type Detail = IdentityError['detail']

/** How a refusal answers: its status, its text (with the refusal's details filled in), and the field it is shown under. */
interface Answer extends RefusalRule {
  text: string | ((detail: Detail) => string)
}

/** Every refusal's answer, in one table so a new refusal cannot go unmapped (OTP errors go under the OTP field). */
const answers: Record<IdentityErrorCode, Answer> = {
  USER_NOT_FOUND: { status: 404, text: 'User not found' },
  ALREADY_REGISTERED: { status: 409, text: 'User already registered' },
  ACCOUNT_BLOCKED: { status: 403, text: 'Your account is blocked' },
  ACCOUNT_DELETED: { status: 403, text: 'Your account has been deleted' },
  NOT_DELETED: { status: 409, text: 'This account is not deleted' },
  RESTORE_WINDOW_PASSED: { status: 409, text: 'This account was deleted more than 6 months ago and can no longer be restored' },
  UNDER_AGE: { status: 400, field: 'dob', text: 'You must be at least 18 years old' },
  DOB_INVALID: { status: 400, field: 'dob', text: messages.dobInvalid },
  RESET_TOKEN_INVALID: { status: 400, text: 'This password reset link is invalid or has expired' },
  EMAIL_CHANGED: { status: 400, text: 'This verification link is invalid or has expired' },
  // The field is the kind of claim taken: see claimTaken.
  CLAIM_TAKEN: { status: 409, text: d => claimTaken(String(d.kind))[1] },
  OTP_COOLDOWN: { status: 429, field: 'otp', text: d => `Please wait ${d.seconds} seconds before requesting a new OTP` },
  OTP_HOURLY_LIMIT: { status: 429, field: 'otp', text: d => `Too many OTP requests. Please try again in ${d.minutes} minutes` },
  OTP_IP_LIMIT: { status: 429, field: 'otp', text: 'Too many OTP requests from your network. Please try again later' },
  OTP_NOT_ISSUED: { status: 400, field: 'otp', text: 'Please request a new OTP' },
  OTP_EXPIRED: { status: 400, field: 'otp', text: 'OTP has expired. Please request a new OTP' },
  OTP_USED: { status: 400, field: 'otp', text: 'OTP already used. Please request a new OTP' },
  OTP_WRONG: { status: 400, field: 'otp', text: d => `Invalid OTP. ${d.attemptsLeft} attempt${d.attemptsLeft === 1 ? '' : 's'} left` },
  OTP_TOO_MANY_ATTEMPTS: { status: 429, field: 'otp', text: 'Too many wrong attempts. Please request a new OTP' },
  KYC_STEP_ORDER: { status: 409, text: d => stepFirst[String(d.step)] ?? underReview },
  KYC_UNDER_REVIEW: { status: 409, text: underReview },
  KYC_ALREADY_VERIFIED: { status: 409, text: 'This document is already verified' },
  KYC_NOT_PENDING: { status: 409, text: 'This document is not waiting for review' },
  // The spec's gate texts (section 4); the caller passes the one that applies.
  KYC_REQUIRED: { status: 403, text: d => String(d.message) },
  BANK_DUPLICATE: { status: 409, field: 'accountNo', text: 'This bank account is already added' },
  BANK_NOT_FOUND: { status: 404, text: 'Bank detail not found' },
  BANK_NOT_PENDING: { status: 409, text: 'This bank detail is not waiting for review' },
  ALREADY_DECLARED: { status: 409, text: 'You have already declared your date of birth and state' },
  UPI_DUPLICATE: { status: 409, field: 'upiid', text: 'This UPI ID is already added' },
}

const statusOf = Object.fromEntries(Object.entries(answers).map(([code, { text: _text, ...rule }]) => [code, rule])) as RefusalTable<IdentityErrorCode>

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
    : kind === 'mobile' ? ['mobile', 'Mobile number already registered']
      : kind === 'email' ? ['email', 'Email already registered']
        : ['referralCode', 'Referral code already taken']
}
