import type { EventStore } from '@arena/eventstore'
import { InProcessBroker, inProcessBus } from './inprocess'
import { MemoryCheckpointStore } from './memory/memoryCheckpointStore'
import type { Bus } from './port'
import { startRelay, type Relay } from './relay'

export interface InProcessEvents {
  /** A client of the broker the relay feeds; `bus.subscribe` for consumers, one per process if they share. */
  bus: Bus
  /** Per-stream versions handled by event consumers (and the relay's checkpoint), in memory. */
  versions: MemoryCheckpointStore
  relay: Relay
  /** Another client of the same broker: a second process of the embedded profile. */
  connect(service: string): Bus
  close(): Promise<void>
}

/**
 * The embedded profile's event backbone for tests and benchmarks that build modules without
 * the platform: an in-process broker the relay fills from `store`, as services/platform wires it.
 */
export async function inProcessEvents(store: Pick<EventStore, 'subscribeAll'>, options: { partitions?: number } = {}): Promise<InProcessEvents> {
  const broker = new InProcessBroker({ partitions: options.partitions })
  const buses: Bus[] = []
  const connect = (service: string) => {
    const bus = inProcessBus({ broker, service })
    buses.push(bus)
    return bus
  }
  const bus = connect('events')
  const versions = new MemoryCheckpointStore()
  const relay = await startRelay({ store, bus, checkpoints: versions })
  return {
    bus,
    versions,
    relay,
    connect,
    async close() {
      await relay.close()
      await Promise.all(buses.map((b) => b.close()))
    },
  }
}
