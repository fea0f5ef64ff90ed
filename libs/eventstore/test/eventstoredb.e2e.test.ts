import t from 'tap'
import { engineUrl, needs } from '@arena/testing'
import { eventStoreContract, fixtureOf } from '@arena/eventstore/contract'
import { EventStoreDbEventStore } from '../src/eventstoredb/index'

// EventStoreDB cannot delete $all, so the suite writes to streams of its own on a shared server.
t.test('EventStoreDbEventStore honours the event store contract', needs('eventstoredb'), async t => {
  const url = engineUrl('eventstoredb')!
  eventStoreContract(t, () => fixtureOf(async () => EventStoreDbEventStore.connect({ url })))
})
