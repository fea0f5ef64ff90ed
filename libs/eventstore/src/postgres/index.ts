export { PostgresEventStore, type PostgresEventStoreOptions } from './PostgresEventStore'
export { eventStoreDdl, migrate as migrateEventStore } from './schema'
export { PostgresSnapshotStore, snapshotDdl, type PostgresSnapshotStoreOptions } from './PostgresSnapshotStore'
export { connectWithoutDelay, withoutNagle } from './noDelaySocket'
