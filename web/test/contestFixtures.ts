import type { ContestDto } from '@arena/contracts'
import { memoryStorage } from '../src/app/deps'
import { makeStore } from '../src/app/store'
import { selectToasts } from '../src/features/toast/slice'
import { fakeApi, manualSleep, settle, type Answer } from './authHarness'

/** 2026-03-01 16:00 India time, as the server reports it. */
export const SERVER_NOW = Date.parse('2026-03-01T10:30:00.000Z')

/** A contest as GET api/contests sends it; live from 16:00 to 17:00 India time by default. */
export function contest(overrides: Partial<ContestDto> = {}): ContestDto {
  const id = overrides.contest_id ?? overrides._id ?? 'c-1'
  return {
    _id: id,
    contest_id: id,
    contestName: 'Morning Sprint',
    contestType: 'Live',
    startDate: '2026-03-01',
    startTime: '2026-03-01T16:00:00+05:30',
    endDate: '2026-03-01',
    endTime: '2026-03-01T17:00:00+05:30',
    startAt: '2026-03-01T10:30:00.000Z',
    endAt: '2026-03-01T11:30:00.000Z',
    entryFee: '100.00',
    winningAmount: '1000.00',
    virtualFund: '10000',
    totalParticipat: 3,
    numOfParticipation: 3,
    max_particepate: 100,
    currentStatus: 'INACTIVE',
    playNow: 'no',
    pairRealName: 'BTCUSDT',
    pair_id: 'BTCUSDT',
    pairs: ['BTCUSDT', 'ETHUSDT'],
    contestStatus: 'Running',
    contestLogo: null,
    levels: '500,300,200',
    description: '<p>Trade well</p>',
    ...overrides,
  }
}

/**
 * The real store with a fake API, a local clock the test moves (`clock.local`) and a sleep it
 * releases by hand; the server clock is `offset` ms ahead of the local one.
 */
export function contestSetup(answer: Answer, offset = 5000) {
  const clock = { local: SERVER_NOW - offset }
  const sleeper = manualSleep()
  const navigations: string[] = []
  const api = fakeApi(call => (call.path === 'server-time' ? { status: true, data: { serverTime: new Date(clock.local + offset).toISOString() } } : answer(call)))
  const store = makeStore(undefined, { api, storage: memoryStorage(), now: () => clock.local, sleep: sleeper.sleep, navigate: path => navigations.push(path) })
  const toasts = () => selectToasts(store.getState()).map(toast => [toast.kind, toast.text])
  /** Moves both clocks on by `ms` and lets the ticker take its next step. */
  const tick = (ms = 1000) => {
    clock.local += ms
    sleeper.release(1000)
  }
  /** `times` ticks, letting the sagas act on each. */
  const step = async (times = 1) => {
    for (let i = 0; i < times; i += 1) {
      tick()
      await settle()
    }
  }
  const callsTo = (path: string) => api.calls.filter(call => call.path === path)
  return { store, api, clock, sleeper, navigations, toasts, step, callsTo }
}
