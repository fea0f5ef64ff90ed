import t from 'tap'
import { InFlight } from '../src/kafka/inFlight'
import type { OffsetCommits } from '../src/kafka/offsetCommits'
import type { ReceivedRecord } from '../src/transport'

const record = (offset: number, key: string): ReceivedRecord => ({ topic: 'topic', partition: 0, offset: String(offset), key, value: '{}', headers: {} })

function setUp() {
  const committed: string[] = []
  const commits = { handled: (_topic: string, _partition: number, offset: string) => void committed.push(offset) } as unknown as OffsetCommits
  const inFlight = new InFlight({ group: 'group', limit: 10, commits })
  const ran: string[] = []
  const handOut = (offset: number, key: string, handled = true) =>
    inFlight.handOut(record(offset, key), async () => {
      ran.push(`${key}@${offset}`)
      return handled
    })
  return { inFlight, committed, ran, handOut }
}

t.test('a record given up holds the later records of its key until the member rejoins, and nothing past it is committed', async t => {
  const { inFlight, committed, ran, handOut } = setUp()
  handOut(0, 'a', false)
  handOut(1, 'a')
  handOut(2, 'b')
  await inFlight.drained()
  t.same(ran, ['a@0', 'b@2'], 'a@1 waits: handled before a@0 it would be out of order; b is another key')
  t.same(committed, [], 'offset 0 is not handled, so nothing after it is committed')

  inFlight.rejoined()
  handOut(0, 'a')
  handOut(1, 'a')
  await inFlight.drained()
  t.same(ran.slice(2), ['a@0', 'a@1'], 'fetched again after the rejoin, both run in order')
  t.same(committed, ['0', '1'], 'and the partition is committed past each as it is done')
})
