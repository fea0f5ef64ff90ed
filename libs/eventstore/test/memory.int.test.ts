import t from 'tap'
import { eventStoreContract, fixtureOf } from '@arena/eventstore/contract'
import { MemoryEventLog, MemoryEventStore } from '../src/memory/index'

t.test('MemoryEventStore honours the event store contract', async t => {
  eventStoreContract(t, async () => {
    const log = new MemoryEventLog()
    return fixtureOf(async () => new MemoryEventStore(log))
  })
})
