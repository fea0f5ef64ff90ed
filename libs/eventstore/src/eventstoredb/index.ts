export { EventStoreDbEventStore } from './EventStoreDbEventStore'
