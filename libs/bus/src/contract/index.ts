export { busContract } from './busContract'
export type { BusContractFactory, TestEvent } from './fixtures'
export { eventually, testEvent, testMessages, uniqueNames } from './fixtures'
