import { HttpError } from '@arena/service-kit'
import type { OutgoingCode } from './OtpSender'
import type { IdentityDeps } from '../deps'

export const deliveryFailed = 'Could not send the message. Please try again shortly'

/** A provider outage is not the caller's mistake and not our bug: a 503 the client can retry. */
export async function deliver(deps: IdentityDeps, message: OutgoingCode): Promise<void> {
  try {
    await deps.sender.send(message)
  } catch (error) {
    deps.logger.error({ err: error, channel: message.channel, purpose: message.purpose }, 'message delivery failed')
    throw new HttpError(503, deliveryFailed, undefined, 'UNAVAILABLE')
  }
}
