import t, { type Test } from 'tap'
import { DEFAULT_EXCLUDED_STATES } from '@arena/domain'
import { deciderSpec } from '@arena/testing'
import { ContestRefused, contestDecider, decide, fold, type ContestCommand, type ContestEvent, type ContestState } from '../src/index'

const terms = {
  contestName: 'Sprint', contestLogo: null, startAt: '2026-03-01T10:30:00.000Z', endAt: '2026-03-01T11:30:00.000Z', entryFee: '100.00',
  winningAmount: '1000.00', virtualFund: '10000', maxParticipants: 2, levels: '500,300,200', pairs: ['BTCUSDT'], description: '',
}
const created: ContestEvent = { type: 'ContestCreated', data: { contestId: 'k1', createdBy: 'admin:a', ...terms } }
const ticked = { cash: true, winning: true, reward: true }
const split = { reward: '50.00', winning: '0.00', cash: '50.00' }
const held = (userId: string, holdId = `h-${userId}`): ContestEvent =>
  ({ type: 'SeatHeld', data: { contestId: 'k1', userId, holdId, name: userId, entryFee: '100.00', ticked } })
const joined = (userId: string, seat: number): ContestEvent =>
  ({ type: 'PlayerJoined', data: { contestId: 'k1', userId, virtualFund: '10000', entryFee: '100.00', feeSplit: split, seat } })
const hold = (userId: string, extra: Partial<Extract<ContestCommand, { type: 'HoldSeat' }>> = {}): ContestCommand => ({
  type: 'HoldSeat', holdId: `h-${userId}`, userId, name: userId, ticked, at: '2026-03-01T10:00:00.000Z',
  facts: { age: 30, state: 'Rajasthan' }, excludedStates: DEFAULT_EXCLUDED_STATES, ...extra,
})
const endAt = (at: string, finalPrices: Record<string, string> = { BTCUSDT: '60000.00' }, unpricedPairs: string[] = []): ContestCommand =>
  ({ type: 'EndContest', at, finalPrices, unpricedPairs })
const given = (...events: ContestEvent[]): ContestState => fold(events)
const spec = deciderSpec(contestDecider)
const refusal = (reason: string, message?: string): Record<string, unknown> => (message === undefined ? { reason } : { reason, message })

/** Asserts that `work` is refused with a ContestRefused matching `wanted`. */
function refused(t: Test, work: () => unknown, wanted: Record<string, unknown>, message?: string): void {
  try {
    work()
    t.fail(message ?? 'should be refused')
  } catch (error) {
    t.type(error, ContestRefused)
    t.match(error, wanted, message ?? 'refused as expected')
  }
}

t.test('a player joins in two steps: a held seat, then the seat once the fee is paid', async t => {
  spec.given([created]).when(hold('u1')).then([held('u1')])
  spec.given([created, held('u1')]).when({ type: 'CompleteJoin', holdId: 'h-u1', split }).then([joined('u1', 1)])
  t.same(decide({ type: 'CompleteJoin', holdId: 'h-u1', split }, given(created, held('u1'), joined('u1', 1))), [], 'completing again changes nothing')
})

t.test('a refused fee gives the seat back, and the seat can then be sold to someone else', async t => {
  const release: ContestCommand = { type: 'ReleaseSeat', holdId: 'h-u1', code: 'insufficientBalance', reason: 'Insufficient balance in the selected wallets' }
  const [released] = decide(release, given(created, held('u1'), held('u2')))
  t.match(released, { type: 'SeatReleased', data: { userId: 'u1', code: 'insufficientBalance' } })
  t.same(decide(hold('u3'), given(created, held('u1'), held('u2'), released!)), [held('u3')])
})

t.test('seats held but not yet paid count as taken, so a full contest refuses with the card text', async t => {
  refused(t, () => decide(hold('u3'), given(created, held('u1'), joined('u1', 1), held('u2'))), refusal('full', 'Participation limit exceeded'))
})

t.test('a player cannot hold two seats in one contest, paid or not', async t => {
  spec.given([created, held('u1')]).when(hold('u1')).thenRefuses(ContestRefused, 'alreadyJoined')
  spec.given([created, held('u1'), joined('u1', 1)]).when(hold('u1')).thenRefuses(ContestRefused, 'alreadyJoined')
})

t.test('joining is open until the end time and closed after it, after the end event and after a cancel', async t => {
  t.same(decide(hold('u1', { at: '2026-03-01T11:00:00.000Z' }), given(created, { type: 'ContestStarted', data: { contestId: 'k1', at: terms.startAt } })).length, 1, 'a live contest can still be joined')
  spec.given([created]).when(hold('u1', { at: terms.endAt })).thenRefuses(ContestRefused, 'closed')
  spec.given([created, { type: 'ContestEnded', data: { contestId: 'k1', at: terms.endAt } }]).when(hold('u1')).thenRefuses(ContestRefused, 'closed')
  spec.given([created, { type: 'ContestCancelled', data: { contestId: 'k1', reason: 'x', cancelledBy: 'admin:a' } }]).when(hold('u1')).thenRefuses(ContestRefused, 'cancelled')
  spec.given([]).when(hold('u1')).thenRefuses(ContestRefused, 'notFound')
})

t.test('a player under 18 is refused', async t => {
  refused(t, () => decide(hold('u1', { facts: { age: 17, state: 'Rajasthan' } }), given(created)), refusal('underAge', 'You must be at least 18 years old to participate'))
})

t.test('given a paid contest, when a player who declared nothing holds a seat, then they are asked for the declaration and no seat is held', async t => {
  refused(t, () => decide(hold('u1', { facts: { age: undefined, state: undefined } }), given(created)), {
    reason: 'declarationRequired',
    message: 'Please enter your date of birth and state of residence to join a paid contest',
    fields: { dob: 'Please enter your date of birth', state: 'Please select your state of residence' },
  })
  refused(t, () => decide(hold('u1', { facts: { age: 30, state: ' ' } }), given(created)), { reason: 'declarationRequired', fields: { state: 'Please select your state of residence' } })
})

t.test('given a free contest, when a player who declared nothing holds a seat, then the seat is held', async t => {
  const free = given({ type: 'ContestCreated', data: { ...created.data, entryFee: '0.00' } } as ContestEvent)
  t.match(decide(hold('u1', { facts: { age: undefined, state: undefined } }), free), [{ type: 'SeatHeld', data: { userId: 'u1', entryFee: '0.00' } }])
})

t.test('residents of an excluded state are refused paid contests with a message naming the state', async t => {
  for (const state of DEFAULT_EXCLUDED_STATES) {
    refused(t, () => decide(hold('u1', { facts: { age: 30, state } }), given(created)), refusal('excludedState', `Residents of ${state} cannot participate in paid contests`))
  }
  refused(t, () => decide(hold('u1', { facts: { age: 30, state: ' orissa ' } }), given(created)), refusal('excludedState'), 'a former name counts too')
})

t.test('the excluded list is the one on the command, not a hard-coded one', async t => {
  t.same(decide(hold('u1', { facts: { age: 30, state: 'Assam' }, excludedStates: ['Goa'] }), given(created)).length, 1)
  spec.given([created]).when(hold('u1', { facts: { age: 30, state: 'Goa' }, excludedStates: ['Goa'] })).thenRefuses(ContestRefused, 'excludedState')
})

t.test('a free contest is open to residents of every state', async t => {
  const free = given({ type: 'ContestCreated', data: { ...created.data, entryFee: '0.00' } } as ContestEvent)
  t.same(decide(hold('u1', { facts: { age: 30, state: 'Tamil Nadu' } }), free).length, 1)
})

t.test('a contest starts at its start time and ends at its end time, once each', async t => {
  t.same(decide({ type: 'StartContest', at: '2026-03-01T10:29:59.000Z' }, given(created)), [])
  const started = decide({ type: 'StartContest', at: terms.startAt }, given(created))
  t.same(started, [{ type: 'ContestStarted', data: { contestId: 'k1', at: terms.startAt } }])
  t.same(decide({ type: 'StartContest', at: terms.startAt }, given(created, ...started)), [])
  t.same(decide(endAt('2026-03-01T11:00:00.000Z'), given(created, ...started)), [])
  const ended = decide(endAt(terms.endAt), given(created, ...started))
  t.same(ended.map(e => e.type), ['ContestEnded'])
  t.same(decide(endAt(terms.endAt), given(created, ...started, ...ended)), [])
})

t.test('a contest whose whole window passed unseen still starts before it ends', async t => {
  t.same(decide(endAt('2026-03-01T12:00:00.000Z'), given(created)).map(e => e.type), ['ContestStarted', 'ContestEnded'])
})

t.test('the end records the final price of each pair, and names the pairs it ended without', async t => {
  const started = given(created, { type: 'ContestStarted', data: { contestId: 'k1', at: terms.startAt } })
  t.same(decide(endAt(terms.endAt, { BTCUSDT: '60608.00' }), started), [{ type: 'ContestEnded', data: { contestId: 'k1', at: terms.endAt, finalPrices: { BTCUSDT: '60608.00' } } }])
  t.same(decide(endAt('2026-03-01T11:36:00.000Z', {}, ['BTCUSDT']), started),
    [{ type: 'ContestEnded', data: { contestId: 'k1', at: '2026-03-01T11:36:00.000Z', finalPrices: {}, unpricedPairs: ['BTCUSDT'] } }])
})

t.test('a cancelled contest refunds each player once, and a settled one cannot be cancelled', async t => {
  const cancelled: ContestEvent = { type: 'ContestCancelled', data: { contestId: 'k1', reason: 'x', cancelledBy: 'admin:a' } }
  t.same(decide({ type: 'CancelContest', by: 'admin:a', reason: 'x' }, given(created, held('u1'), joined('u1', 1))), [cancelled])
  t.same(decide({ type: 'CancelContest', by: 'admin:a', reason: 'x' }, given(created, cancelled)), [], 'cancelling twice changes nothing')
  const refund: ContestCommand = { type: 'RecordRefund', userId: 'u1', split }
  const refunded = decide(refund, given(created, held('u1'), joined('u1', 1), cancelled))
  t.same(refunded, [{ type: 'PlayerRefunded', data: { contestId: 'k1', userId: 'u1', split } }])
  t.same(decide(refund, given(created, held('u1'), joined('u1', 1), cancelled, ...refunded)), [])
  const settled: ContestEvent = { type: 'ContestSettled', data: { contestId: 'k1', results: [], undistributed: '1000.00' } }
  const ended: ContestEvent = { type: 'ContestEnded', data: { contestId: 'k1', at: terms.endAt } }
  spec.given([created, ended, settled]).when({ type: 'CancelContest', by: 'admin:a', reason: 'x' }).thenRefuses(ContestRefused, 'settled')
})

t.test('settling waits for the end and for open payments, and records each prize once', async t => {
  const ended: ContestEvent = { type: 'ContestEnded', data: { contestId: 'k1', at: terms.endAt } }
  const results = [{ userId: 'u1', rank: 1, portfolioValue: '11000', gainPercent: '10', orderCount: 5, filledTrades: 2, prize: '500.00' }]
  t.throws(() => decide({ type: 'Settle', results, undistributed: '500.00' }, given(created)))
  t.throws(() => decide({ type: 'Settle', results, undistributed: '500.00' }, given(created, held('u2'), ended)))
  const settled = decide({ type: 'Settle', results, undistributed: '500.00' }, given(created, ended))
  t.same(settled.map(e => e.type), ['ContestSettled'])
  const award: ContestCommand = { type: 'AwardPrize', userId: 'u1', rank: 1, amount: '500.00' }
  const awarded = decide(award, given(created, ended, ...settled))
  t.same(awarded, [{ type: 'PrizeAwarded', data: { contestId: 'k1', userId: 'u1', rank: 1, amount: '500.00' } }])
  t.same(decide(award, given(created, ended, ...settled, ...awarded)), [])
})

t.test('once anyone has joined, the fee and the fund are locked and seats cannot drop below the players', async t => {
  const edit = (change: object): ContestCommand => ({ type: 'UpdateContest', contestId: 'k1', terms: { ...terms, ...change }, by: 'admin:a' })
  t.same(decide(edit({ entryFee: '50.00' }), given(created)).map(e => e.type), ['ContestUpdated'])
  const state = given(created, held('u1'), joined('u1', 1), held('u2'))
  refused(t, () => decide(edit({ entryFee: '50.00' }), state), { reason: 'termsLocked', fields: { entryFee: 'Entry fee cannot change once players have joined' } })
  refused(t, () => decide(edit({ virtualFund: '5000' }), state), { fields: { virtualFund: 'Virtual fund cannot change once players have joined' } })
  refused(t, () => decide(edit({ maxParticipants: 1 }), state), { fields: { max_particepate: String } })
  t.same(decide(edit({ contestName: 'Renamed', entryFee: '100' }), state).map(e => e.type), ['ContestUpdated'], '100 and 100.00 are the same fee')
  spec.given([created, { type: 'ContestStarted', data: { contestId: 'k1', at: terms.startAt } }]).when(edit({})).thenRefuses(ContestRefused, 'notEditable')
})
