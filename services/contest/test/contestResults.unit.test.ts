import t from 'tap'
import { originating, type RecordedEvent } from '@arena/contracts'
import { contestResultsOf, type ContestEvent } from '../src/index'
import { created, playerJoined } from './contestEvents'

/** The events of contest k1's stream as the store records them, versions from 1. */
const recorded = (...events: ContestEvent[]): RecordedEvent[] =>
  events.map((event, i) => ({ ...event, id: `e${i + 1}`, stream: 'contest-k1', version: i + 1, position: i + 1, metadata: originating('system:contest', '2026-03-01T11:30:00.000Z') }) as RecordedEvent)

const result = (userId: string, rank: number, portfolioValue: string, orderCount = 5, filledTrades = 1) => ({ userId, rank, portfolioValue, gainPercent: '0', orderCount, filledTrades, prize: '0.00' })
const settled = (...results: ReturnType<typeof result>[]): ContestEvent => ({ type: 'ContestSettled', data: { contestId: 'k1', results, undistributed: '0.00' } })

t.test("a settled contest's results, each with the fund its player's account opened with", async t => {
  const updated: ContestEvent = { type: 'ContestUpdated', data: { ...created().data, updatedBy: 'admin:a', virtualFund: '20000', levels: '300,200' } } as ContestEvent
  const stream = recorded(
    created(),
    playerJoined('early'),
    updated,
    { ...playerJoined('late'), data: { ...playerJoined('late').data, virtualFund: '20000' } } as ContestEvent,
    // A join delivered twice keeps the first fund, as matching opens the account once.
    { ...playerJoined('early'), data: { ...playerJoined('early').data, virtualFund: '20000' } } as ContestEvent,
    settled(result('late', 1, '21000.00000000', 7, 3), result('early', 2, '9000.00000000', 5, 1), result('ghost', 3, '20000.00000000', 0, 0)),
  )
  t.same(contestResultsOf('k1', stream), {
    contestId: 'k1',
    levels: '300,200',
    invited: null,
    results: [
      { userId: 'late', virtualFund: '20000', portfolioValue: '21000.00000000', orderCount: 7, filledTrades: 3 },
      { userId: 'early', virtualFund: '10000', portfolioValue: '9000.00000000', orderCount: 5, filledTrades: 1 },
      { userId: 'ghost', virtualFund: '20000', portfolioValue: '20000.00000000', orderCount: 0, filledTrades: 0 },
    ],
  }, 'a result without a join takes the contest fund; the levels are the latest terms')
})

t.test('a private contest names its creator and those who redeemed its code; an unsettled contest has no results', async t => {
  const redeemed = (userId: string): ContestEvent => ({ type: 'InviteCodeRedeemed', data: { contestId: 'k1', userId } })
  const stream = recorded(created({ createdBy: 'host', joinCode: 'FRIENDS2026' }), redeemed('ivy'), playerJoined('ivy'), redeemed('lou'))
  t.equal(contestResultsOf('k1', stream), undefined, 'not settled yet')
  t.same(contestResultsOf('k1', [...stream, ...recorded(settled(result('ivy', 1, '10000.00000000')))].map((e, i) => ({ ...e, version: i + 1 })))?.invited, ['host', 'ivy', 'lou'])
  t.same(contestResultsOf('k1', recorded(created(), settled()))?.invited, null, 'a public contest')
})
