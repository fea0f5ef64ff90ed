import { WrongExpectedVersion } from '@arena/eventstore'
import { answeringRefusals, badRequest, conflict, HttpError, refusalAnswer, type RefusalTable } from '@arena/service-kit'
import { OrderFormInvalid, OrderRefused, PlayerOnBreak } from '../domain/errors'
import { matchingMessages as m } from '../domain/messages'

/** Refused order commands as the exchange screen reads them: a toast message, maybe field texts. */
const refusalTable: RefusalTable<OrderRefused['reason']> = {
  contestNotFound: { status: 404, message: m.contestNotFound },
  orderNotFound: { status: 404, message: m.orderNotFound },
  notJoined: { status: 403, message: m.notJoined },
  contestNotStarted: { status: 409, message: m.contestNotStarted },
  contestEnded: { status: 409, message: m.contestEnded },
  pairNotTraded: { status: 409, message: m.pairNotTraded },
  orderNotOpen: { status: 409, message: m.orderNotOpen },
}

/** A matching error as the one error body (`{ status: false, message, errors? }`), or undefined for a bug. */
export function matchingHttpError(error: unknown): HttpError | undefined {
  if (error instanceof OrderRefused) return refusalAnswer(refusalTable, error.reason, error.message)
  if (error instanceof OrderFormInvalid) return badRequest(error.message, error.errors as Record<string, string>)
  if (error instanceof PlayerOnBreak) return new HttpError(403, error.message, { contest_id: error.message }, 'ON_BREAK')
  // Another process kept winning the race for this account; sending again is safe.
  if (error instanceof WrongExpectedVersion) return conflict(m.busy)
  return undefined
}

/** Runs a route's work and turns matching's errors into HTTP answers. */
export const asHttp = <T>(work: () => Promise<T>): Promise<T> => answeringRefusals(matchingHttpError, work)
