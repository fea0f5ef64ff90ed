import t from 'tap'
import { LazyFeed, SimulatedFeed } from '../src/index'

const startAt = Date.parse('2026-01-01T09:30:00.000Z')

t.test('a lazy feed opens its market on first use, once, and answers as the market itself would', async t => {
  let opens = 0
  let told = 0
  const lazy = new LazyFeed(() => {
    opens++
    return new SimulatedFeed({ seed: 5, startAt })
  }, () => told++)
  t.equal(opens, 0, 'nothing is opened by building it')
  t.notOk(lazy.opened)
  const same = new SimulatedFeed({ seed: 5, startAt })
  t.equal(lazy.lastPrice('BTCUSDT'), same.lastPrice('BTCUSDT'), 'the price the market gives')
  t.same(lazy.snapshot('ETHUSDT'), same.snapshot('ETHUSDT'))
  t.same(await lazy.klines('BTCUSDT', '1m', 5), await same.klines('BTCUSDT', '1m', 5))
  const unsubscribe = lazy.subscribe('BTCUSDT', {})
  unsubscribe()
  t.equal(opens, 1, 'opened once, at the first call')
  t.equal(told, 1, 'and told once')
  t.ok(lazy.opened)
  await lazy.close()
  await same.close()
  t.throws(() => lazy.lastPrice('BTCUSDT'), /closed/, 'a closed feed is not opened again')
})

t.test('a lazy feed never used closes without opening its market', async t => {
  let opens = 0
  const lazy = new LazyFeed(() => {
    opens++
    return new SimulatedFeed({ seed: 5, startAt })
  })
  await lazy.close()
  t.equal(opens, 0)
})
