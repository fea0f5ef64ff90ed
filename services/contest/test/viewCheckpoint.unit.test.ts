import t from 'tap'
import { contestSettingsStream, type RecordedEvent } from '@arena/contracts'
import type { ContestEvent } from '../src/index'
import { ContestsView } from '../src/readModel/contestsView'
import { cashSplit, created, playerJoined, seatHeld } from './contestEvents'

// A checkpoint of the contests' read model, restored and fed the rest of the log, must hold and
// show exactly what a fold of the whole log does (docs/adr/0035), wherever the log was cut.

const e = (type: string, data: object, contestId = 'k1') => ({ type, data: { contestId, ...data } }) as ContestEvent
const inK2 = (event: ContestEvent): ContestEvent => ({ ...event, data: { ...event.data, contestId: 'k2' } }) as ContestEvent
const result = { userId: 'u1', rank: 1, portfolioValue: '10100.00000000', gainPercent: '1.00000000', orderCount: 5, filledTrades: 2, prize: '500.00' }
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
]
const versions = new Map<string, number>()
const log: RecordedEvent[] = history.map(([stream, event], i) => {
  versions.set(stream, (versions.get(stream) ?? 0) + 1)
  return { id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, stream, version: versions.get(stream)!, position: i + 1, type: event.type, data: event.data, metadata: { correlationId: 'x', causationId: null, actor: 'a', at: `2026-03-01T10:${String(i).padStart(2, '0')}:00.000Z` } } as RecordedEvent
})

const reads = (view: ContestsView) => ({ checkpoint: view.checkpoint(), byCode: view.byCode('JOINCODE1')?.state.contestId, excluded: view.excludedStates, position: view.position })

t.test('a contests checkpoint taken after any event, restored and fed the rest, reads as the whole fold', async t => {
  const whole = new ContestsView()
  log.forEach(event => whole.apply(event))
  t.match(whole.get('k1')?.state, { phase: 'settled', results: [{ userId: 'u1' }] }, 'the history reaches settlement')
  t.equal(whole.get('k2')?.state.phase, 'cancelled')
  for (let cut = 0; cut <= log.length; cut++) {
    const before = new ContestsView()
    log.slice(0, cut).forEach(event => before.apply(event))
    const restored = new ContestsView()
    await restored.restore(JSON.parse(JSON.stringify(before.checkpoint())), cut)
    log.slice(cut).forEach(event => restored.apply(event))
    t.same(reads(restored), reads(whole), `cut after ${cut} events`)
  }
})

t.test('a contests checkpoint that is not one is refused before anything changes', async t => {
  const view = new ContestsView()
  await t.rejects(view.restore({ contests: [{ contestId: 'k1', state: { phase: 'over' } }], codes: [], excludedStates: [] }, 3), /not a contests-1 checkpoint/)
  t.same([view.all(), view.position], [[], 0])
})
