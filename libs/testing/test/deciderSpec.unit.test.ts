import { AssertionError } from 'node:assert'
import t from 'tap'
import { deciderSpec } from '../src/index'

class Refused extends Error {
  override name = 'Refused'
  constructor(readonly reason: string) { super(reason) }
}
type Event = { type: 'Added'; by: number }
const counter = {
  initialState: () => 0,
  evolve: (total: number, e: Event) => total + e.by,
  decide: (by: number, total: number): Event[] => {
    if (total + by > 3) throw new Refused('tooMany')
    return [{ type: 'Added', by }]
  },
}
const spec = deciderSpec(counter)

t.test('then passes on the expected events and fails on others', async t => {
  spec.given([{ type: 'Added', by: 1 }]).when(2).then([{ type: 'Added', by: 2 }])
  t.throws(() => spec.given([]).when(2).then([{ type: 'Added', by: 3 }]), AssertionError)
})

t.test('thenRefuses passes on the class and reason, fails on events, another reason or another error', async t => {
  const error = spec.given([{ type: 'Added', by: 3 }]).when(1).thenRefuses(Refused, 'tooMany')
  t.equal((error as Refused).reason, 'tooMany')
  t.throws(() => spec.given([]).when(1).thenRefuses(Refused), AssertionError)
  t.throws(() => spec.given([{ type: 'Added', by: 3 }]).when(1).thenRefuses(Refused, 'other'), AssertionError)
  class Other extends Error {
    override name = 'Other'
  }
  t.throws(() => spec.given([{ type: 'Added', by: 3 }]).when(1).thenRefuses(Other), Refused)
})
