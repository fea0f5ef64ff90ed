export { KafkaTransport, type KafkaTransportOptions } from './kafkaTransport'
export { kafkaBus, type KafkaBusOptions } from './kafkaBus'
