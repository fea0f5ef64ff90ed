import t from 'tap'
import { newId, originating, streams } from '@arena/contracts'
import { MemoryEventStore } from '@arena/eventstore'
import { accountHistoriesIn } from '../src/index'

t.test('a contest\'s account histories come per player, in the order asked, each in version order; a player without an account has none', async t => {
  const store = new MemoryEventStore()
  t.teardown(() => store.close())
  const event = (type: string, n: number) => ({ id: newId(), type, data: { n }, metadata: originating('system:test', '2026-03-01T10:00:00.000Z') })
  await store.append(streams.account('c1', 'bob'), [event('AccountOpened', 1)], 0)
  await store.append(streams.account('c1', 'asha'), [event('AccountOpened', 2), event('OrderPlaced', 3)], 0)
  await store.append(streams.account('c2', 'asha'), [event('AccountOpened', 4)], 0)
  await store.append(streams.account('c1', 'bob'), [event('OrderPlaced', 5)], 1)
  const histories = await accountHistoriesIn(store)('c1', ['asha', 'bob', 'nobody'])
  t.same(histories.map(history => history.map(e => (e.data as { n: number }).n)), [[2, 3], [1, 5], []])
})
