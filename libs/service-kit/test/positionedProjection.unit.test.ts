import t from 'tap'
import type { RecordedEvent } from '@arena/contracts'
import { PositionedProjection } from '../src/index'

class Seen extends PositionedProjection<string> {
  readonly types: string[] = []
  protected applyNew(event: RecordedEvent): string | undefined {
    this.types.push(event.type)
    return event.type === 'Quiet' ? undefined : event.type
  }
}

const event = (position: number, type: string) => ({ position, type }) as RecordedEvent

t.test('events past the last position applied are folded in order; replayed ones change nothing', async t => {
  const seen = new Seen()
  t.equal(seen.position, 0)
  t.equal(seen.apply(event(1, 'A')), 'A')
  t.equal(seen.apply(event(3, 'Quiet')), undefined)
  t.equal(seen.position, 3)
  t.equal(seen.apply(event(3, 'B')), undefined)
  t.equal(seen.apply(event(2, 'C')), undefined)
  t.equal(seen.apply(event(4, 'D')), 'D')
  t.same(seen.types, ['A', 'Quiet', 'D'])
  t.equal(seen.position, 4)
})
