import t from 'tap'
import { detailClosed, detailOpened } from '../src/features/contest/detailSlice'
import { listRequested } from '../src/features/contest/listsSlice'
import { selectContestList, selectDetail, selectTotals } from '../src/features/contest/slice'
import { clockStarted } from '../src/features/contest/clockSlice'
import { settle } from './authHarness'
import { contest, contestSetup, SERVER_NOW } from './contestFixtures'

t.test('a pushed public list keeps what this player knows of a contest they joined', async t => {
  const { store } = contestSetup(() => ({ status: true, data: [contest({ currentStatus: 'ACTIVE', playNow: 'yes' })] }))
  store.dispatch(listRequested('live'))
  await settle()
  // Public pushes carry everyone's defaults: INACTIVE and playNow no.
  store.dispatch({ type: 'realtime/liveContest', payload: [contest({ numOfParticipation: 4 }), contest({ contest_id: 'c-2' }), { junk: true }] })
  const items = selectContestList(store.getState(), 'live').items
  t.same(
    items.map(item => [item.contest_id, item.currentStatus, item.playNow, item.numOfParticipation]),
    [['c-1', 'ACTIVE', 'yes', 4], ['c-2', 'INACTIVE', 'no', 3]],
  )
  store.dispatch({ type: 'realtime/myContestList', payload: [contest({ currentStatus: 'ACTIVE' })] })
  t.equal(selectContestList(store.getState(), 'my').items.length, 1, "the player's own list is taken as sent")
})

t.test('the past table follows the pastContestData push (the spec listen name)', async t => {
  const { store } = contestSetup(() => ({ status: true, data: [] }))
  store.dispatch({ type: 'realtime/pastContestData', payload: [contest({ contest_id: 'c-9', contestType: 'Past' })] })
  t.same(selectContestList(store.getState(), 'past').items.map(item => item.contest_id), ['c-9'])
})

t.test('the counts follow the dashboardTotalContest push; a malformed one changes nothing', async t => {
  const { store } = contestSetup(() => ({ status: true }))
  store.dispatch({ type: 'realtime/dashboardTotalContest', payload: { liveTotal: 2, upcomingtotal: 5, pastTotal: 9 } })
  t.same(selectTotals(store.getState()).data, { liveTotal: 2, upcomingtotal: 5, pastTotal: 9 })
  store.dispatch({ type: 'realtime/dashboardTotalContest', payload: { liveTotal: 'x' } })
  t.same(selectTotals(store.getState()).data, { liveTotal: 2, upcomingtotal: 5, pastTotal: 9 })
})

t.test('leaving the page during Time Out cancels the move to /dashboard', async t => {
  const ends = new Date(SERVER_NOW).toISOString()
  const { store, sleeper, navigations } = contestSetup(() => ({ status: true, data: { item: contest({ endAt: ends }), pair: [] } }))
  store.dispatch(detailOpened('c-1'))
  store.dispatch(clockStarted())
  await settle()
  t.equal(selectDetail(store.getState()).timedOut, true)
  store.dispatch(detailClosed())
  await settle()
  sleeper.release(3000)
  await settle()
  t.same(navigations, [], 'the 3 s passing later moves nobody')
})
