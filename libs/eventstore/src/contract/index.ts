export { eventStoreContract } from './eventStoreContract'
export type { EventStoreFactory, EventStoreFixture } from './fixtures'
export { collect, deposit, deposits, fixtureOf, newStream } from './fixtures'
export { snapshotStoreContract, type SnapshotStoreFactory, type SnapshotStoreFixture } from './snapshotStoreContract'
