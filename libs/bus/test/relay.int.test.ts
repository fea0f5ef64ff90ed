import t from 'tap'
import { topics, type RecordedEvent } from '@arena/contracts'
import { MemoryEventStore, type EventStore } from '@arena/eventstore'
import { eventually, testEvent } from '@arena/bus/contract'
import { InProcessBroker, MemoryCheckpointStore, inProcessBus, startRelay } from '../src/index'

/**
 * The store's subscription fails once, on its `failAt`-th event, as a lost connection would;
 * `resubscribed` resolves when a later subscription delivers its first event.
 */
function failingOnce(store: MemoryEventStore, failAt: number) {
  let delivered = 0
  let subscriptions = 0
  let resumed = () => {}
  const resubscribed = new Promise<void>((resolve) => (resumed = resolve))
  const flaky: Pick<EventStore, 'subscribeAll'> = {
    subscribeAll: (options) => {
      const nth = ++subscriptions
      return store.subscribeAll({
        ...options,
        handler: async (event) => {
          if (++delivered === failAt) throw new Error('connection lost')
          if (nth > 1) resumed()
          await options.handler(event)
        },
      })
    },
  }
  return { flaky, resubscribed }
}

t.test('a relay whose store subscription fails reports it, resubscribes where it was, and publishes each event once in order', async (t) => {
  const store = new MemoryEventStore()
  t.teardown(() => store.close())
  const bus = inProcessBus({ broker: new InProcessBroker(), service: 'test' })
  t.teardown(() => bus.close())
  let head = 0
  for (let i = 0; i < 30; i++) head = (await store.append('wallet-u1', [testEvent(i, 'u1')], 'any')).position
  const received: RecordedEvent[] = []
  await bus.subscribe<RecordedEvent>({ topics: [topics.events('wallet')], group: 'g', handler: async (m) => void received.push(m.value) })

  // The broker holds the first round until the store is read again, so the relay resubscribes
  // while events it already read are still unpublished.
  const { flaky, resubscribed } = failingOnce(store, 15)
  const slowBus = { publish: async (...args: Parameters<typeof bus.publish>) => (await resubscribed, bus.publish(...args)) }
  const errors: string[] = []
  const relay = await startRelay({
    store: flaky,
    bus: slowBus,
    checkpoints: new MemoryCheckpointStore(),
    batchSize: 100,
    retry: { initialDelayMs: 10, maxDelayMs: 50 },
    onError: (error) => errors.push((error as Error).message),
  })
  t.teardown(() => relay.close())
  await relay.caughtUp(head)
  await eventually('30 events arrive', () => received.length >= 30, 5_000)

  t.same(received.map((e) => e.version), Array.from({ length: 30 }, (_, i) => i + 1))
  t.same(errors, ['connection lost'])
})
