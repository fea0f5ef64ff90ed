import t from 'tap'
import { KeyedQueue } from '../src/index'

const gate = () => {
  let open!: () => void
  const opened = new Promise<void>(resolve => (open = resolve))
  return { opened, open }
}

t.test('work on one key runs one at a time in arrival order, other keys do not wait', async t => {
  const queue = new KeyedQueue()
  const log: string[] = []
  const first = gate()
  const a1 = queue.run('a', async () => {
    log.push('a1 start')
    await first.opened
    log.push('a1 end')
    return 1
  })
  const a2 = queue.run('a', async () => {
    log.push('a2')
    return 2
  })
  const b1 = queue.run('b', async () => {
    log.push('b1')
    return 3
  })
  t.equal(await b1, 3)
  t.same(log, ['a1 start', 'b1'], 'b ran while a1 was still running; a2 waited')
  first.open()
  t.same(await Promise.all([a1, a2]), [1, 2])
  t.same(log, ['a1 start', 'b1', 'a1 end', 'a2'])
})

t.test('a failure reaches its caller only and the next work on the key still runs', async t => {
  const queue = new KeyedQueue()
  const failed = queue.run('a', async () => {
    throw new Error('boom')
  })
  const next = queue.run('a', async () => 'ran')
  await t.rejects(failed, { message: 'boom' })
  t.equal(await next, 'ran')
})
