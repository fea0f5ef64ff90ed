import t from 'tap'
import { GroupCommit, type Settled } from '../src/postgres/GroupCommit'

/** A batch writer whose writes finish only when the test says so. */
function controlledWriter() {
  const batches: string[][] = []
  const finishers: (() => void)[] = []
  const watchers: { n: number; resolve(batch: string[]): void }[] = []
  const write = (batch: string[]) => {
    batches.push(batch)
    for (const w of watchers.filter(w => w.n === batches.length - 1)) w.resolve(batch)
    return new Promise<Settled<string>[]>(resolve =>
      finishers.push(() => resolve(batch.map(r => (r.startsWith('bad') ? { ok: false, error: new Error(r) } : { ok: true, value: `wrote ${r}` })))),
    )
  }
  /** Resolves with batch `n` (from 0) once the writer has been handed it. */
  const started = (n: number) => (batches[n] ? Promise.resolve(batches[n]) : new Promise<string[]>(resolve => watchers.push({ n, resolve })))
  const finish = (n: number) => finishers[n]!()
  return { batches, write, started, finish }
}

const limits = { maxRequests: 100, maxWeight: 10, weight: (r: string) => r.length }

t.test('a request to an idle queue is written at once, alone', async t => {
  const w = controlledWriter()
  const commit = new GroupCommit(w.write, limits)
  const result = commit.submit('a')
  t.same(w.batches, [['a']], 'handed to the writer before submit returns')
  w.finish(0)
  t.equal(await result, 'wrote a')
})

t.test('requests arriving while a batch is in flight go together in the next batch', async t => {
  const w = controlledWriter()
  const commit = new GroupCommit(w.write, limits)
  const all = ['a', 'b', 'c', 'd'].map(r => commit.submit(r))
  w.finish(0)
  t.same(await w.started(1), ['b', 'c', 'd'])
  w.finish(1)
  t.same(await Promise.all(all), ['wrote a', 'wrote b', 'wrote c', 'wrote d'])
  t.equal(w.batches.length, 2)
})

t.test('callers that submit again as soon as their batch is written all join the next batch', async t => {
  const w = controlledWriter()
  const commit = new GroupCommit(w.write, limits)
  const opener = commit.submit('x')
  const again = ['a', 'b', 'c'].map(r => commit.submit(r).then(() => commit.submit(`${r}2`)))
  w.finish(0)
  await opener
  t.same(await w.started(1), ['a', 'b', 'c'])
  w.finish(1)
  t.same(await w.started(2), ['a2', 'b2', 'c2'], 'not a batch of one followed by the rest')
  w.finish(2)
  await Promise.all(again)
})

t.test('each request in a batch settles with its own outcome', async t => {
  const w = controlledWriter()
  const commit = new GroupCommit(w.write, limits)
  const first = commit.submit('x')
  const [good, bad] = [commit.submit('good'), commit.submit('bad')]
  w.finish(0)
  await first
  await w.started(1)
  w.finish(1)
  t.equal(await good, 'wrote good')
  await t.rejects(bad, { message: 'bad' })
})

t.test('a batch stops at the weight limit, but a single heavy request still goes', async t => {
  const w = controlledWriter()
  const commit = new GroupCommit(w.write, limits)
  const all = ['a', 'bbbbbbbbbbbb', 'cccc', 'dddd', 'eeee'].map(r => commit.submit(r))
  for (let i = 0; i < 4; i++) {
    await w.started(i)
    w.finish(i)
  }
  await Promise.all(all)
  t.same(w.batches, [['a'], ['bbbbbbbbbbbb'], ['cccc', 'dddd'], ['eeee']])
})

t.test('a writer that throws fails its whole batch, and later requests still get written', async t => {
  let calls = 0
  const commit = new GroupCommit<string, string>(async batch => {
    if (calls++ === 0) throw new Error('connection lost')
    return batch.map(r => ({ ok: true, value: r }))
  }, limits)
  await t.rejects(commit.submit('a'), { message: 'connection lost' })
  t.equal(await commit.submit('b'), 'b')
  await commit.idle()
})
