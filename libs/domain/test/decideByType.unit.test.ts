import t from 'tap'
import { decideByType, unreachable } from '../src/index'

type Command = { type: 'Add'; amount: number } | { type: 'Reset' }
type Event = { type: 'Added'; amount: number } | { type: 'Cleared' }

const decide = decideByType<Command, number, Event>('counter', {
  Add: (c, total) => (c.amount === 0 ? [] : [{ type: 'Added', amount: total + c.amount }]),
  Reset: (_c, total) => (total === 0 ? [] : [{ type: 'Cleared' }]),
})

t.test('each command goes to the decide function of its type, with the state', async t => {
  t.same(decide({ type: 'Add', amount: 2 }, 3), [{ type: 'Added', amount: 5 }])
  t.same(decide({ type: 'Reset' }, 3), [{ type: 'Cleared' }])
  t.same(decide({ type: 'Reset' }, 0), [])
})

t.test('a command of a type the table lacks is an error naming the decider, also for names objects inherit', async t => {
  t.throws(() => decide({ type: 'Multiply' } as unknown as Command, 1), /unknown counter command \{"type":"Multiply"\}/)
  t.throws(() => decide({ type: 'toString' } as unknown as Command, 1), /unknown counter command/)
})

t.test('unreachable throws with what the value was', async t => {
  t.throws(() => unreachable({ type: 'Later' } as never, 'account event'), /unknown account event \{"type":"Later"\}/)
})
