import t from 'tap'
import { withinSendLimit } from '../src/kafka/sendLimit'

const record = (n: number, bytes: number) => ({ key: `k${n % 3}`, value: 'v'.repeat(bytes), headers: { n: String(n) } })

t.test('records are cut, in order, into runs under the limit; one larger than it goes alone', async t => {
  const records = [record(0, 280), record(1, 280), record(2, 280), record(3, 2_000), record(4, 10), record(5, 10)]
  const runs = withinSendLimit(records, 1_000)
  t.same(runs.map(run => run.map(r => r.headers?.n)), [['0', '1', '2'], ['3'], ['4', '5']])
  t.same(runs.flat(), records, 'nothing lost, duplicated or reordered')
  t.same(withinSendLimit([]), [], 'nothing to send, no run')
})

t.test('a relay round of a thousand 1 KB events fits under the default limit only in parts', async t => {
  const records = Array.from({ length: 1_000 }, (_, n) => record(n, 1_000))
  const runs = withinSendLimit(records)
  t.ok(runs.length >= 2, `${runs.length} runs`)
  t.same(runs.flat(), records)
})
