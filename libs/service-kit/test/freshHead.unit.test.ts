import t from 'tap'
import { FreshHead } from '../src/index'

/** A store whose head queries are answered by hand, so the test decides when each one returns. */
function heldStore() {
  let head = 0
  const queries: { sentAt: number; answer: () => void }[] = []
  return {
    queries,
    commit: () => ++head,
    headPosition: () => new Promise<number>(resolve => {
      // The head as of when the query is sent, like a SELECT's snapshot.
      const seen = head
      queries.push({ sentAt: seen, answer: () => resolve(seen) })
    }),
  }
}

t.test('every caller gets a head read after it asked; callers that wait together share one read', async t => {
  const store = heldStore()
  const heads = new FreshHead(store)
  const first = heads.read()
  t.equal(store.queries.length, 1)
  // Committed after the first query was sent: callers from now on must see it.
  store.commit()
  const second = heads.read()
  const third = heads.read()
  t.equal(store.queries.length, 1, 'no second query while the first is in flight')
  store.queries[0]!.answer()
  t.equal(await first, 0)
  await new Promise(setImmediate)
  t.equal(store.queries.length, 2, 'the waiting callers share one new query')
  store.queries[1]!.answer()
  t.same(await Promise.all([second, third]), [1, 1], 'they see the commit made before they asked')
  const fourth = heads.read()
  t.equal(store.queries.length, 3, 'an idle reader asks at once')
  store.queries[2]!.answer()
  t.equal(await fourth, 1)
})

t.test('a failed read fails its callers only; the next callers read again', async t => {
  let fail = true
  const heads = new FreshHead({ headPosition: async () => (fail ? Promise.reject(new Error('lost connection')) : 7) })
  await t.rejects(heads.read(), /lost connection/)
  fail = false
  t.equal(await heads.read(), 7)
})
