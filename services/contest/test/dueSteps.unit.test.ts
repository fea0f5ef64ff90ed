import t from 'tap'
import { dueSteps, fold, type ContestEvent } from '../src/index'
import { cashSplit, created, playerJoined, seatHeld, terms } from './contestEvents'

const events = {
  created: created(),
  held: seatHeld('u1', { holdId: 'h1' }),
  joined: playerJoined('u1'),
  started: { type: 'ContestStarted', data: { contestId: 'k1', at: terms.startAt } },
  ended: { type: 'ContestEnded', data: { contestId: 'k1', at: terms.endAt } },
  settled: { type: 'ContestSettled', data: { contestId: 'k1', results: [{ userId: 'u1', rank: 1, portfolioValue: '10100', gainPercent: '1', orderCount: 5, filledTrades: 1, prize: '500.00' }], undistributed: '0.00' } },
  awarded: { type: 'PrizeAwarded', data: { contestId: 'k1', userId: 'u1', rank: 1, amount: '500.00' } },
  sealed: { type: 'ContestEvidenceSealed', data: { contestId: 'k1', lastHash: 'a'.repeat(64), lines: 9 } },
  cancelled: { type: 'ContestCancelled', data: { contestId: 'k1', reason: 'x', cancelledBy: 'admin:a' } },
  refunded: { type: 'PlayerRefunded', data: { contestId: 'k1', userId: 'u1', split: cashSplit } },
} satisfies Record<string, ContestEvent>
const at = (iso: string) => new Date(iso)
const due = (now: string, ...history: ContestEvent[]) => dueSteps(fold(history), at(now))

t.test('an upcoming contest is started at its start time and not before', async t => {
  t.same(due('2026-03-01T10:29:59.999Z', events.created), [])
  t.same(due(terms.startAt, events.created), ['start'])
})

t.test('a live contest is ended and settled at its end time', async t => {
  t.same(due('2026-03-01T11:29:59.999Z', events.created, events.started), [])
  t.same(due(terms.endAt, events.created, events.started), ['end', 'settle'])
  t.same(due(terms.endAt, events.created), ['end', 'settle'], 'a missed start is caught up by the end')
})

t.test('an ended contest waits for open seat payments before it settles', async t => {
  t.same(due(terms.endAt, events.created, events.held, events.started, events.ended), [])
  t.same(due(terms.endAt, events.created, events.held, events.joined, events.started, events.ended), ['settle'])
})

t.test('a settled contest is revisited until every prize is paid and its evidence sealed, then left alone', async t => {
  const settled = [events.created, events.held, events.joined, events.started, events.ended, events.settled]
  t.same(due(terms.endAt, ...settled), ['settle'])
  t.same(due(terms.endAt, ...settled, events.sealed), ['settle'], 'sealed, a prize still due')
  t.same(due(terms.endAt, ...settled, events.awarded), ['settle'], 'paid, the evidence not sealed yet')
  t.same(due(terms.endAt, ...settled, events.sealed, events.awarded), [])
})

t.test('a cancelled contest is revisited until every player is refunded, then left alone', async t => {
  t.same(due(terms.startAt, events.created, events.held, events.joined, events.cancelled), ['refund'])
  t.same(due(terms.startAt, events.created, events.held, events.joined, events.cancelled, events.refunded), [])
  t.same(due(terms.endAt, events.created, events.cancelled), [], 'a cancelled contest never starts or ends')
})
