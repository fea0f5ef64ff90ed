// The port and the in-process and PostgreSQL adapters. EventStoreDB's adapter is only at
// `@arena/eventstore/eventstoredb`: its gRPC client costs a quarter of a second and 26 MB of every
// process that loads it, and only a process that uses EventStoreDB should.
export * from './port'
export { readStreamsOf } from './readStreamsOf'
export { eventFilter, filtering } from './eventFilter'
export { MeasuredEventStore, type AppendOutcome, type EventStoreObserver, type ReaderPosition } from './measuredEventStore'
export { MemoryEventLog, MemoryEventStore } from './memory/index'
export { PostgresEventStore, eventStoreDdl, migrateEventStore, withoutNagle, type PostgresEventStoreOptions } from './postgres/index'
export * from './snapshotStore'
export { MemorySnapshotStore } from './memory/index'
export { PostgresSnapshotStore, snapshotDdl, type PostgresSnapshotStoreOptions } from './postgres/index'
