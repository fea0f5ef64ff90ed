// Importing this pulls in every adapter, EventStoreDB's gRPC client included (about a second of
// start-up); the subpaths `@arena/eventstore/memory`, `/postgres` and `/eventstoredb` load one.
export * from './port'
export { MeasuredEventStore, type AppendOutcome, type EventStoreObserver, type ReaderPosition } from './measuredEventStore'
export { MemoryEventLog, MemoryEventStore } from './memory/index'
export { PostgresEventStore, eventStoreDdl, migrateEventStore, withoutNagle, type PostgresEventStoreOptions } from './postgres/index'
export { EventStoreDbEventStore } from './eventstoredb/index'
export * from './snapshotStore'
export { MemorySnapshotStore } from './memory/index'
export { PostgresSnapshotStore, snapshotDdl, type PostgresSnapshotStoreOptions } from './postgres/index'
