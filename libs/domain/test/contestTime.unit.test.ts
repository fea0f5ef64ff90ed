import t from 'tap'
import { parseContestTime } from '../src/index'

t.test('a contest time without an offset is India time', async t => {
  t.equal(parseContestTime('2026-03-01T10:00')?.toISOString(), '2026-03-01T04:30:00.000Z')
})

t.test('a contest time with an offset or Z keeps it', async t => {
  t.equal(parseContestTime('2026-03-01T10:00:30Z')?.toISOString(), '2026-03-01T10:00:30.000Z')
  t.equal(parseContestTime('2026-03-01T10:00:00-02:00')?.toISOString(), '2026-03-01T12:00:00.000Z')
})

t.test('impossible or malformed contest times are refused', async t => {
  t.equal(parseContestTime('2026-02-30T10:00'), undefined)
  t.equal(parseContestTime('2026-03-01 10:00'), undefined)
  t.equal(parseContestTime('tomorrow'), undefined)
  t.equal(parseContestTime('2026-03-01T25:00'), undefined)
})
