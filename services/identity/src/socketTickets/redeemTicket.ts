import { identityStreams } from '@arena/contracts'
import type { VerifiedTicket } from '@arena/service-kit'
import type { IdentityCommands } from '../adapters/identityCommands'

/**
 * Spends a websocket ticket: the first write to its stream wins, so a ticket opens one socket on
 * whichever edge it reaches, even if a log or a proxy kept a copy. False when the ticket was used before.
 */
export async function redeemTicket(commands: IdentityCommands, ticket: VerifiedTicket, at: Date): Promise<boolean> {
  if (!ticket.sessionId) return false
  const fact = { type: 'SocketTicketRedeemed' as const, data: { userId: ticket.id, sessionId: ticket.sessionId, at: at.toISOString() } }
  const cause = { actor: ticket.id, correlationId: ticket.ticketId, at: at.toISOString() }
  return (await commands.once(identityStreams.socketTicket(ticket.ticketId), fact, cause)) === 'recorded'
}
