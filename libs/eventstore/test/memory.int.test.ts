import t from 'tap'
import { eventStoreContract } from '@arena/eventstore/contract'
import { MemoryEventLog, MemoryEventStore } from '../src/memory/index'

t.test('MemoryEventStore honours the event store contract', async t => {
  eventStoreContract(t, async () => {
    const log = new MemoryEventLog()
    const stores = [new MemoryEventStore(log)]
    return {
      store: stores[0]!,
      async reopen() {
        const store = new MemoryEventStore(log)
        stores.push(store)
        return store
      },
      async cleanup() {
        await Promise.all(stores.map(s => s.close()))
      },
    }
  })
})
