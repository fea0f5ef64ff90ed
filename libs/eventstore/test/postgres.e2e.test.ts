import t from 'tap'
import { needs } from '@arena/testing'
import { eventStoreContract } from '@arena/eventstore/contract'
import { postgresFixture } from './postgresFixture'

t.test('PostgresEventStore honours the event store contract', needs('postgres'), async t => {
  eventStoreContract(t, () => postgresFixture())
})
