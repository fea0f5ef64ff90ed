import { WrongExpectedVersion } from '@arena/eventstore'
import { answeringRefusals, badRequest, conflict, refusalAnswer, type HttpError, type RefusalTable } from '@arena/service-kit'
import { WalletInputInvalid, WalletRefused, type WalletRefusal } from '../domain/errors'
import { PayoutHoldRefused, type PayoutHoldRefusal } from '../domain/payoutHold'
import { PrizeHoldRefused, type PrizeHoldRefusal } from '../domain/prizeHold'
import { SponsorRefused, type SponsorRefusal } from '../domain/sponsor'

/** The spec's form field names for the command fields that differ from them. */
const formField: Record<string, string> = { bankAccountId: 'bank_account_id' }

/** Balance refusals sit under `amount`, where the form shows them; a few under their own field. */
const statusOf: RefusalTable<WalletRefusal> = {
  insufficientBalance: { status: 400, field: 'amount' },
  noWalletSelected: { status: 400, field: 'amount' },
  depositAmountMismatch: { status: 400, field: 'amount' },
  depositNotFound: 404,
  withdrawalNotFound: 404,
  entryFeeAlreadyPaid: 409,
  entryFeeNotPaid: 409,
  prizeAlreadyCredited: 409,
  bonusAlreadyCredited: 409,
  depositAlreadyExists: 409,
  depositNotPending: 409,
  depositReferenceUsed: { status: 409, field: 'reference' },
  withdrawalAlreadyExists: 409,
  withdrawalNotPending: 409,
  walletLimitReached: { status: 400, field: 'amount' },
  selfApproval: 403,
  alreadyApproved: 409,
  idempotencyKeyReused: { status: 422, code: 'IDEMPOTENCY_KEY_REUSED' },
  depositLimitReached: { status: 400, field: 'amount' },
  // A break closes the form for a while: said under the field, with the code the client shows it by.
  onBreak: { status: 403, field: 'amount', code: 'ON_BREAK' },
  breakAlreadyLonger: { status: 409, field: 'duration' },
  taxYearOpen: 409,
  paidPlayOff: 403,
}

const sponsorStatusOf: RefusalTable<SponsorRefusal> = {
  sponsorNotFound: 404,
  sponsorExists: 409,
  budgetTooSmall: { status: 400, field: 'amount' },
  poolAlreadyReserved: 409,
  poolNotReserved: 409,
  poolClosed: 409,
  prizeAbovePool: 409,
}

const prizeHoldStatusOf: RefusalTable<PrizeHoldRefusal> = { notHeld: 404, decided: 409 }
// A withdrawal the wallet knows but never held cannot be released: a conflict with its state.
const payoutHoldStatusOf: RefusalTable<PayoutHoldRefusal> = { notHeld: 409 }

/** A refusal as the one error body. */
export function walletHttpError(error: unknown): HttpError | undefined {
  if (error instanceof WalletInputInvalid) {
    const errors = Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [formField[k] ?? k, v]))
    return badRequest(error.message, errors)
  }
  if (error instanceof WalletRefused) return refusalAnswer(statusOf, error.reason, error.message)
  if (error instanceof SponsorRefused) return refusalAnswer(sponsorStatusOf, error.reason, error.message)
  if (error instanceof PrizeHoldRefused) return refusalAnswer(prizeHoldStatusOf, error.reason, error.message)
  if (error instanceof PayoutHoldRefused) return refusalAnswer(payoutHoldStatusOf, error.reason, error.message)
  // Other processes kept winning the race for this wallet; sending again is safe (same command id).
  if (error instanceof WrongExpectedVersion) return conflict('Wallet is busy, please try again')
  return undefined
}

export const asHttp = <T>(work: () => Promise<T>): Promise<T> => answeringRefusals(walletHttpError, work)
