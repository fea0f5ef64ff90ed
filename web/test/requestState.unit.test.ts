// The shared request-state reducers (web/src/app/requestState.ts) that the features' slices spread.
import { createSlice } from '@reduxjs/toolkit'
import t from 'tap'
import { emptyQueue, fieldErrors, idleRequest, idleSend, queueReducers, queueSendReducers, requestReducers, sendReducers, type Loadable, type QueueState, type SendState } from '../src/app/requestState'

interface Page extends Loadable<{ items: string[] }> {
  id: string | null
  side: Loadable<{ rows: number[] }>
  form: SendState
  queues: Record<'a' | 'b', QueueState<string, string>>
}
const initial: Page = { items: [], ...idleRequest, id: null, side: { rows: [], ...idleRequest }, form: idleSend, queues: { a: emptyQueue('pending'), b: emptyQueue('pending') } }

const slice = createSlice({
  name: 'page',
  initialState: initial,
  reducers: {
    ...requestReducers('page', {
      started: (state: Page, id: string) => { state.id = id },
      store: (state, answer: { id: string; items: string[] }) => {
        if (answer.id !== state.id) return false
        state.items = answer.items
      },
    }),
    ...requestReducers('side', { at: (state: Page) => state.side, store: (state, rows: number[]) => { state.side.rows = rows }, shown: state => state.side.status === 'loaded' }),
    ...sendReducers('form', (state: Page) => state.form),
    ...queueReducers('queue', (state: Page, queue: 'a' | 'b') => state.queues[queue]),
    ...queueSendReducers('decision', (state: Page, queue: 'a' | 'b') => state.queues[queue].action),
  },
})
const { pageRequested, pageLoaded, pageFailed, sideRequested, sideLoaded, sideFailed, formDone, formFailed, formReset, queueRequested, queueLoaded, queueFailed, decisionDone, decisionFailed, decisionReset } = slice.actions
const run = (...actions: { type: string }[]) => actions.reduce(slice.reducer, initial)

t.test('a read goes loading, then loaded with its answer or failed with its message; a new request clears the old error', async t => {
  t.match(run(pageRequested('p1')), { id: 'p1', status: 'loading', error: null })
  t.match(run(pageRequested('p1'), pageLoaded({ id: 'p1', items: ['x'] })), { items: ['x'], status: 'loaded', error: null })
  t.match(run(pageRequested('p1'), pageFailed('Down')), { status: 'failed', error: 'Down' })
  t.match(run(pageRequested('p1'), pageFailed('Down'), pageRequested('p1')), { status: 'loading', error: null })
})

t.test('an answer for something no longer asked for is dropped, status and all', async t => {
  const state = run(pageRequested('p1'), pageRequested('p2'), pageLoaded({ id: 'p1', items: ['old'] }))
  t.match(state, { id: 'p2', items: [], status: 'loading' })
})

t.test('a part of the state can hold its own read; a refresh keeps what is shown', async t => {
  const loaded = run(sideRequested(), sideLoaded([1, 2]))
  t.same(loaded.side, { rows: [1, 2], status: 'loaded', error: null })
  t.equal(loaded.status, 'idle', 'the page itself is untouched')
  t.same(slice.reducer(loaded, sideRequested()).side, { rows: [1, 2], status: 'loaded', error: null }, 'no "Loading" over rows on screen')
  t.same(run(sideRequested(), sideFailed('Down'), sideRequested()).side.status, 'loading', 'a first load after a failure shows "Loading"')
})

t.test('a sent change ends done with the message or failed with the field errors, and resets', async t => {
  t.same(run(formDone('Saved')).form, { status: 'done', message: 'Saved', errors: {} })
  t.same(run(formFailed({ message: 'Bad', errors: { name: 'Required' } })).form, { status: 'failed', message: 'Bad', errors: { name: 'Required' } })
  t.same(run(formFailed({ message: 'Bad', errors: {} }), formReset()).form, idleSend)
})

t.test('queues side by side: each action changes only the queue it names', async t => {
  const state = run(queueRequested({ queue: 'a', filter: 'all' }), queueLoaded({ queue: 'a', rows: ['r1'] }), queueRequested({ queue: 'b', filter: 'pending' }), queueFailed({ queue: 'b', error: 'Down' }))
  t.match(state.queues.a, { filter: 'all', rows: ['r1'], status: 'loaded', error: null })
  t.match(state.queues.b, { filter: 'pending', rows: [], status: 'failed', error: 'Down' })
  const decided = slice.reducer(state, decisionFailed({ queue: 'b', message: 'No', errors: { reason: 'Required' } }))
  t.same(decided.queues.b.action, { status: 'failed', message: 'No', errors: { reason: 'Required' } })
  t.same(decided.queues.a.action, idleSend)
  t.same(slice.reducer(decided, decisionDone({ queue: 'a', message: 'Done' })).queues.a.action, { status: 'done', message: 'Done', errors: {} })
  t.same(slice.reducer(decided, decisionReset('b')).queues.b.action, idleSend)
})

t.test('a refusal that names no field shows for the whole form', async t => {
  t.same(fieldErrors({ message: 'Try later', errors: {} }), { form: 'Try later' })
  t.same(fieldErrors({ message: 'Bad', errors: { amount: 'Too low' } }), { amount: 'Too low' })
})
