import { WrongExpectedVersion } from '@arena/eventstore'
import { HttpError, badRequest, conflict, refusalAnswer, type RefusalTable } from '@arena/service-kit'
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

export const httpRefusal = (refusal: OrderRefused): HttpError => refusalAnswer(refusalTable, refusal.reason, refusal.message)

/** Runs a route's work and turns matching's domain errors into the one error body. */
export async function refusalsAsHttp<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof OrderRefused) throw httpRefusal(error)
    if (error instanceof OrderFormInvalid) throw badRequest(error.message, error.errors as Record<string, string>)
    if (error instanceof PlayerOnBreak) throw new HttpError(403, error.message, { contest_id: error.message }, 'ON_BREAK')
    // Another process kept winning the race for this account; sending again is safe.
    if (error instanceof WrongExpectedVersion) throw conflict(m.busy)
    throw error
  }
}
