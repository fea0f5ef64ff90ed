import type { Test } from 'tap'
import type { LogIndex } from '../log/logIndex'

/** What every LogIndex must answer: the latest mark at or before a position, per log. */
export function logIndexContract(t: Test, open: (t: Test) => Promise<LogIndex>): void {
  t.test('a log index answers the latest mark at or before a position, per log, and the start before any', async t => {
    const index = await open(t)
    t.same(await index.markAtOrBefore('arena.log', 25), { after: 0, offset: '0' }, 'nothing marked: read from the start')
    await index.mark('arena.log', 0, '0')
    await index.mark('arena.log', 20, '31')
    await index.mark('arena.log', 10, '12')
    await index.mark('other.log', 15, '900')
    t.equal((await index.markAtOrBefore('arena.log', 9)).offset, '0')
    t.equal((await index.markAtOrBefore('arena.log', 10)).offset, '12', 'a mark at the position itself')
    t.same(await index.markAtOrBefore('arena.log', 19), { after: 10, offset: '12' }, 'the latest mark before the position, with its position')
    t.equal((await index.markAtOrBefore('arena.log', 1_000_000)).offset, '31')
    t.equal((await index.markAtOrBefore('other.log', 20)).offset, '900', 'each log its own marks')
    await index.mark('arena.log', 20, '45')
    t.equal((await index.markAtOrBefore('arena.log', 20)).offset, '31', 'a round marked again (a relay that republished it) keeps its first offset: either copy holds everything after it')
  })
}
