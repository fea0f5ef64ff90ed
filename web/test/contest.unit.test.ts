import t from 'tap'
import { ApiError } from '../src/app/api'
import { clockStarted } from '../src/features/contest/clockSlice'
import { detailOpened } from '../src/features/contest/detailSlice'
import { feePreview, REWARD_NOTE } from '../src/features/contest/feePreview'
import { countdownParts } from '../src/features/contest/format'
import { listRequested } from '../src/features/contest/listsSlice'
import { cardAction, countdownOf, type Place } from '../src/features/contest/model'
import { declarationEdited, participateOpened, participateRequested, playNowRequested, walletTicked } from '../src/features/contest/participateSlice'
import { selectContestList, selectDetail, selectParticipate, selectServerNow } from '../src/features/contest/slice'
import { settle, tokenFor } from './authHarness'
import { tokenReceived } from '../src/features/session/slice'
import { resultText } from '../src/features/contest/result'
import { RESULT_REDIRECT_MS } from '../src/features/contest/resultSagas'
import type { ContestDto } from '../src/features/contest/model'
import { contest, contestSetup, SERVER_NOW } from './contestFixtures'

const lists = { live: [contest()], upcoming: [contest({ contest_id: 'c-2', contestType: 'Upcomming' })], past: [], my: [] }
const listAnswer = (call: { path: string }) => {
  const type = /type=(\w+)/.exec(call.path)?.[1] as keyof typeof lists | undefined
  if (type) return { status: true, data: lists[type] }
  throw new ApiError('Not Found', 404)
}

t.test('the card button follows spec section 4 for every status, playNow, seats and list', async t => {
  // Each place and what it shows: joined (playing / not playing) and not joined (seats left / full).
  const table: [Place, 'Live' | 'Upcomming' | 'Past', [string, string], [string, string]][] = [
    ['live', 'Live', ['Going On', 'Play Now'], ['Participate Now', 'Participation limit exceeded']],
    ['upcoming', 'Upcomming', ['Already Participated', 'Already Participated'], ['Participate Now', 'Participation limit exceeded']],
    ['my', 'Live', ['Already Participated', 'Already Participated'], ['none', 'none']],
    ['my', 'Upcomming', ['Already Participated', 'Already Participated'], ['none', 'none']],
    ['past', 'Past', ['none', 'none'], ['none', 'none']],
    ['detail', 'Live', ['Going On', 'Play Now'], ['Participate Now', 'Participation limit exceeded']],
    ['detail', 'Upcomming', ['Already Participated', 'Already Participated'], ['Participate Now', 'Participation limit exceeded']],
    ['detail', 'Past', ['none', 'none'], ['none', 'none']],
  ]
  const label = (action: ReturnType<typeof cardAction>) => ('label' in action ? action.label : 'none')
  for (const [place, contestType, joined, open] of table) {
    for (const playNow of ['yes', 'no', ['yes'], ['no']] as const) {
      const playing = playNow === 'yes' || (Array.isArray(playNow) && playNow[0] === 'yes')
      for (const full of [false, true]) {
        const seats = { numOfParticipation: full ? 100 : 99, max_particepate: 100 }
        const base = { contestType, playNow: playNow as 'yes' | 'no', ...seats }
        const where = `${place}/${contestType} playNow=${JSON.stringify(playNow)} full=${full}`
        t.equal(label(cardAction(contest({ ...base, currentStatus: 'ACTIVE' }), place)), joined[playing ? 0 : 1], `joined, ${where}`)
        t.equal(label(cardAction(contest({ ...base, currentStatus: 'INACTIVE' }), place)), open[full ? 1 : 0], `not joined, ${where}`)
      }
    }
  }
})

t.test('a loaded list shows the button of its own list', async t => {
  const { store } = contestSetup(() => ({ status: true, data: [contest({ currentStatus: 'ACTIVE', contestType: 'Upcomming' })] }))
  store.dispatch(listRequested('upcoming'))
  await settle()
  const [item] = selectContestList(store.getState(), 'upcoming').items
  t.match(cardAction(item!, 'upcoming'), { label: 'Already Participated' })
  t.match(cardAction(item!, 'live'), { label: 'Play Now' })
})

t.test('countdowns count to the server time, offset from /api/server-time, every second', async t => {
  const { store, step, callsTo } = contestSetup(listAnswer, 7000)
  store.dispatch(clockStarted())
  await settle()
  t.equal(callsTo('server-time').length, 1)
  t.equal(selectServerNow(store.getState()), SERVER_NOW, 'the local clock plus the measured offset')
  const live = countdownOf(contest())!
  t.same(countdownParts(live.target, selectServerNow(store.getState())!), { days: 0, hours: 1, minutes: 0, seconds: 0, over: false })
  await step()
  t.same(countdownParts(live.target, selectServerNow(store.getState())!), { days: 0, hours: 0, minutes: 59, seconds: 59, over: false })
  t.same(countdownParts(Date.parse('2026-03-03T12:34:56Z'), SERVER_NOW), { days: 2, hours: 2, minutes: 4, seconds: 56, over: false })
  t.same(countdownParts(SERVER_NOW - 1, SERVER_NOW), { days: 0, hours: 0, minutes: 0, seconds: 0, over: true })
  store.dispatch({ type: 'realtime/serverTime', payload: { serverTime: new Date(SERVER_NOW + 60_000).toISOString() } })
  t.equal(selectServerNow(store.getState()), SERVER_NOW + 60_000, 'a serverTime push corrects the offset')
})

t.test('the deduction preview follows the shared rule for every ticked combination', async t => {
  const balances = { balance: '100.00', winningamount: '30.00', bonus: '80.00' }
  // fee 100: reward up to 50 (its balance is 80), then winning up to 30, then cash.
  const cases: [string, string, string, string | null][] = [
    ['', '0.00', '0.00', 'Please select at least one wallet'],
    ['cash', '0.00', '0.00', null],
    ['winning', '0.00', '30.00', 'Insufficient balance in the selected wallets'],
    ['reward', '50.00', '0.00', 'Insufficient balance in the selected wallets'],
    ['cash,winning', '0.00', '30.00', null],
    ['cash,reward', '50.00', '0.00', null],
    ['winning,reward', '50.00', '30.00', 'Insufficient balance in the selected wallets'],
    ['cash,winning,reward', '50.00', '30.00', null],
  ]
  for (const [ticks, reward, winning, error] of cases) {
    const ticked = { cash: ticks.includes('cash'), winning: ticks.includes('winning'), reward: ticks.includes('reward') }
    const result = feePreview('100.00', balances, ticked)!
    if (error) t.match(result, { ok: false, error: { message: error } }, `ticked: ${ticks || 'none'}`)
    else t.same(result, { ok: true, split: { reward, winning, cash: (100 - Number(reward) - Number(winning)).toFixed(2) } }, `ticked: ${ticks}`)
  }
  t.equal(feePreview('100.00', null, { cash: true, winning: false, reward: false }), null, 'no preview before the balances arrive')
  t.equal(REWARD_NOTE, 'Note: You can use maximum 50% of entry fees from the reward wallet')
})

t.test('every loaded list reloads on a timeOut push; lists never opened stay unasked', async t => {
  const { store, callsTo } = contestSetup(listAnswer)
  store.dispatch(listRequested('live'))
  store.dispatch(listRequested('upcoming'))
  await settle()
  for (const event of ['timeOutLiveContest', 'timeOutupcomingContest']) {
    const before = callsTo('contests?type=live').length
    store.dispatch({ type: `realtime/${event}`, payload: { contestId: 'c-1' } })
    await settle()
    t.equal(callsTo('contests?type=live').length, before + 1, `${event} reloads live`)
    t.equal(callsTo('contests?type=upcoming').length, before + 1, `${event} reloads upcoming`)
  }
  t.equal(callsTo('contests?type=past').length, 0)
})

t.test('a card whose countdown runs out reloads its list once', async t => {
  const { store, step, callsTo } = contestSetup(() => ({ status: true, data: [contest({ endAt: new Date(SERVER_NOW + 2000).toISOString() })] }))
  store.dispatch(listRequested('live'))
  store.dispatch(clockStarted())
  await settle()
  await step()
  t.equal(callsTo('contests?type=live').length, 1, 'not yet over')
  await step(3)
  t.equal(callsTo('contests?type=live').length, 2, 'over: reloaded once, not every second')
})

t.test('a watched contest shows Time Out at its end, then goes to /dashboard 3 s later', async t => {
  const ends = new Date(SERVER_NOW + 2000).toISOString()
  const { store, step, sleeper, navigations } = contestSetup(() => ({ status: true, data: { item: contest({ endAt: ends }), pair: [] } }))
  store.dispatch(detailOpened('c-1'))
  store.dispatch(clockStarted())
  await settle()
  await step()
  t.equal(selectDetail(store.getState()).timedOut, false, 'one second left')
  await step()
  t.equal(selectDetail(store.getState()).timedOut, true, 'the end is reached')
  t.same(navigations, [], 'the overlay shows first')
  sleeper.release(3000)
  await settle()
  t.same(navigations, ['/dashboard'])
})

t.test('a Complete flag times a watched contest out; a contest already over when opened does not', async t => {
  const { store } = contestSetup(() => ({ status: true, data: { item: contest(), pair: [] } }))
  store.dispatch(detailOpened('c-1'))
  await settle()
  t.equal(selectDetail(store.getState()).timedOut, false)
  store.dispatch({ type: 'realtime/contestFlagData', payload: { contestId: 'c-1', contestStatus: 'Complete' } })
  await settle()
  t.equal(selectDetail(store.getState()).timedOut, true)
  const past = contestSetup(() => ({ status: true, data: { item: contest({ contestType: 'Past', contestStatus: 'Complete' }), pair: [] } }))
  past.store.dispatch(detailOpened('c-1'))
  await settle()
  t.match(selectDetail(past.store.getState()), { overOnOpen: true, timedOut: false }, 'a finished contest shows its results')
})

t.test('joining sends the ticked wallets, toasts the answer and reloads the live list 1 s later', async t => {
  const { store, api, sleeper, toasts, callsTo } = contestSetup(call => {
    if (call.path === 'wallet-balance') return { status: true, data: { balance: '100.00', winningamount: '30.00', bonus: '80.00' } }
    if (call.path === 'participateCondition') return { status: true, message: 'You have successfully participated in the contest' }
    return listAnswer(call)
  })
  store.dispatch(participateOpened({ contest: contest(), place: 'live' }))
  await settle()
  t.match(selectParticipate(store.getState()), { balancesStatus: 'loaded', balances: { bonus: '80.00' } })
  store.dispatch(walletTicked({ wallet: 'cash', checked: true }))
  store.dispatch(walletTicked({ wallet: 'reward', checked: true }))
  store.dispatch(participateRequested())
  t.equal(selectParticipate(store.getState()).sending, true, 'the button waits for the answer')
  await settle()
  t.match(api.calls.find(call => call.path === 'participateCondition')?.body, {
    contest_id: 'c-1', entryFee: '100.00', cashWalletChecked: true, winningWalletChecked: false, rewardWalletChecked: true,
  })
  t.same(toasts(), [['success', 'You have successfully participated in the contest']])
  t.match(selectParticipate(store.getState()), { open: null, sending: false })
  t.equal(callsTo('contests?type=live').length, 0, 'no reload before 1 s')
  sleeper.release(1000)
  await settle()
  t.equal(callsTo('contests?type=live').length, 1)
})

t.test('a refused join shows the server message and keeps the modal open', async t => {
  const { store, toasts } = contestSetup(call => {
    if (call.path === 'participateCondition') throw new ApiError('Insufficient balance in the selected wallets', 400)
    return { status: true, data: { balance: '0', winningamount: '0', bonus: '0' } }
  })
  store.dispatch(participateOpened({ contest: contest({ contestType: 'Upcomming' }), place: 'upcoming' }))
  store.dispatch(participateRequested())
  await settle()
  t.same(toasts(), [['error', 'Insufficient balance in the selected wallets']])
  t.match(selectParticipate(store.getState()), { sending: false, open: { place: 'upcoming' } })
})

t.test('a paid join without a declaration shows the birth date and state fields, checks them, declares, then joins', async t => {
  let declared = false
  const { store, api, toasts } = contestSetup(call => {
    if (call.path === 'participateCondition' && !declared) {
      throw new ApiError('Please enter your date of birth and state of residence to join a paid contest', 428, { dob: 'Please enter your date of birth', state: 'Please select your state of residence' })
    }
    if (call.path === 'player-declaration') {
      declared = true
      return { status: true, message: 'Thank you, your details are saved' }
    }
    if (call.path === 'participateCondition') return { status: true, message: 'You have successfully participated in the contest' }
    return { status: true, data: { balance: '500', winningamount: '0', bonus: '0' } }
  })
  store.dispatch(participateOpened({ contest: contest(), place: 'live' }))
  store.dispatch(walletTicked({ wallet: 'cash', checked: true }))
  store.dispatch(participateRequested())
  await settle()
  t.match(selectParticipate(store.getState()), {
    sending: false, open: { place: 'live' },
    declaration: { needed: true, message: 'Please enter your date of birth and state of residence to join a paid contest', errors: {} },
  })
  t.same(toasts(), [], 'the modal asks; no error toast')

  store.dispatch(declarationEdited({ field: 'dob', value: '2015-01-01' }))
  store.dispatch(participateRequested())
  await settle()
  t.same(selectParticipate(store.getState()).declaration.errors, {
    dob: 'You must be at least 18 years old to participate', state: 'Please select your state of residence',
  }, 'the shared rule runs before anything is sent')
  t.equal(api.calls.filter(call => call.path === 'player-declaration').length, 0)

  store.dispatch(declarationEdited({ field: 'dob', value: '1990-05-14' }))
  store.dispatch(declarationEdited({ field: 'state', value: 'Goa' }))
  store.dispatch(participateRequested())
  await settle()
  t.same(api.calls.filter(call => call.path === 'player-declaration').map(call => call.body), [{ dob: '1990-05-14', state: 'Goa' }])
  t.equal(api.calls.filter(call => call.path === 'participateCondition').length, 2, 'the join is tried again after the declaration')
  t.same(toasts(), [['success', 'You have successfully participated in the contest']])
  t.match(selectParticipate(store.getState()), { open: null })
})

t.test('Play Now tells the server first, then opens the exchange on the contest pair', async t => {
  const { store, api, navigations } = contestSetup(() => ({ status: true }))
  store.dispatch(playNowRequested({ contestId: 'c-1', pairRealName: 'BTCUSDT' }))
  await settle()
  t.same(api.calls.map(call => [call.path, call.body]), [['updatePlayNowCondition', { contest_id: 'c-1' }]])
  t.same(navigations, ['/exchange/c-1/BTCUSDT'])
})

t.test('a player watching their own contest end sees their result, then goes to /dashboard 10 s later', async t => {
  const ends = new Date(SERVER_NOW + 2000).toISOString()
  const phase = { status: 'Running' as ContestDto['contestStatus'] }
  const row = { rank: 4, user_id: 'u1', name: 'Asha', per: '-1.00', percent: '-1.00', portfoliovalue: '9900.000', bid_count: 6, order_count: 6, contest_virtualFund: '10000', winner_amount: '0.00' }
  const { store, step, sleeper, navigations } = contestSetup(call => {
    if (call.path === 'contestByID-data') return { status: true, data: { item: contest({ endAt: ends, currentStatus: 'ACTIVE', contestStatus: phase.status }), pair: [] } }
    if (call.path === 'contest-results') return { status: true, data: [row] }
    return { status: true, data: [] }
  })
  store.dispatch(tokenReceived(tokenFor({ id: 'u1', name: 'Asha' })))
  store.dispatch(detailOpened('c-1'))
  store.dispatch(clockStarted())
  await settle()
  await step(2)
  t.equal(selectDetail(store.getState()).timedOut, true, 'the end is reached')
  t.equal(selectDetail(store.getState()).result, null, 'not settled yet')
  phase.status = 'Complete'
  // The countdown's tick and the look-up each wait a second: a few seconds pass.
  await step(3)
  t.same(selectDetail(store.getState()).result, { status: 'ranked', rank: 4, prize: '0.00' })
  t.same(resultText(selectDetail(store.getState()).result!).headline, 'You finished 4th')
  t.same(navigations, [])
  sleeper.release(RESULT_REDIRECT_MS)
  await settle()
  t.same(navigations, ['/dashboard'])
})
