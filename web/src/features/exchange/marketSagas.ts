import type { PayloadAction } from '@reduxjs/toolkit'
import { call, fork, put, race, select, take, takeLatest } from 'redux-saga/effects'
import { asApiError } from '../../app/api'
import { followTopic, unfollowTopic } from '../../app/realtimeSaga'
import { deps } from '../../app/sagaDeps'
import { fetchKlines, fetchPairs, fetchSnapshot } from './api'
import {
  chartIntervalChosen, klinesFailed, klinesLoaded, marketClosed, marketOpened, pairsFailed, pairsLoaded, pairsRequested,
  selectChart, snapshotFailed, snapshotLoaded, type MarketState,
} from './marketSlice'
import { KLINE_LIMIT, marketTopic, type Kline, type MarketSnapshot, type PairSummary } from './types'

function* loadSnapshot(symbol: string) {
  const { api } = yield* deps()
  try {
    const answer: MarketSnapshot = yield call(fetchSnapshot, api, symbol)
    yield put(snapshotLoaded({ symbol, ticker: answer.ticker ?? null, depth: answer.depth ?? null, trades: answer.trades ?? [] }))
  } catch (error) {
    yield put(snapshotFailed(asApiError(error).message))
  }
}

function* loadKlines(symbol: string) {
  const { api } = yield* deps()
  const { interval }: MarketState['chart'] = yield select(selectChart)
  try {
    const answer: { data: Kline[] } = yield call(fetchKlines, api, symbol, interval, KLINE_LIMIT)
    yield put(klinesLoaded({ symbol, interval, candles: answer.data }))
  } catch (error) {
    yield put(klinesFailed(asApiError(error).message))
  }
}

function* loadPairs() {
  const { api } = yield* deps()
  yield put(pairsRequested())
  try {
    const answer: { data: PairSummary[] } = yield call(fetchPairs, api)
    yield put(pairsLoaded(answer.data))
  } catch (error) {
    yield put(pairsFailed(asApiError(error).message))
  }
}

function* marketWork(symbol: string) {
  yield fork(loadSnapshot, symbol)
  yield fork(loadPairs)
  yield fork(loadKlines, symbol)
  // A newer interval wins: a slow answer for the old one must not overwrite the chart.
  yield takeLatest(chartIntervalChosen.type, loadKlines, symbol)
}

/** While a screen shows a symbol: follow `market:<SYMBOL>` and load what the pushes do not carry. */
function* marketSession(action: PayloadAction<string>) {
  const topic = marketTopic(action.payload)
  yield put(followTopic(topic))
  try {
    yield race({ closed: take(marketClosed.type), work: call(marketWork, action.payload) })
  } finally {
    yield put(unfollowTopic(topic))
  }
}

export function* marketSaga() {
  yield takeLatest(marketOpened.type, marketSession)
}
