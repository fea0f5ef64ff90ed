import type { FastifyRequest } from 'fastify'
import type { Clock } from '@arena/service-kit'

const arrivals = new WeakMap<FastifyRequest, string>()

/**
 * The contest's end instant is the only authority on whether an order counts: what decides is
 * when the command reached the server, not when it was handled after waiting for the read
 * model, so the instant is stamped before anything else runs.
 */
export function stampArrival(request: FastifyRequest, clock: Clock): void {
  arrivals.set(request, clock.now().toISOString())
}

export const arrivedAt = (request: FastifyRequest, clock: Clock): string => arrivals.get(request) ?? clock.now().toISOString()
