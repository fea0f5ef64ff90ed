import type { Test } from 'tap'
import { newId, originating, streams } from '@arena/contracts'
import type { EventStore } from '@arena/eventstore'
import type { LeaderboardStore } from '../../src/index'
import { createContest, END, playerTrades, startLeaderboard } from './harness'
import { tradeScript } from './tradeScript'

const startMs = Date.parse('2026-03-01T10:00:00.000Z')

/** BTC 100 then 110, ETH 10 then 9. */
export const script = () =>
  tradeScript([
    { at: 0, symbol: 'BTCUSDT', price: '100' },
    { at: 0, symbol: 'ETHUSDT', price: '10' },
    { at: 1000, symbol: 'BTCUSDT', price: '110' },
    { at: 2000, symbol: 'ETHUSDT', price: '9' },
  ], startMs)

/** alice holds 20 BTC, bob 100 ETH, carol only cash (all 5 orders); dave holds 50 BTC with 4 orders. */
export async function seed(store: Parameters<typeof playerTrades>[0], contestId: string): Promise<void> {
  await playerTrades(store, contestId, 'alice', { orders: 5, fills: [{ symbol: 'BTCUSDT', side: 'Buy', price: '100', amount: '20' }] })
  await playerTrades(store, contestId, 'bob', { orders: 5, fills: [{ symbol: 'ETHUSDT', side: 'Buy', price: '10', amount: '100' }] })
  await playerTrades(store, contestId, 'carol', { orders: 5 })
  await playerTrades(store, contestId, 'dave', { orders: 4, fills: [{ symbol: 'BTCUSDT', side: 'Buy', price: '100', amount: '50' }] })
}

/** The first page of a board as "rank member score" lines. */
export const ranking = async (board: Pick<LeaderboardStore, 'page'>, contestId: string) =>
  (await board.page(contestId, 0, 100)).map(r => `${r.rank} ${r.member} ${r.score}`)

/** A leaderboard on the script, and a new contest where the script has started and everyone has traded. */
export async function seededContest(t: Test, options: Omit<Parameters<typeof startLeaderboard>[1], 'feed'> = {}) {
  const { feed, play } = script()
  const h = await startLeaderboard(t, { feed, ...options })
  const contestId = await createContest(h.store)
  play(0)
  await seed(h.store, contestId)
  return { h, play, contestId }
}

/** ContestEnded at END, as the contest service records it. */
export const endContest = (store: EventStore, contestId: string, data: { finalPrices?: Record<string, string>; unpricedPairs?: string[] } = {}) =>
  store.append(streams.contest(contestId), [{ id: newId(), type: 'ContestEnded', data: { contestId, at: END, ...data }, metadata: originating('system:contest', END) }], 'any')
