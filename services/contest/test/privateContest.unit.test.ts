import t, { type Test } from 'tap'
import { DEFAULT_EXCLUDED_STATES } from '@arena/domain'
import { ContestRefused, decide, fold, maySee, type ContestCommand, type ContestEvent } from '../src/index'
import { ContestsView } from '../src/readModel/contestsView'
import { globalLeaderboard } from '../src/viewing/leaderboardRows'

const terms = {
  contestName: 'Friends Cup', contestLogo: null, startAt: '2026-03-01T10:30:00.000Z', endAt: '2026-03-01T11:30:00.000Z', entryFee: '100.00',
  winningAmount: '300.00', virtualFund: '10000', maxParticipants: 5, levels: '200,100', pairs: ['BTCUSDT'], description: '',
}
const CODE = 'ABCD2345EF'
const created: ContestEvent = { type: 'ContestCreated', data: { contestId: 'p1', createdBy: 'creator', joinCode: CODE, ...terms } }
const ticked = { cash: true, winning: false, reward: false }
const hold = (userId: string, joinCode?: string): ContestCommand => ({
  type: 'HoldSeat', holdId: `h-${userId}`, userId, name: userId, ticked, at: '2026-03-01T10:00:00.000Z',
  facts: { age: 30, state: 'Rajasthan' }, excludedStates: DEFAULT_EXCLUDED_STATES, ...(joinCode ? { joinCode } : {}),
})
const redeem = (userId: string, code: string): ContestCommand => ({ type: 'RedeemCode', userId, code })
const redeemed = (userId: string): ContestEvent => ({ type: 'InviteCodeRedeemed', data: { contestId: 'p1', userId } })

function notFound(t: Test, work: () => unknown, what: string): void {
  try {
    work()
    t.fail(`${what}: should be refused`)
  } catch (error) {
    t.type(error, ContestRefused)
    t.match(error, { reason: 'notFound', message: 'Contest not found' }, `${what}: answers like an unknown contest`)
  }
}

t.test('the join code is recorded on creation and only there', async t => {
  const [event] = decide({ type: 'CreateContest', contestId: 'p1', terms, by: 'creator', joinCode: CODE }, fold([]))
  t.same(event, created)
  const [plain] = decide({ type: 'CreateContest', contestId: 'k1', terms, by: 'admin:a' }, fold([]))
  t.notOk('joinCode' in plain!.data, 'a public contest carries no code')
  const updated: ContestEvent = { type: 'ContestUpdated', data: { contestId: 'p1', updatedBy: 'admin:a', ...terms, contestName: 'Renamed' } }
  t.equal(fold([created, updated]).joinCode, CODE, 'an edit keeps the code')
})

t.test('a private contest is seen by its creator, invitees, players and admins only', async t => {
  const state = fold([created])
  t.ok(maySee(state, 'creator'))
  t.notOk(maySee(state, 'stranger'))
  t.notOk(maySee(state, undefined), 'nobody in particular (a push to all) never sees it')
  t.ok(maySee(state, 'stranger', true), 'admins see every contest')
  t.ok(maySee(fold([created, redeemed('friend')]), 'friend'))
  t.ok(maySee(fold([{ ...created, data: { ...created.data, joinCode: undefined } }]), undefined), 'a public contest is seen by all')
})

t.test('redeeming: the right code invites once; a wrong one answers like an unknown contest', async t => {
  t.same(decide(redeem('friend', CODE), fold([created])), [redeemed('friend')])
  t.same(decide(redeem('friend', CODE), fold([created, redeemed('friend')])), [], 'redeeming again writes nothing')
  t.same(decide(redeem('creator', CODE), fold([created])), [], 'the creator needs no invitation')
  notFound(t, () => decide(redeem('friend', 'ABCD2345EG'), fold([created])), 'a wrong code')
  notFound(t, () => decide(redeem('friend', CODE), fold([])), 'an unknown contest')
  const { joinCode: _, ...publicData } = created.data
  notFound(t, () => decide(redeem('friend', CODE), fold([{ type: 'ContestCreated', data: publicData }])), 'a public contest has no code to redeem')
})

t.test('joining a private contest needs the code or an invitation; the usual rules follow', async t => {
  notFound(t, () => decide(hold('stranger'), fold([created])), 'joining without the code')
  notFound(t, () => decide(hold('stranger', 'WRONG2345X'), fold([created])), 'joining with a wrong code')
  t.match(decide(hold('friend', CODE), fold([created])), [{ type: 'SeatHeld', data: { userId: 'friend', entryFee: '100.00' } }], 'with the code')
  t.match(decide(hold('friend'), fold([created, redeemed('friend')])), [{ type: 'SeatHeld' }], 'after redeeming')
  t.match(decide(hold('creator'), fold([created])), [{ type: 'SeatHeld' }], 'the creator')
  try {
    decide({ ...hold('friend', CODE), facts: { age: undefined, state: undefined } } as ContestCommand, fold([created]))
    t.fail('a paid private contest still needs the declaration')
  } catch (error) {
    t.match(error, { reason: 'declarationRequired' }, 'the declaration gate applies to paid private contests')
  }
})

t.test('Play Now on a private contest one may not see answers like an unknown contest', async t => {
  notFound(t, () => decide({ type: 'StartPlaying', userId: 'stranger' }, fold([created])), 'a stranger')
  try {
    decide({ type: 'StartPlaying', userId: 'friend' }, fold([created, redeemed('friend')]))
    t.fail('an invitee who has not joined cannot play')
  } catch (error) {
    t.match(error, { reason: 'notPlayer' })
  }
})

t.test('the global leaderboard counts public contests only, not private or system practice ones', async t => {
  const view = new ContestsView()
  let position = 0
  const apply = (contestId: string, event: ContestEvent) =>
    view.apply({ id: `e${++position}`, stream: `contest-${contestId}`, version: position, position, type: event.type, data: event.data, metadata: { actor: 't', correlationId: 'c', causationId: null, at: terms.startAt } } as never)
  const result = (userId: string) => ({ userId, rank: 1, portfolioValue: '11000', gainPercent: '10', orderCount: 5, filledTrades: 2, prize: '200.00' })
  const contests = [['pub', undefined, 'public-player', 'admin:a'], ['p1', CODE, 'private-player', 'admin:a'], ['demo', undefined, 'Demo trader 1', 'system:demo']] as const
  for (const [contestId, joinCode, userId, createdBy] of contests) {
    apply(contestId, { type: 'ContestCreated', data: { contestId, createdBy, ...(joinCode ? { joinCode } : {}), ...terms } })
    apply(contestId, { type: 'ContestStarted', data: { contestId, at: terms.startAt } })
    apply(contestId, { type: 'ContestEnded', data: { contestId, at: terms.endAt } })
    apply(contestId, { type: 'ContestSettled', data: { contestId, results: [result(userId)], undistributed: '100.00' } })
  }
  t.same(globalLeaderboard(view).map(row => row.user_id), ['public-player'])
})
