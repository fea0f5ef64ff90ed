import { WrongExpectedVersion } from '@arena/eventstore'
import { answeringRefusals, badRequest, conflict, HttpError, refusalAnswer, type RefusalTable } from '@arena/service-kit'
import { ContestRefused, contestMessages, type ContestRefusal } from '../domain/errors'
import { SettingsInvalid } from '../domain/settings'
import { PaymentPending, PaymentRefused } from '../participating/paymentErrors'

const statusOf: RefusalTable<ContestRefusal> = {
  notFound: 404,
  alreadyExists: 409,
  notEditable: 409,
  termsLocked: 409,
  cancelled: 409,
  closed: 409,
  full: 409,
  alreadyJoined: 409,
  settled: 409,
  // Precondition Required: the participate modal asks for the declaration and sends again.
  declarationRequired: 428,
  underAge: 403,
  excludedState: 403,
  notPlayer: 403,
  onBreak: 403,
  paidPlayOff: 403,
}

/** A contest-service error as the one error body (`{ status: false, message, errors? }`), or undefined for a bug. */
export function contestHttpError(error: unknown): HttpError | undefined {
  if (error instanceof ContestRefused) return refusalAnswer(statusOf, error.reason, error.message, error.fields)
  if (error instanceof PaymentRefused) return badRequest(error.message)
  if (error instanceof PaymentPending) return new HttpError(503, contestMessages.tryAgain, undefined, 'PAYMENT_PENDING')
  if (error instanceof SettingsInvalid) return badRequest(error.message, error.errors)
  // Other processes kept winning the race for this contest; sending again is safe.
  if (error instanceof WrongExpectedVersion) return conflict('Contest is busy, please try again')
  return undefined
}

/** Runs a route's work and turns the service's errors into HTTP answers. */
export const asHttp = <T>(work: () => Promise<T>): Promise<T> => answeringRefusals(contestHttpError, work)

