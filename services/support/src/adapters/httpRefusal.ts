import { answeringRefusals, badRequest, conflict, refusalAnswer, type HttpError, type RefusalTable } from '@arena/service-kit'
import { WrongExpectedVersion } from '@arena/eventstore'
import { FormInvalid, TicketRefused } from '../domain/errors'
import { supportMessages } from '../domain/supportMessages'

/**
 * Refused ticket commands as the screens read them. A ticket that is not the caller's answers
 * exactly like one that does not exist, so ids cannot be probed.
 */
const refusalTable: RefusalTable<TicketRefused['reason']> = {
  notFound: { status: 404, message: supportMessages.ticketNotFound },
  notOwner: { status: 404, message: supportMessages.ticketNotFound },
  resolved: { status: 409, message: supportMessages.ticketResolved, field: 'ticket' },
  alreadyExists: { status: 409, message: 'Ticket already exists' },
}

export const httpRefusal = (refusal: TicketRefused): HttpError => refusalAnswer(refusalTable, refusal.reason, refusal.message)

/** Support's domain errors as the one error body; anything else goes on as it was. */
function toHttp(error: unknown): HttpError | undefined {
  if (error instanceof TicketRefused) return httpRefusal(error)
  if (error instanceof FormInvalid) return badRequest(error.message, error.errors)
  // Other processes kept winning the race for this ticket; the caller can simply send again.
  if (error instanceof WrongExpectedVersion) return conflict(supportMessages.ticketBusy)
  return undefined
}

/** Runs a route's work and turns support's domain errors into the one error body. */
export const refusalsAsHttp = <T>(work: () => Promise<T>): Promise<T> => answeringRefusals(toHttp, work)
