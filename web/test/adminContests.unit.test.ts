import t from 'tap'
import { ApiError } from '../src/app/api'
import { stashFile } from '../src/app/fileStash'
import { contestFormErrors, contestFormValues, emptyContestForm } from '../src/features/admin/contests/contestForm'
import {
  adminContestsRequested,
  contestCancelRequested,
  contestFormOpened,
  contestInspectRequested,
  contestSaveRequested,
  selectAdminContests,
} from '../src/features/admin/contests/slice'
import { settle } from './authHarness'
import { contest, contestSetup } from './contestFixtures'

const filled = { ...emptyContestForm, contestName: 'Morning Sprint', startTime: '2026-03-01T16:00', endTime: '2026-03-01T17:00', entryFee: '100', virtualFund: '10000', max_particepate: '100' }
const png = { size: 2000, header: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]) }

t.test('the form checks with the shared rule, keyed by the names the server reads', async t => {
  t.same(Object.keys(contestFormErrors(emptyContestForm, undefined, true)).sort(), [
    'contestLogo', 'contestName', 'endTime', 'entryFee', 'max_particepate', 'startTime', 'virtualFund',
  ])
  t.same(contestFormErrors(filled, png, true), {}, 'a complete form passes')
  t.same(contestFormErrors(filled, undefined, false), {}, 'an update keeps the old logo')
  t.match(contestFormErrors({ ...filled, endTime: '2026-03-01T15:00' }, png, true), { endTime: 'End time must be after start time' })
  t.match(contestFormErrors({ ...filled, max_particepate: '0', levels: '500,x' }, png, true), {
    max_particepate: 'Max participants must be a whole number greater than 0',
    levels: 'Prize levels must be comma-separated amounts, e.g. 500,300,200',
  })
  t.match(contestFormErrors({ ...filled, winningAmount: '1000', levels: '100' }, png, true), { winningAmount: 'Prize pool must equal the sum of the prize levels' }, 'the form shows a pool its levels cannot pay')
  t.same(contestFormErrors({ ...filled, winningAmount: '1000', levels: '500,500' }, png, true), {})
  t.equal(contestFormValues(contest()).startTime, '2026-03-01T16:00', 'an edit starts from the India time the contest shows')
})

t.test('adding sends the fields and the logo as multipart, then reloads the list', async t => {
  const { store, api, toasts, callsTo } = contestSetup(call => {
    if (call.path === 'contest-add') return { status: true, message: 'Contest added successfully' }
    return { status: true, data: [contest()] }
  })
  store.dispatch(contestFormOpened(null))
  const logo = new File([new Uint8Array(png.header)], 'logo.png', { type: 'image/png' })
  store.dispatch(contestSaveRequested({ fields: { ...filled }, logoId: stashFile(logo) }))
  t.equal(selectAdminContests(store.getState()).form.sending, true)
  await settle()
  const sent = api.calls.find(call => call.path === 'contest-add')!.body as FormData
  t.equal(sent.get('contestName'), 'Morning Sprint')
  t.equal((sent.get('contestLogo') as File).name, 'logo.png')
  t.equal(sent.get('_id'), null, 'an add has no id')
  t.same(toasts(), [['success', 'Contest added successfully']])
  t.equal(selectAdminContests(store.getState()).form.mode, null, 'the form closed')
  t.equal(callsTo('contests?type=live').length, 1, 'the list reloaded')
})

t.test('the server field errors land under the fields and the form stays open', async t => {
  const { store, toasts } = contestSetup(() => {
    throw new ApiError('Please add at least one pair, e.g. BTCUSDT', 400, { pairs: 'Please add at least one pair, e.g. BTCUSDT' })
  })
  store.dispatch(contestFormOpened(contest({ contestType: 'Upcomming', contestStatus: 'Upcoming' })))
  store.dispatch(contestSaveRequested({ fields: { ...filled, pairs: '' }, logoId: null }))
  await settle()
  t.match(selectAdminContests(store.getState()).form, { mode: 'edit', sending: false, errors: { pairs: 'Please add at least one pair, e.g. BTCUSDT' } })
  t.same(toasts(), [['error', 'Please add at least one pair, e.g. BTCUSDT']])
})

t.test('an update goes to contest-update with the id', async t => {
  const { store, api } = contestSetup(() => ({ status: true, data: [] }))
  store.dispatch(contestFormOpened(contest({ _id: 'c-9', contest_id: 'c-9' })))
  store.dispatch(contestSaveRequested({ fields: { ...filled }, logoId: null }))
  await settle()
  const sent = api.calls.find(call => call.path === 'contest-update')!.body as FormData
  t.equal(sent.get('_id'), 'c-9')
  t.equal(sent.get('contestLogo'), null, 'no logo chosen: the old one stays')
})

t.test('cancelling calls contest-delete, says so and reloads; inspecting reads the results', async t => {
  const rows = [{ rank: 1, user_id: 'u-1', name: 'Asha', per: '12.50', percent: '12.50', portfoliovalue: '11250.000', bid_count: 6, order_count: 6, contest_virtualFund: '10000', winner_amount: '500.00' }]
  const { store, api, toasts, callsTo } = contestSetup(call => {
    if (call.path === 'contest-delete') return { status: true, message: 'Contest deleted successfully' }
    if (call.path === 'leaderboard-data') return { status: true, data: rows }
    return { status: true, data: [contest()] }
  })
  store.dispatch(adminContestsRequested())
  await settle()
  t.equal(selectAdminContests(store.getState()).items.length, 3, 'the upcoming, live and past lists together')
  store.dispatch(contestCancelRequested('c-1'))
  t.same(selectAdminContests(store.getState()).cancelling, { 'c-1': true })
  await settle()
  t.same(api.calls.find(call => call.path === 'contest-delete')?.body, { _id: 'c-1' })
  t.same(toasts(), [['success', 'Contest deleted successfully']])
  t.same(selectAdminContests(store.getState()).cancelling, {})
  t.equal(callsTo('contests?type=past').length, 2)
  store.dispatch(contestInspectRequested(contest()))
  await settle()
  t.match(selectAdminContests(store.getState()).inspect, { status: 'loaded', rows })
})
