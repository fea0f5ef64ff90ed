import t from 'tap'
import type { ReplayTimeline } from '@arena/domain'
import { ApiError } from '../src/app/api'
import { memoryStorage } from '../src/app/deps'
import { makeStore } from '../src/app/store'
import { frameAt, matchesSettlement, replayStops, type ReplayDto } from '../src/features/replay/model'
import { replayClosed, replayOpened, selectReplay } from '../src/features/replay/slice'
import { fakeApi, settle } from './authHarness'

const T = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute)).toISOString()

const timeline: ReplayTimeline = {
  virtualFund: '1000',
  startAt: T(0),
  endAt: T(10),
  players: [{ key: 'p1', name: 'Asha' }, { key: 'p2', name: 'Bala' }],
  moments: [
    { kind: 'join', at: T(-5), player: 'p1' },
    { kind: 'join', at: T(-4), player: 'p2' },
    ...[1, 2, 3, 4, 5].map(n => ({ kind: 'order' as const, at: T(0), player: 'p1', orderId: `o${n}`, symbol: 'BTCUSDT', side: 'Buy' as const, price: '100', amount: '1' })),
    { kind: 'fill', at: T(2), player: 'p1', orderId: 'o1', symbol: 'BTCUSDT', side: 'Buy', price: '100', amount: '1', total: '100' },
    { kind: 'end', at: T(10), prices: { BTCUSDT: '150' } },
  ],
}

const dto = (settled: ReplayDto['settled']): ReplayDto => ({ contestId: 'c-1', contestName: 'Cup', levels: '100', phase: 'settled', naming: 'names', you: 'p1', timeline, settled })

t.test('the slider stops at the joins, the start, each change and the end, in order', async t => {
  t.same(replayStops(timeline).map(ms => new Date(ms).toISOString()), [T(-5), T(-4), T(0), T(2), T(10)])
  t.same(frameAt(timeline, replayStops(timeline)[0]!).rows.map(r => r.key), ['p1'], 'the first stop: only the first join')
})

t.test('the final frame is checked against the settled ranks, key by key', async t => {
  const last = frameAt(timeline, Date.parse(T(10)))
  t.same(last.rows.map(r => [r.key, r.rank, r.value]), [['p1', 1, '1050.00000000'], ['p2', 2, '1000.00000000']])
  const row = (key: string, rank: number) => ({ key, rank, portfolioValue: '0', gainPercent: '0', orderCount: 0, prize: '0.00' })
  t.equal(matchesSettlement(dto([row('p1', 1), row('p2', 2)]), last), true)
  t.equal(matchesSettlement(dto([row('p1', 2), row('p2', 1)]), last), false, 'a different rank is a mismatch')
  t.equal(matchesSettlement(dto([row('p1', 1)]), last), false, 'a missing player is a mismatch')
  t.equal(matchesSettlement(dto(null), last), null, 'nothing to compare before settlement')
})

t.test('opening the replay loads it; a refusal shows its message; leaving forgets it', async t => {
  let refuse = false
  const api = fakeApi(() => {
    if (refuse) throw new ApiError('The replay opens once the contest has ended', 409)
    return { status: true, data: dto(null) }
  })
  const store = makeStore(undefined, { api, storage: memoryStorage() })
  store.dispatch(replayOpened('c-1'))
  t.equal(selectReplay(store.getState()).status, 'loading')
  await settle()
  t.same(api.calls.map(c => [c.method, c.path]), [['get', 'contests/c-1/replay']])
  t.match(selectReplay(store.getState()), { status: 'loaded', data: { contestId: 'c-1' } })
  refuse = true
  store.dispatch(replayOpened('c-1'))
  await settle()
  t.match(selectReplay(store.getState()), { status: 'failed', error: 'The replay opens once the contest has ended', data: null })
  store.dispatch(replayClosed())
  t.match(selectReplay(store.getState()), { status: 'idle', id: null })
})
