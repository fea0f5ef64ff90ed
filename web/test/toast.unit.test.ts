import t from 'tap'
import { newestToastClosed, TOAST_AUTO_CLOSE_MS, toastShown } from '../src/features/toast/slice'
import { settle, setup } from './authHarness'

const noAnswer = () => ({ status: true })

t.test('a success message stays about 4 s, long enough to read, then closes itself', async t => {
  const { store, clock, toasts } = setup(noAnswer)
  store.dispatch(toastShown({ kind: 'success', text: 'Order placed and filled successfully' }))
  await settle()
  t.equal(TOAST_AUTO_CLOSE_MS, 4000)
  t.same(clock.pending.map(wait => wait.ms), [4000], 'one wait, of 4 s (the injected sleep, no real time)')
  t.same(toasts(), [['success', 'Order placed and filled successfully']])
  clock.release(4000)
  await settle()
  t.same(toasts(), [], 'gone after the wait')
})

t.test('an error stays until the player closes it', async t => {
  const { store, clock, toasts } = setup(noAnswer)
  store.dispatch(toastShown({ kind: 'success', text: 'Saved' }))
  store.dispatch(toastShown({ kind: 'error', text: 'Insufficient balance' }))
  await settle()
  t.same(clock.pending.map(wait => wait.ms), [4000], 'only the success message has a timer')
  clock.release(4000)
  await settle()
  t.same(toasts(), [['error', 'Insufficient balance']], 'the error outlives the success message')
  store.dispatch(newestToastClosed())
  t.same(toasts(), [], 'Escape (the newest closed) removes it')
})
