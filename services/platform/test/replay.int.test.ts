import t from 'tap'
import { streams } from '@arena/contracts'
import { replayAt, replayEnd, type ReplayTimeline } from '@arena/domain'
import { ok, post, signInAdmin, signUp } from './support/contestPeople'
import { bootWorld, type ContestWorld } from './support/contestWorld'
import { formBody } from './support/forms'
import { endTimeReached, joinedContest, playedToEnd, PNG } from './support/settledContest'
import { contestForm, final, minute, names, START } from './support/wholeContestPlan'

interface ReplayBody {
  contestId: string
  phase: string
  naming: 'names' | 'pseudonyms'
  you: string | null
  timeline: ReplayTimeline
  settled: { key: string; rank: number; portfolioValue: string; gainPercent: string; orderCount: number; prize: string }[] | null
}

const replayOf = async (w: ContestWorld, contestId: string, token: string): Promise<ReplayBody> =>
  (await ok(w, { method: 'GET', url: `/api/contests/${contestId}/replay`, token })).data

t.test('the replay of a whole contest, rebuilt from its events, ends on the settled ranking', async t => {
  const w = await bootWorld(t)
  const boss = await signInAdmin(w)
  const contest = await joinedContest(w, boss)
  const { contestId, people } = contest
  // Another contest, cancelled before it starts: there is no ranking to replay.
  const dropped: string = (await ok(w, { method: 'POST', url: '/api/contest-add', token: boss.token, ...formBody({ ...contestForm, contestName: 'Dropped Cup' }, { contestLogo: PNG }) })).data._id
  await post(w, '/api/contest-delete', boss.token, { _id: dropped })
  const outsider = await signUp(w, 'zoya')
  await w.settle()
  const replayCall = (token: string | undefined) => w.call({ method: 'GET', url: `/api/contests/${contestId}/replay`, token })

  const early = await replayCall(people.asha.token)
  t.match({ status: early.statusCode, message: early.body?.message }, { status: 409, message: 'The replay opens once the contest has ended' }, 'no replay before the end')

  await playedToEnd(w, contest)
  await endTimeReached(w)

  const settled = (await w.store.readStream(streams.contest(contestId))).find(e => e.type === 'ContestSettled')!.data as {
    results: { userId: string; rank: number; portfolioValue: string; gainPercent: string; orderCount: number }[]
  }
  const seen = await replayOf(w, contestId, people.asha.token)
  t.equal(seen.phase, 'settled')
  t.equal(seen.naming, 'names', 'a participant sees names')
  const last = replayAt(seen.timeline, replayEnd(seen.timeline))
  t.equal(last.ended, true)

  await t.test('the last instant ranks and values every player exactly as settlement did', async t => {
    const nameOf = new Map(Object.entries(people).map(([name, p]) => [p.id, name]))
    const fromSettlement = settled.results
      .map(r => [nameOf.get(r.userId), r.rank, r.portfolioValue, r.gainPercent, r.orderCount])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])))
    const fromReplay = last.rows
      .map(r => [r.name, r.rank, r.value, r.gainPercent, r.orderCount])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])))
    // Settlement's decimals are plain strings ("10040.35"); the replay's carry 8 places.
    const same = (rows: (string | number | undefined)[][]) => rows.map(([n, rank, value, gain, orders]) => [n, rank, Number(value).toFixed(8), Number(gain).toFixed(8), orders])
    t.same(same(fromReplay), same(fromSettlement))
    t.same(last.rows.filter(r => r.ranked).map(r => [r.name, r.rank]).sort(), names.filter(n => final[n].orders >= 5).map(n => [n, final[n].rank]).sort(), 'the plan\'s ranks, ties shared')
    t.same(seen.settled!.map(r => [r.key, r.rank]).sort(), last.rows.map(r => [r.key, r.rank]).sort(), 'the recorded result under the same keys')
  })

  await t.test('earlier instants show the contest as it was', async t => {
    // The orders go in at the start itself (minute 0), so just before it nothing has happened but the joins.
    const before = replayAt(seen.timeline, START.getTime() - 1)
    t.same(before.rows.map(r => [r.value, r.ranked, r.holdings]), names.map(() => ['10000.00000000', false, []]), 'before trading everyone holds the fund and nobody is ranked')
    const opening = replayAt(seen.timeline, minute(0))
    t.ok(opening.applied > before.applied && opening.applied < last.applied, 'the orders of minute 0 are in, the later fills and the end are not')
    t.equal(opening.ended, false)
    t.ok(opening.rows.some(r => r.holdings.length > 0), 'the marketable buys filled at once')
  })

  await t.test('someone who did not play sees pseudonyms, and nobody sees a user id', async t => {
    const other = await replayOf(w, contestId, outsider.token)
    t.equal(other.naming, 'pseudonyms')
    t.equal(other.you, null)
    t.same(other.timeline.players.map(p => p.name), other.timeline.players.map((_p, i) => `Player ${i + 1}`))
    const text = JSON.stringify(other) + JSON.stringify(seen)
    for (const p of [...Object.values(people), outsider]) t.notOk(text.includes(p.id), `no trace of ${p.name}'s user id`)
    t.same(replayAt(other.timeline, replayEnd(other.timeline)).rows.map(r => [r.key, r.rank, r.value]), last.rows.map(r => [r.key, r.rank, r.value]), 'the same ranking under pseudonyms')
    t.equal((await replayOf(w, contestId, boss.token)).naming, 'names', 'an admin sees names')
    t.equal(seen.you, seen.timeline.players.find(p => p.name === 'asha')!.key, 'the caller is told which row is theirs')
  })

  await t.test('the replay needs a signed-in caller and a contest that exists', async t => {
    t.equal((await replayCall(undefined)).statusCode, 401)
    const missing = await w.call({ method: 'GET', url: '/api/contests/no-such-contest/replay', token: outsider.token })
    t.match({ status: missing.statusCode, message: missing.body?.message }, { status: 404, message: 'Contest not found' })
    const cancelled = await w.call({ method: 'GET', url: `/api/contests/${dropped}/replay`, token: boss.token })
    t.match({ status: cancelled.statusCode, message: cancelled.body?.message }, { status: 409, message: 'This contest has been cancelled' }, 'a cancelled contest has no ranking to replay')
  })
})
