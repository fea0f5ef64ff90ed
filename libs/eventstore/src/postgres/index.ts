export { PostgresEventStore, type PostgresEventStoreOptions } from './PostgresEventStore'
export { eventStoreDdl, migrate as migrateEventStore } from './schema'
export { PostgresSnapshotStore, snapshotDdl, type PostgresSnapshotStoreOptions } from './PostgresSnapshotStore'
