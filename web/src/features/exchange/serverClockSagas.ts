import type { ContestTimerDto } from '@arena/contracts'
import { put, select, takeEvery } from 'redux-saga/effects'
import { deps } from '../../app/sagaDeps'
import { measureServerOffset, offsetFromPush } from '../contest/clockSagas'
import { serverTimePushed } from '../contest/clockSlice'
import { exchangePushed, partsMs, serverClockSynced, type ExchangeState } from './slice'

/** A timer push counts whole seconds: the time truly left is in [parts, parts + 1 s). */
const PART = 1000

/**
 * Keeps the exchange's clock on the server's, because the server's end instant alone decides
 * whether an order counts: the form must stay open until that instant and not a moment less.
 * The offset comes from the server's time in ms (the /api/server-time round trip, halved as NTP
 * does, then every `serverTime` push). The contest's timer push only counts whole seconds, so
 * it corrects the clock only when the clock falls outside the second it names, and then to the
 * late end of that second: snapping to its start would end trading up to a second early.
 */
export function* serverClock(contestId: string) {
  const { now } = yield* deps()
  // Without an answer the pushes below still set the clock; until then it is the device's.
  const measured: number | null = yield* measureServerOffset()
  if (measured !== null) yield put(serverClockSynced(measured))
  yield takeEvery(serverTimePushed, function* (action: { type: string; payload?: unknown }) {
    const offset = offsetFromPush(action.payload, now())
    if (offset !== null) yield put(serverClockSynced(offset))
  })
  yield takeEvery(exchangePushed.timer, function* (action: { type: string; payload?: Partial<ContestTimerDto> }) {
    const t = action.payload
    if (!t || t.contestId !== contestId || typeof t.endSeconds !== 'number') return
    const { contest, clock }: ExchangeState = yield select((state: { exchange: ExchangeState }) => state.exchange)
    const endAt = contest.item ? Date.parse(contest.item.endAt) : Number.NaN
    if (Number.isNaN(endAt)) return
    const local = now()
    const parts = partsMs(t as ContestTimerDto)
    const left = endAt - (local + clock.offsetMs)
    if (left < parts) yield put(serverClockSynced(endAt - parts - local))
    else if (left >= parts + PART) yield put(serverClockSynced(endAt - (parts + PART - 1) - local))
  })
}
