import t from 'tap'
import { contestSettingsStream, type RecordedEvent } from '@arena/contracts'
import type { ContestEvent } from '../src/index'
import { ContestsView } from '../src/readModel/contestsView'
import { SettledContests } from '../src/readModel/settledContests'
import { contestList, LIST_TYPES } from '../src/readModel/contestLists'
import { contestLeaderboard, globalLeaderboard } from '../src/viewing/leaderboardRows'
import { cashSplit, created, playerJoined, seatHeld } from './contestEvents'

// A checkpoint of the contests' read model, restored and fed the rest of the log, must hold and
// show exactly what a fold of the whole log does (docs/adr/0035), wherever the log was cut.

const e = (type: string, data: object, contestId = 'k1') => ({ type, data: { contestId, ...data } }) as ContestEvent
const inK2 = (event: ContestEvent): ContestEvent => ({ ...event, data: { ...event.data, contestId: 'k2' } }) as ContestEvent
const inK3 = (event: ContestEvent): ContestEvent => ({ ...event, data: { ...event.data, contestId: 'k3' } }) as ContestEvent
const result = { userId: 'u1', rank: 1, portfolioValue: '10100.00000000', gainPercent: '1.00000000', orderCount: 5, filledTrades: 2, prize: '500.00' }
// k3 is public: its results count on the global leaderboard, u5 under the name of their seat.
const k3Results = [
  { userId: 'u5', rank: 1, portfolioValue: '10250.50000000', gainPercent: '2.50500000', orderCount: 7, filledTrades: 3, prize: '300.00' },
  { userId: 'u1', rank: 2, portfolioValue: '9900.00000000', gainPercent: '-1.00000000', orderCount: 5, filledTrades: 1, prize: '0.00' },
  { userId: 'u6', rank: 3, portfolioValue: '10000.00000000', gainPercent: '0.00000000', orderCount: 2, filledTrades: 0, prize: '0.00' },
]
const history: [string, ContestEvent | { type: string; data: object }][] = [
  ['contest-k1', created({ maxParticipants: 10, joinCode: 'JOINCODE1' })],
  ['contest-k2', inK2(created())],
  ['contest-k1', e('InviteCodeRedeemed', { userId: 'u1' })],
  ['contest-k1', seatHeld('u1')], ['contest-k1', seatHeld('u2')], ['contest-k2', inK2(seatHeld('u4'))], ['contest-k1', seatHeld('u3')],
  [contestSettingsStream, { type: 'ExcludedStatesConfigured', data: { states: ['Assam', 'Odisha'], configuredBy: 'admin:a' } }],
  ['contest-k1', e('SeatReleased', { userId: 'u3', holdId: 'h-u3', code: 'feeRefused', reason: 'declined' })],
  ['contest-k1', playerJoined('u1')], ['contest-k1', playerJoined('u2')],
  ['contest-k1', e('PlayerStartedPlaying', { userId: 'u1' })],
  ['contest-k1', e('ContestStarted', { at: '2026-03-01T10:30:00.000Z' })],
  ['contest-k1', e('ContestEnded', { at: '2026-03-01T11:30:00.000Z' })],
  ['contest-k1', e('PlayerRefunded', { userId: 'u2', split: cashSplit })],
  ['contest-k1', e('ContestSettled', { results: [result], undistributed: '0.00' })],
  ['contest-k1', e('PrizeAwarded', { userId: 'u1', rank: 1, amount: '500.00' })],
  ['contest-k2', e('ContestCancelled', { reason: 'too few', cancelledBy: 'admin:a' }, 'k2')],
  ['contest-k3', inK3(created())],
  ['contest-k3', inK3(seatHeld('u5'))], ['contest-k3', inK3(seatHeld('u1'))], ['contest-k3', inK3(seatHeld('u6'))],
  ['contest-k3', inK3(playerJoined('u5'))], ['contest-k3', inK3(playerJoined('u1'))], ['contest-k3', inK3(playerJoined('u6'))],
  ['contest-k3', e('ContestStarted', { at: '2026-03-01T10:30:00.000Z' }, 'k3')],
  ['contest-k3', e('ContestEnded', { at: '2026-03-01T11:30:00.000Z' }, 'k3')],
  ['contest-k3', e('ContestSettled', { results: k3Results, undistributed: '0.00' }, 'k3')],
  ['contest-k1', e('ContestEvidenceSealed', { lastHash: 'a'.repeat(64), lines: 12 })],
  ['contest-k3', e('PrizeAwarded', { userId: 'u5', rank: 1, amount: '300.00' }, 'k3')],
  ['contest-k3', e('ContestEvidenceSealed', { lastHash: 'b'.repeat(64), lines: 20 }, 'k3')],
]
const versions = new Map<string, number>()
const log: RecordedEvent[] = history.map(([stream, event], i) => {
  versions.set(stream, (versions.get(stream) ?? 0) + 1)
  return { id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, stream, version: versions.get(stream)!, position: i + 1, type: event.type, data: event.data, metadata: { correlationId: 'x', causationId: null, actor: 'a', at: `2026-03-01T10:${String(i).padStart(2, '0')}:00.000Z` } } as RecordedEvent
})

/** A view restored from the checkpoint of a fold of the log's first `cut` events, then fed the rest. */
async function restoredAt(cut: number): Promise<ContestsView> {
  const before = new ContestsView()
  log.slice(0, cut).forEach(event => before.apply(event))
  const restored = new ContestsView()
  await restored.restore(JSON.parse(JSON.stringify(before.checkpoint())), cut)
  log.slice(cut).forEach(event => restored.apply(event))
  return restored
}

const reads = (view: ContestsView) => ({ checkpoint: view.checkpoint(), byCode: view.byCode('JOINCODE1')?.state.contestId, excluded: view.excludedStates, position: view.position })

t.test('a contests checkpoint taken after any event, restored and fed the rest, reads as the whole fold', async t => {
  const whole = new ContestsView()
  log.forEach(event => whole.apply(event))
  t.match(whole.get('k1'), { finished: true, state: { phase: 'settled', results: [] } }, 'the history reaches settlement, sealed and paid: the results are let go')
  t.match(whole.get('k3'), { finished: true, state: { phase: 'settled' } })
  t.equal(whole.get('k2')?.state.phase, 'cancelled')
  for (let cut = 0; cut <= log.length; cut++) t.same(reads(await restoredAt(cut)), reads(whole), `cut after ${cut} events`)
})

t.test('a contests checkpoint that is not one is refused before anything changes', async t => {
  const view = new ContestsView()
  await t.rejects(view.restore({ contests: [{ contestId: 'k1', state: { phase: 'over' } }], codes: [], excludedStates: [] }, 3), /not a contests-2 checkpoint/)
  t.same([view.all(), view.position], [[], 0])
})

t.test('a finished contest reads the same with its results let go: lists, its result page from its stream, and the global leaderboard', async t => {
  const forgetting = new ContestsView()
  const keeping = new ContestsView({ forgetFinished: false })
  const settled = new SettledContests({ readStream: async stream => log.filter(event => event.stream === stream) })
  const noRanking = { standings: async () => { throw new Error('a settled contest is not ranked again') } }
  const reads = async (view: ContestsView) => ({
    lists: LIST_TYPES.flatMap(type => [undefined, 'u1', 'u2', 'u5'].map(userId => contestList(view, type, userId)).concat([contestList(view, type, undefined, true)])),
    results: await Promise.all(['k1', 'k3'].map(async id => contestLeaderboard(await settled.whole(view.get(id)!), noRanking))),
    global: globalLeaderboard(view),
  })
  log.forEach(event => forgetting.apply(event))
  log.forEach(event => keeping.apply(event))
  const kept = await reads(keeping)
  t.same(await reads(forgetting), kept, 'as a fold that keeps every result')
  for (let cut = 0; cut <= log.length; cut++) t.same(await reads(await restoredAt(cut)), kept, `restored from a checkpoint after ${cut} events`)
  t.same(kept.results[1]!.map(row => [row.user_id, row.name, row.winner_amount]), [['u5', 'u5', '300.00'], ['u1', 'u1', '0.00']], 'the result page: ranked players with their names and prizes')
  t.same(kept.global.map(row => [row.user_id, row.rank]), [['u5', 1], ['u1', 2]], 'the public contest counts, the private one does not, nor an unranked player')
  t.equal(forgetting.checkpoint().contests.find(c => c.contestId === 'k3')!.state.results!.length, 0, 'the checkpoint holds no results of a finished contest')
})
