export { PostgresEventStore, type PostgresEventStoreOptions } from './PostgresEventStore'
export { eventStoreDdl, migrate as migrateEventStore } from './schema'
