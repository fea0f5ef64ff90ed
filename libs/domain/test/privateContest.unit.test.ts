import t from 'tap'
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, joinCodeFrom, normalizeJoinCode, privateContestMessages as pm, validatePrivateContest } from '../src/index'

const now = new Date('2026-03-01T10:00:00.000Z')
// 16:00 India = 10:30Z, half an hour after `now`.
const form = (overrides: Record<string, string | undefined> = {}) => ({
  contestName: 'Friends Cup', startTime: '2026-03-01T16:00', endTime: '2026-03-01T17:00', entryFee: '100', virtualFund: '10000',
  levels: '300,200', winningAmount: '500', maxParticipants: '10', ...overrides,
})

t.test('a sensible player contest passes', async t => {
  t.same(validatePrivateContest(form(), now), {})
  t.same(validatePrivateContest(form({ entryFee: '0', levels: undefined, winningAmount: '0' }), now), {}, 'free, without prizes')
})

t.test('the player limits', async t => {
  t.same(validatePrivateContest(form({ maxParticipants: '1' }), now), { maxParticipants: pm.seats })
  t.same(validatePrivateContest(form({ maxParticipants: '51' }), now), { maxParticipants: pm.seats })
  t.same(validatePrivateContest(form({ entryFee: '1000.01' }), now), { entryFee: pm.entryFee })
  t.same(validatePrivateContest(form({ startTime: '2026-03-01T15:34', endTime: '2026-03-01T17:00' }), now), { startTime: pm.startLead }, 'four minutes ahead')
  t.same(validatePrivateContest(form({ startTime: '2026-04-15T16:00', endTime: '2026-04-15T17:00' }), now), { startTime: pm.startTooFar })
  t.same(validatePrivateContest(form({ endTime: '2026-03-09T16:00' }), now), { endTime: pm.duration })
  t.same(validatePrivateContest(form({ entryFee: '0', levels: '100', winningAmount: '100' }), now), { levels: pm.freePrizes })
  t.same(validatePrivateContest(form({ entryFee: '10', maxParticipants: '2', levels: '30', winningAmount: '30' }), now), { levels: pm.poolAboveFees })
})

t.test('the admin form rules still apply: the pool is the sum of the levels', async t => {
  t.same(validatePrivateContest(form({ winningAmount: '600' }), now), { winningAmount: 'Prize pool must equal the sum of the prize levels' })
  t.match(validatePrivateContest(form({ contestName: ' ' }), now), { contestName: String })
})

t.test('join codes: the safe alphabet, evenly drawn, read back whatever the case', async t => {
  let calls = 0
  const code = joinCodeFrom(n => Uint8Array.from({ length: n }, () => (calls++ % 2 === 0 ? 255 : 0)))
  t.equal(code, 'A'.repeat(JOIN_CODE_LENGTH), 'bytes that would bias the draw are skipped')
  const random = joinCodeFrom(n => crypto.getRandomValues(new Uint8Array(n)))
  t.match(random, new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`))
  t.notOk(/[01OIL]/.test(JOIN_CODE_ALPHABET), 'no letters that read alike')
  t.equal(normalizeJoinCode(` ${random.toLowerCase()} `), random)
  t.equal(normalizeJoinCode('ABC'), undefined)
  t.equal(normalizeJoinCode('ABCDEFGHI0'), undefined, 'a character outside the alphabet')
  t.equal(normalizeJoinCode(42), undefined)
})
