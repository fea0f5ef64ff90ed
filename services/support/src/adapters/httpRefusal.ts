import { badRequest, conflict, notFound, type HttpError } from '@arena/service-kit'
import { WrongExpectedVersion } from '@arena/eventstore'
import { FormInvalid, TicketRefused } from '../domain/errors'
import { supportMessages } from '../domain/supportMessages'

/**
 * A refused ticket command as the screens read it. A ticket that is not the caller's answers
 * exactly like one that does not exist, so ids cannot be probed.
 */
export function httpRefusal(refusal: TicketRefused): HttpError {
  switch (refusal.reason) {
    case 'notFound':
    case 'notOwner':
      return notFound(supportMessages.ticketNotFound)
    case 'resolved':
      return conflict(supportMessages.ticketResolved, { ticket: supportMessages.ticketResolved })
    case 'alreadyExists':
      return conflict('Ticket already exists')
    default: {
      const never: never = refusal.reason
      throw new Error(`unknown refusal ${String(never)}`)
    }
  }
}

/** Runs a route's work and turns support's domain errors into the one error body. */
export async function refusalsAsHttp<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof TicketRefused) throw httpRefusal(error)
    if (error instanceof FormInvalid) throw badRequest(error.message, error.errors)
    // Other processes kept winning the race for this ticket; the caller can simply send again.
    if (error instanceof WrongExpectedVersion) throw conflict(supportMessages.ticketBusy)
    throw error
  }
}
