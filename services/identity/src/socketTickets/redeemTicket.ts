import { identityStreams } from '@arena/contracts'
import { WrongExpectedVersion, type EventStore } from '@arena/eventstore'
import type { VerifiedTicket } from '@arena/service-kit'
import { stamp } from '../app/commandRunner'

/**
 * Spends a websocket ticket: the first append to its stream wins (expected version 0), so a
 * ticket opens one socket on whichever edge it reaches, even if a log or a proxy kept a copy.
 * False when the ticket was used before.
 */
export async function redeemTicket(store: EventStore, ticket: VerifiedTicket, at: Date): Promise<boolean> {
  if (!ticket.sessionId) return false
  const events = stamp([{ type: 'SocketTicketRedeemed', data: { userId: ticket.id, sessionId: ticket.sessionId, at: at.toISOString() } }], {
    actor: ticket.id,
    correlationId: ticket.ticketId,
    at,
  })
  try {
    await store.append(identityStreams.socketTicket(ticket.ticketId), events, 0)
    return true
  } catch (error) {
    if (error instanceof WrongExpectedVersion) return false
    throw error
  }
}
