import { WrongExpectedVersion } from '@arena/eventstore'
import { HttpError, badRequest, conflict, forbidden, notFound } from '@arena/service-kit'
import { OrderFormInvalid, OrderRefused, PlayerOnBreak } from '../domain/errors'
import { matchingMessages as m } from '../domain/messages'

/** A refused order command as the exchange screen reads it: a toast message, maybe field texts. */
export function httpRefusal(refusal: OrderRefused): HttpError {
  switch (refusal.reason) {
    case 'contestNotFound': return notFound(m.contestNotFound)
    case 'orderNotFound': return notFound(m.orderNotFound)
    case 'notJoined': return forbidden(m.notJoined)
    case 'contestNotStarted': return conflict(m.contestNotStarted)
    case 'contestEnded': return conflict(m.contestEnded)
    case 'pairNotTraded': return conflict(m.pairNotTraded)
    case 'orderNotOpen': return conflict(m.orderNotOpen)
    default: {
      const never: never = refusal.reason
      throw new Error(`unknown refusal ${String(never)}`)
    }
  }
}

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
