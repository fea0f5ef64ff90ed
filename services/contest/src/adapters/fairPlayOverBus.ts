import { AskFairPlayHold, FairPlayHoldAnswer, IDENTITY_SERVICE, newId, originating } from '@arena/contracts'
import type { Bus } from '@arena/bus'
import type { Clock } from '@arena/service-kit'
import type { FairPlayCheck } from '../ports'

export interface FairPlayOverBusOptions {
  clock: Clock
  /** The service answering (default identity's; tests use a unique name). */
  service?: string
  /** How long to wait for identity's answer (default 10 s). */
  timeoutMs?: number
}

/**
 * The fair-play check asked of identity's worker, for a contest worker that keeps no fair-play
 * index (docs/adr/0004). No answer, or a refusal, throws: the prize is not sent, and settlement
 * asks again on the next tick, so a winner is never paid without a verdict.
 */
export function fairPlayOverBus(bus: Bus, options: FairPlayOverBusOptions): FairPlayCheck {
  const service = options.service ?? IDENTITY_SERVICE
  const timeoutMs = options.timeoutMs ?? 10_000
  return {
    async holdReason(userId) {
      const data = AskFairPlayHold.parse({ userId })
      const metadata = originating('system:contest', options.clock.now().toISOString())
      const reply = await bus.request(service, { id: newId(), type: AskFairPlayHold.type, data, metadata }, { timeoutMs, key: userId })
      if (!reply.ok) throw new Error(`identity refused the fair-play question for ${userId}: ${reply.error.code} ${reply.error.message}`)
      return FairPlayHoldAnswer.parse(reply.data).reason
    },
  }
}
