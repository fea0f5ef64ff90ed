import t from 'tap'
import { InFlight } from '../src/index'

t.test('idle waits for the work added, and for work added while it waits', async t => {
  const errors: unknown[] = []
  const work = new InFlight(error => errors.push(error))
  const done: string[] = []
  let release!: () => void
  work.add(new Promise<void>(resolve => (release = resolve)).then(() => {
    done.push('first')
    work.add(Promise.resolve().then(() => done.push('second')))
  }))
  t.equal(work.busy, true)
  const idle = work.idle().then(() => done.push('idle'))
  release()
  await idle
  t.same(done, ['first', 'second', 'idle'])
  t.equal(work.busy, false)
  t.same(errors, [])
})

t.test('a failure goes to the error callback and does not stop idle', async t => {
  const errors: unknown[] = []
  const work = new InFlight(error => errors.push(error))
  const boom = new Error('boom')
  work.add(Promise.reject(boom))
  await work.idle()
  t.same(errors, [boom])
  t.equal(work.busy, false)
})
