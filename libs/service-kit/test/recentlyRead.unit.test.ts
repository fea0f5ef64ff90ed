import t from 'tap'
import { RecentlyRead } from '../src/index'

t.test('past its size, the value read or kept longest ago is forgotten first', async t => {
  const recent = new RecentlyRead<string, number>(2)
  recent.keep('a', 1)
  recent.keep('b', 2)
  t.equal(recent.get('a'), 1, 'a read makes a the most recent')
  recent.keep('c', 3)
  t.equal(recent.get('b'), undefined, 'b, read longest ago, is forgotten')
  t.same([recent.get('a'), recent.get('c')], [1, 3])
})

t.test('keeping a key again replaces its value without growing; forgetting drops it', async t => {
  const recent = new RecentlyRead<string, number>(2)
  recent.keep('a', 1)
  recent.keep('b', 2)
  recent.keep('a', 10)
  recent.keep('c', 3)
  t.same([recent.get('a'), recent.get('b'), recent.get('c')], [10, undefined, 3], 'a was kept again after b, so b went')
  recent.forget('a')
  t.equal(recent.get('a'), undefined)
  t.equal(recent.get('nothing'), undefined)
})
