import { AskFairPlayFlags, FairPlayFlagsAnswer, IDENTITY_SERVICE, newId, originating } from '@arena/contracts'
import type { Bus } from '@arena/bus'
import { HttpError, type Clock } from '@arena/service-kit'
import type { FairPlayFlags } from '../checkingFairPlay/fairPlayCheck'

export interface FairPlayFlagsOverBusOptions {
  clock: Clock
  /** The service answering (default identity's; tests use a unique name). */
  service?: string
  /** How long to wait for identity's worker (default 10 s). */
  timeoutMs?: number
}

/** The service is down or behind: the admin can try again, nothing was changed. */
const unavailable = () => new HttpError(503, 'Fair-play flags are unavailable right now, please try again', undefined, 'UNAVAILABLE')

/**
 * The admin page's flags asked of identity's worker, for an edge that keeps no fair-play index
 * (docs/adr/0004): the index grows with every device, bank account and PAN ever seen, and only
 * this page reads it on an edge.
 */
export function fairPlayFlagsOverBus(bus: Bus, options: FairPlayFlagsOverBusOptions): FairPlayFlags {
  const service = options.service ?? IDENTITY_SERVICE
  const timeoutMs = options.timeoutMs ?? 10_000
  return {
    async newest() {
      const metadata = originating('system:identity', options.clock.now().toISOString())
      const reply = await bus.request(service, { id: newId(), type: AskFairPlayFlags.type, data: {}, metadata }, { timeoutMs }).catch(() => {
        throw unavailable()
      })
      if (!reply.ok) throw unavailable()
      return FairPlayFlagsAnswer.parse(reply.data)
    },
  }
}
