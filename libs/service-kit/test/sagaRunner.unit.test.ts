import t from 'tap'
import type { Saga } from '@arena/domain'
import { SagaRunner } from '../src/index'

/** A saga over plain data: every number not yet in `done` is due. */
const saga: Saga<{ type: 'Tick' }, { due: number[]; done: Set<number> }, number> = {
  react: (_event, state) => state.due.filter(n => !state.done.has(n)),
}

t.test('the runner sends what the saga answers from the loaded state, and a failure does not stop the others', async t => {
  const state = { due: [1, 2, 3], done: new Set<number>() }
  const sent: string[] = []
  const runner = new SagaRunner({
    saga,
    load: async key => (t.equal(key, 'k'), state),
    async send(key, command) {
      if (command === 2) throw new Error('wallet down')
      sent.push(`${key}:${command}`)
      state.done.add(command)
    },
  })
  const first = await runner.drive('k', { type: 'Tick' })
  t.same(first.sent, [1, 3])
  t.same(first.failed.map(f => [f.command, (f.error as Error).message]), [[2, 'wallet down']])
  t.same(sent, ['k:1', 'k:3'])
})

t.test('a re-drive sends only what the state still shows due: nothing kept between drives', async t => {
  const state = { due: [1, 2], done: new Set<number>([1]) }
  const sent: number[] = []
  const runner = new SagaRunner({ saga, load: async () => state, send: async (_key, command) => void sent.push(command) })
  t.same((await runner.drive('k', { type: 'Tick' })).sent, [2])
  state.done.add(2)
  t.same((await runner.drive('k', { type: 'Tick' })).sent, [])
  t.same(sent, [2])
})

t.test('no more than `concurrency` commands are in flight at once', async t => {
  let inFlight = 0
  let most = 0
  const runner = new SagaRunner({
    saga, concurrency: 2, load: async () => ({ due: [1, 2, 3, 4, 5], done: new Set<number>() }),
    async send() {
      most = Math.max(most, ++inFlight)
      await Promise.resolve()
      inFlight--
    },
  })
  t.same((await runner.drive('k', { type: 'Tick' })).sent.length, 5)
  t.equal(most, 2)
})

t.test("a command's reply is driven in turn, on the state loaded afresh", async t => {
  type Ev = { type: 'Tick' } | { type: 'Paid'; n: number }
  const state = { paid: new Set<number>(), recorded: new Set<number>() }
  const chain: Saga<Ev, typeof state, string> = {
    react: (event, s) => event.type === 'Tick'
      ? (s.paid.has(1) ? [] : ['pay:1'])
      : (s.recorded.has(event.n) ? [] : [`record:${event.n}`]),
  }
  let loads = 0
  const runner = new SagaRunner<Ev, typeof state, string>({
    saga: chain,
    load: async () => (loads++, state),
    async send(_key, command) {
      if (command === 'pay:1') {
        state.paid.add(1)
        return [{ type: 'Paid', n: 1 }]
      }
      state.recorded.add(1)
      return []
    },
  })
  t.same((await runner.drive('k', { type: 'Tick' })).sent, ['pay:1', 'record:1'])
  t.equal(loads, 2)
})
