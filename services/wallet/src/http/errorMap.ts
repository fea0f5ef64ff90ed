import { WrongExpectedVersion } from '@arena/eventstore'
import { HttpError, badRequest, conflict, forbidden, notFound } from '@arena/service-kit'
import { WalletInputInvalid, WalletRefused, type WalletRefusal } from '../domain/errors'
import { SponsorRefused, type SponsorRefusal } from '../sponsoring/sponsor'

/** The spec's form field names for the command fields that differ from them. */
const formField: Record<string, string> = { bankAccountId: 'bank_account_id' }

const statusOf: Record<WalletRefusal, number> = {
  insufficientBalance: 400,
  noWalletSelected: 400,
  depositAmountMismatch: 400,
  depositNotFound: 404,
  withdrawalNotFound: 404,
  entryFeeAlreadyPaid: 409,
  entryFeeNotPaid: 409,
  prizeAlreadyCredited: 409,
  bonusAlreadyCredited: 409,
  depositAlreadyExists: 409,
  depositNotPending: 409,
  depositReferenceUsed: 409,
  withdrawalAlreadyExists: 409,
  withdrawalNotPending: 409,
  walletLimitReached: 400,
  selfApproval: 403,
  alreadyApproved: 409,
  idempotencyKeyReused: 422,
  depositLimitReached: 400,
  onBreak: 403,
  breakAlreadyLonger: 409,
  taxYearOpen: 409,
  paidPlayOff: 403,
}

const sponsorStatusOf: Record<SponsorRefusal, number> = {
  sponsorNotFound: 404,
  sponsorExists: 409,
  budgetTooSmall: 400,
  poolAlreadyReserved: 409,
  poolNotReserved: 409,
  poolClosed: 409,
  prizeAbovePool: 409,
}

/** A refusal as the one error body; balance refusals sit under `amount`, where the form shows them. */
export function walletHttpError(error: unknown): HttpError | undefined {
  if (error instanceof WalletInputInvalid) {
    const errors = Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [formField[k] ?? k, v]))
    return badRequest(error.message, errors)
  }
  if (error instanceof WalletRefused) {
    const status = statusOf[error.reason]
    const field = error.reason === 'depositReferenceUsed' ? 'reference' : error.reason === 'breakAlreadyLonger' ? 'duration' : 'amount'
    if (status === 400) return badRequest(error.message, { [field]: error.message })
    // A break closes the form for a while: said under the field, with the code the client shows it by.
    if (error.reason === 'onBreak') return new HttpError(403, error.message, { [field]: error.message }, 'ON_BREAK')
    if (error.reason === 'breakAlreadyLonger') return conflict(error.message, { [field]: error.message })
    if (status === 404) return notFound(error.message)
    if (status === 403) return forbidden(error.message)
    if (status === 422) return new HttpError(422, error.message, undefined, 'IDEMPOTENCY_KEY_REUSED')
    return conflict(error.message, error.reason === 'depositReferenceUsed' ? { reference: error.message } : undefined)
  }
  if (error instanceof SponsorRefused) {
    const status = sponsorStatusOf[error.reason]
    if (status === 400) return badRequest(error.message, { amount: error.message })
    return status === 404 ? notFound(error.message) : conflict(error.message)
  }
  // Other processes kept winning the race for this wallet; sending again is safe (same command id).
  if (error instanceof WrongExpectedVersion) return conflict('Wallet is busy, please try again')
  return undefined
}

export async function asHttp<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw walletHttpError(error) ?? error
  }
}
