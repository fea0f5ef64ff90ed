import type { Test } from 'tap'
import type { LogIndex } from '../log/logIndex'

/** What every LogIndex must answer: the latest mark at or before a position, per log. */
export function logIndexContract(t: Test, open: (t: Test) => Promise<LogIndex>): void {
  t.test('a log index answers the latest mark at or before a position, per log, and the start before any', async t => {
    const index = await open(t)
    t.equal(await index.offsetAfter('arena.log', 25), '0', 'nothing marked: read from the start')
    await index.mark('arena.log', 0, '0')
    await index.mark('arena.log', 20, '31')
    await index.mark('arena.log', 10, '12')
    await index.mark('other.log', 15, '900')
    t.equal(await index.offsetAfter('arena.log', 9), '0')
    t.equal(await index.offsetAfter('arena.log', 10), '12', 'a mark at the position itself')
    t.equal(await index.offsetAfter('arena.log', 19), '12', 'the latest mark before the position')
    t.equal(await index.offsetAfter('arena.log', 1_000_000), '31')
    t.equal(await index.offsetAfter('other.log', 20), '900', 'each log its own marks')
    await index.mark('arena.log', 20, '45')
    t.equal(await index.offsetAfter('arena.log', 20), '31', 'a round marked again (a relay that republished it) keeps its first offset: either copy holds everything after it')
  })
}
