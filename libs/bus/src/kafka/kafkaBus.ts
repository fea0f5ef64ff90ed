import { MessageBus } from '../messageBus'
import { KafkaTransport, type KafkaTransportOptions } from './kafkaTransport'

export interface KafkaBusOptions extends Omit<KafkaTransportOptions, 'clientId'> {
  service: string
  /** Defaults to `arena-<service>`. */
  clientId?: string
  /** See MessageBusOptions.namespace. */
  namespace?: string
}

export function kafkaBus(options: KafkaBusOptions): MessageBus {
  const transport = new KafkaTransport({ ...options, clientId: options.clientId ?? `arena-${options.service}` })
  return new MessageBus(transport, { service: options.service, namespace: options.namespace })
}
