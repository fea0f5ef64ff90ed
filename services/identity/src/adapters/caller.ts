import type { FastifyRequest } from 'fastify'
import type { Cause } from '@arena/contracts'
import type { Clock } from '@arena/service-kit'
import { clientOf, type ClientInfo } from './clientInfo'

/**
 * What a use case knows of the request that asked, as plain values: the cause its events are
 * stamped with (who, when by the injected clock, the request id as correlation) and the client.
 */
export interface Caller {
  cause: Cause
  client: ClientInfo
}

/** The cause of a request's events: the token's user (or `actor`, or anonymous), now, its request id. */
export function causeOf(request: FastifyRequest, clock: Clock, actor?: string): Cause {
  return { actor: actor ?? request.principal?.id ?? 'anonymous', correlationId: String(request.id), at: clock.now().toISOString() }
}

export function callerOf(request: FastifyRequest, clock: Clock, actor?: string): Caller {
  return { cause: causeOf(request, clock, actor), client: clientOf(request) }
}
