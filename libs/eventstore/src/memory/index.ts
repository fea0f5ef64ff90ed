export { MemoryEventLog } from './MemoryEventLog'
export { MemoryEventStore } from './MemoryEventStore'
export { MemorySnapshotStore } from './MemorySnapshotStore'
