import t from 'tap'
import { ApiError } from '../src/app/api'
import { joinCodeSubmitted, myPrivateRequested, privateCreateRequested, type PrivateFields } from '../src/features/contest/privateSlice'
import { selectPrivate } from '../src/features/contest/slice'
import { settle } from './authHarness'
import { contest, contestSetup } from './contestFixtures'

const CODE = 'ABCD2345EF'
const privateContest = contest({ _id: 'p-1', contest_id: 'p-1', contestName: 'Friends Cup', private: true, joinCode: CODE })
const fields: PrivateFields = {
  contestName: 'Friends Cup', startTime: '2026-03-01T16:30', endTime: '2026-03-01T17:30', entryFee: '10', virtualFund: '10000', levels: '20',
  max_particepate: '4', pairs: 'BTCUSDT',
}

t.test('a redeemed code opens the contest detail; a refused one shows the server text', async t => {
  const { store, api, navigations } = contestSetup(call => {
    if (call.path !== 'private-contest/join-code') throw new ApiError('Not Found', 404)
    if ((call.body as { joinCode: string }).joinCode === CODE) return { status: true, data: privateContest }
    throw new ApiError('Contest not found', 404)
  })
  store.dispatch(joinCodeSubmitted(CODE))
  await settle()
  t.same(navigations, ['/trading-contest/p-1'], 'the detail page of the contest the code opens')
  t.match(api.calls.find(c => c.path === 'private-contest/join-code'), { body: { joinCode: CODE } })
  store.dispatch(joinCodeSubmitted('WRONG'))
  await settle()
  t.same(selectPrivate(store.getState()).redeem, { status: 'failed', message: 'Contest not found' })
  t.same(navigations, ['/trading-contest/p-1'], 'no navigation on a wrong code')
})

t.test('creating: the new contest joins the creator\'s list; field errors come back under their fields', async t => {
  let refuse = true
  const { store } = contestSetup(call => {
    if (call.path === 'private-contests') return { status: true, data: [] }
    if (call.path !== 'private-contest-add') throw new ApiError('Not Found', 404)
    if (refuse) throw new ApiError('Seats must be between 2 and 50', 400, { max_particepate: 'Seats must be between 2 and 50' })
    return { status: true, data: privateContest }
  })
  store.dispatch(myPrivateRequested())
  store.dispatch(privateCreateRequested(fields))
  await settle()
  t.match(selectPrivate(store.getState()).create, { status: 'failed', errors: { max_particepate: 'Seats must be between 2 and 50' } })
  refuse = false
  store.dispatch(privateCreateRequested(fields))
  await settle()
  t.match(selectPrivate(store.getState()), { create: { status: 'done' }, mine: [{ _id: 'p-1', joinCode: CODE }] })
})
