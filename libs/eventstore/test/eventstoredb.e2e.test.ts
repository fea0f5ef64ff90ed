import t from 'tap'
import { engineUrl, needs } from '@arena/testing'
import { eventStoreContract } from '@arena/eventstore/contract'
import { EventStoreDbEventStore } from '../src/index'

// EventStoreDB cannot delete $all, so the suite writes to streams of its own on a shared server.
t.test('EventStoreDbEventStore honours the event store contract', needs('eventstoredb'), async t => {
  const url = engineUrl('eventstoredb')!
  eventStoreContract(t, async () => {
    const stores = [EventStoreDbEventStore.connect({ url })]
    return {
      store: stores[0]!,
      async reopen() {
        const store = EventStoreDbEventStore.connect({ url })
        stores.push(store)
        return store
      },
      async cleanup() {
        await Promise.all(stores.map(s => s.close()))
      },
    }
  })
})
