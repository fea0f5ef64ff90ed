import { MessageBus } from '../messageBus'
import type { RetryPolicy } from '../retry'
import type { ConsumerLagSink } from '../transport'
import type { InProcessBroker } from './inProcessBroker'
import { InProcessTransport } from './inProcessTransport'

export interface InProcessBusOptions {
  broker: InProcessBroker
  service: string
  retry?: RetryPolicy
  lag?: ConsumerLagSink
}

/** The embedded profile's bus: Kafka's delivery semantics without a Kafka. */
export function inProcessBus(options: InProcessBusOptions): MessageBus {
  return new MessageBus(new InProcessTransport(options.broker, { retry: options.retry, lag: options.lag }), { service: options.service })
}
