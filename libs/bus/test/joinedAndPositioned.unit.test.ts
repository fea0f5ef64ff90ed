import { EventEmitter } from 'node:events'
import t from 'tap'
import type { Consumer } from 'kafkajs'
import { joinedAndPositioned } from '../src/kafka/joinedAndPositioned'

/** Just the event surface joinedAndPositioned listens on, driven by the test. */
function fakeConsumer() {
  const emitter = new EventEmitter()
  const events = { GROUP_JOIN: 'group-join', FETCH: 'fetch', CRASH: 'crash' }
  const consumer = {
    events,
    on: (name: string, listener: (event: unknown) => void) => {
      emitter.on(name, listener)
      return () => emitter.off(name, listener)
    },
  } as unknown as Consumer
  return { consumer, emit: (name: keyof typeof events, payload: unknown) => emitter.emit(events[name], { payload }) }
}

const state = (promise: Promise<void>) => Promise.race([promise.then(() => 'resolved', () => 'rejected'), new Promise(resolve => setImmediate(() => resolve('pending')))])

t.test('a crash kafkajs restarts from (a broker still loading its coordinator) is waited out', async t => {
  const { consumer, emit } = fakeConsumer()
  const ready = joinedAndPositioned(consumer)
  emit('CRASH', { error: new Error('The coordinator is loading'), restart: true })
  t.equal(await state(ready), 'pending')
  emit('GROUP_JOIN', { memberAssignment: { commands: [0, 1, 2] } })
  t.equal(await state(ready), 'pending', 'joined, positions not fixed until the first fetch')
  emit('FETCH', {})
  t.equal(await state(ready), 'resolved')
})

t.test('a crash for good rejects, with its error', async t => {
  const { consumer, emit } = fakeConsumer()
  const ready = joinedAndPositioned(consumer)
  emit('CRASH', { error: new Error('not authorized'), restart: false })
  await t.rejects(ready, /not authorized/)
})

t.test('a member given no partitions is ready as soon as it joins', async t => {
  const { consumer, emit } = fakeConsumer()
  const ready = joinedAndPositioned(consumer)
  emit('GROUP_JOIN', { memberAssignment: { commands: [] } })
  t.equal(await state(ready), 'resolved')
})
