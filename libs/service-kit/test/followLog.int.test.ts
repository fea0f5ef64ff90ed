import t from 'tap'
import pino from 'pino'
import { newId, originating, type RecordedEvent } from '@arena/contracts'
import { MemoryEventStore } from '@arena/eventstore'
import { followLog, PositionedProjection } from '../src/index'

class Types extends PositionedProjection<string> {
  protected applyNew(event: RecordedEvent): string {
    return event.type
  }
}

t.test('followLog reports only the changes of events applied live, and calls ready once caught up', async t => {
  const store = new MemoryEventStore()
  const append = (type: string) => store.append('s-1', [{ id: newId(), type, data: {}, metadata: originating('test', '2026-03-01T10:00:00.000Z') }], 'any')
  await append('Before')
  const live: string[] = []
  let ready = 0
  const runner = followLog({ store, logger: pino({ level: 'silent' }) }, new Types(), { live: change => void live.push(change), ready: () => void ready++ })
  t.teardown(async () => {
    await runner.stop()
    await store.close()
  })
  await runner.start()
  await runner.whenReady()
  t.equal(ready, 1)
  const { position } = await append('After')
  await runner.caughtUpTo(position)
  t.same(live, ['After'])
})
