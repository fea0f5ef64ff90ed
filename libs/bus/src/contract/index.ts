export { busContract } from './busContract'
export type { BusContractFactory, TestEvent } from './fixtures'
export { eventually, sequencesByKey, testEvent, testMessages, uniqueNames } from './fixtures'
export { relayedOverKafka } from './relayedOverKafka'
