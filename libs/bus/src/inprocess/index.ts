export { InProcessBroker, type InProcessBrokerOptions } from './inProcessBroker'
export { InProcessTransport, type InProcessTransportOptions } from './inProcessTransport'
export { inProcessBus, type InProcessBusOptions } from './inProcessBus'
