export { MemoryEventLog } from './MemoryEventLog'
export { MemoryEventStore } from './MemoryEventStore'
