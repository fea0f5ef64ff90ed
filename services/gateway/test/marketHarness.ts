import { SimulatedFeed, type MarketFeed, type MarketListener } from '@arena/market-data'
import type { PushSink } from '../src/index'
import type { Timers } from '../src/push/throttle'

export const START = Date.UTC(2026, 2, 1, 9, 0, 0)

/** Time and timers the test moves by hand: `advance(ms)` fires what falls due, in order. */
export function manualTime(start = START) {
  let at = start
  const due: { at: number; fn: () => void; cleared: boolean }[] = []
  const timers: Timers = {
    set: (fn, ms) => {
      const timer = { at: at + ms, fn, cleared: false }
      due.push(timer)
      return timer
    },
    clear: handle => {
      ;(handle as { cleared: boolean }).cleared = true
    },
  }
  return {
    now: () => at,
    timers,
    pending: () => due.filter(timer => !timer.cleared).length,
    advance(ms: number) {
      const until = at + ms
      for (;;) {
        const next = due.filter(timer => !timer.cleared && timer.at <= until).sort((a, b) => a.at - b.at)[0]
        if (!next) break
        next.cleared = true
        at = Math.max(at, next.at)
        next.fn()
      }
      at = until
    },
  }
}

/** A feed that counts the subscriptions reaching it, to see what the push asks of its upstream. */
export class CountingFeed implements MarketFeed {
  readonly active = new Map<string, number>()
  subscribeCalls = 0
  constructor(readonly inner: SimulatedFeed) {}
  subscribe(symbol: string, listener: MarketListener) {
    this.subscribeCalls += 1
    this.active.set(symbol, (this.active.get(symbol) ?? 0) + 1)
    const stop = this.inner.subscribe(symbol, listener)
    let done = false
    return () => {
      if (done) return
      done = true
      const left = (this.active.get(symbol) ?? 1) - 1
      if (left === 0) this.active.delete(symbol)
      else this.active.set(symbol, left)
      stop()
    }
  }
  lastPrice(symbol: string) { return this.inner.lastPrice(symbol) }
  snapshot(symbol: string) { return this.inner.snapshot(symbol) }
  recentTrades(symbol: string, limit?: number) { return this.inner.recentTrades(symbol, limit) }
  klines(...args: Parameters<MarketFeed['klines']>) { return this.inner.klines(...args) }
  close() { return this.inner.close() }
}

export interface Received {
  event: string
  data: Record<string, unknown> & { symbol: string }
}

/** A socket as the registry sees it, keeping what it was sent. */
export function fakeSink(): PushSink & { received: Received[]; of(event: string): Received['data'][] } {
  const received: Received[] = []
  return {
    received,
    send: text => received.push(JSON.parse(text) as Received),
    of: event => received.filter(message => message.event === event).map(message => message.data),
  }
}

export function simulated(): SimulatedFeed {
  return new SimulatedFeed({ seed: 7, startAt: START, backfillMinutes: 180 })
}
