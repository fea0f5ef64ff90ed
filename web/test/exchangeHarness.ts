import type { OrderDto } from '@arena/contracts'
import type { UnknownAction } from '@reduxjs/toolkit'
import type { RealtimeConnect } from '../src/app/realtime'
import { makeStore } from '../src/app/store'
import { tokenReceived } from '../src/features/session/slice'
import { selectToasts } from '../src/features/toast/slice'
import { fakeApi, manualSleep, tokenFor, type Answer, type Call } from './authHarness'

export const T0 = Date.UTC(2026, 2, 1, 10, 0, 0)
export const CONTEST = 'c-1'

const level = (price: number): [string, string] => [price.toFixed(8), '0.50000000']
/** A depth the way the gateway sends it; `levels` a side. */
export const depth = (levels: number, symbol = 'BTCUSDT') => ({
  symbol, lastUpdateId: levels,
  bids: Array.from({ length: levels }, (_, i) => level(100 - i)),
  asks: Array.from({ length: levels }, (_, i) => level(101 + i)),
})
export const ticker = (lastPrice: string, symbol = 'BTCUSDT') => ({
  symbol, lastPrice, priceChange: '1.00000000', priceChangePercent: '1.000', high: '110.00000000', low: '90.00000000', volume: '12.50000000', quoteVolume: '1250.00000000', eventTime: T0,
})
export const trade = (id: number, price: string, time = T0 + id * 1000) => ({ id, price, qty: '0.10000000', time, buyerIsMaker: false })

export function order(id: string, status: OrderDto['status'], contest = CONTEST): OrderDto {
  return {
    _id: id, date: new Date(T0).toISOString(), symbol: 'BTCUSDT', orderType: 'Buy', price: '100', amount: '0.5', total: '50', status,
    transType: 'limit', user_id: 'u1', contest_id: contest, stopLoss: null, executedPrice: status === 'success' ? '100' : null,
    executedTotal: status === 'success' ? '50' : null, filledAt: status === 'success' ? new Date(T0 + 5000).toISOString() : null,
    kind: 'limit', state: status === 'success' ? 'filled' : status === 'cancelled' ? 'cancelled' : 'open', cancelReason: status === 'cancelled' ? 'user' : null,
    triggeredAt: null, triggerPrice: null, cancelledAt: status === 'cancelled' ? new Date(T0 + 5000).toISOString() : null,
  }
}

export const contestItem = (endAt: number, contestStatus = 'Running') => ({
  _id: CONTEST, contest_id: CONTEST, contestName: 'Morning Sprint', endAt: new Date(endAt).toISOString(), startAt: new Date(T0 - 3600_000).toISOString(),
  virtualFund: '10000', contestStatus, pairs: ['BTCUSDT', 'ETHUSDT'], numOfParticipation: 3, max_particepate: 10, winningAmount: '500',
})

/** Answers for every call the exchange makes; a test overrides the ones it is about. */
export function answers(overrides: Record<string, (call: Call) => unknown> = {}, endAt = T0 + 3600_000): Answer {
  const base: Record<string, (call: Call) => unknown> = {
    'market/snapshot': () => ({ status: true, symbol: 'BTCUSDT', ticker: ticker('100.00000000'), depth: null, trades: [] }),
    'market/klines': () => ({ status: true, data: [{ openTime: T0, closeTime: T0 + 59_999, open: '100', high: '100', low: '100', close: '100', volume: '1' }] }),
    'market/pairs': () => ({ status: true, data: [] }),
    'contestByID-data': () => ({ status: true, data: { item: contestItem(endAt), pair: [] } }),
    orders: call => ({ status: true, data: call.path.includes('status=pending') ? [order('o-1', 'pending')] : [] }),
    'getAccount-data': () => ({ status: true, data: { allAccount: [{ _id: 'USDT', totalcurrency: '10000', price: '1', reserved: '50' }], total: '10000', per: '0.000' } }),
    'leaderboard-data': () => ({ status: true, data: [] }),
    positions: () => ({ status: true, data: { positions: [], unrealisedPnl: '0.00000000', realisedPnl: '0.00000000' } }),
    'portfolio-series': () => ({ status: true, data: { interval: '1m', points: [] } }),
    'server-time': () => ({ status: true, data: { serverTime: new Date(T0).toISOString() } }),
  }
  const table = { ...base, ...overrides }
  return call => {
    const key = Object.keys(table).find(path => call.path === path || call.path.startsWith(`${path}?`))
    if (!key) throw new Error(`unexpected call ${call.method} ${call.path}`)
    return table[key]!(call)
  }
}

/** A real store with a fake API, a clock the test moves, sleeps it releases and a fake socket. */
export function setupExchange(answer: Answer = answers()) {
  const api = fakeApi(answer)
  const clock = manualSleep()
  let now = T0
  const navigations: string[] = []
  const socket = { joined: new Set<string>(), emit: (_: UnknownAction) => {} }
  const realtime: RealtimeConnect = ({ onAction }) => {
    socket.emit = onAction
    return { close: () => {}, join: topic => void socket.joined.add(topic), leave: topic => void socket.joined.delete(topic) }
  }
  const store = makeStore(undefined, { api, now: () => now, sleep: clock.sleep, navigate: path => navigations.push(path), realtime })
  store.dispatch(tokenReceived(tokenFor({ id: 'u1', name: 'Asha' })))
  const push = (event: string, data: unknown) => store.dispatch({ type: `realtime/${event}`, payload: data })
  const toasts = () => selectToasts(store.getState()).map(toast => [toast.kind, toast.text])
  return { api, clock, store, navigations, socket, push, toasts, setNow: (ms: number) => void (now = ms) }
}
