import {
  ContestCreated, ContestEnded, ContestSettled, ContestUpdated, OrderCancelled, OrderFilled, OrderPlaced, PlayerJoined, StopTriggered,
  streams, type ContestTerms, type RecordedEvent,
} from '@arena/contracts'
import { Decimal, type FillWay } from '@arena/domain'
import type { EventStore } from '@arena/eventstore'
import type { AccountHistories } from '../ports'
import type { EvidenceRecord, PriceRecord } from './records'

/**
 * The whole evidence bundle of a settled contest, rebuilt from its events: the contest stream up
 * to ContestSettled and each player's account history (from matching, `accounts`), merged in the
 * order of the global log.
 * Nothing else is read (no clock, no read model), so every rebuild gives the same records and
 * the same bytes. Undefined while the contest is not settled.
 */
export async function evidenceRecords(store: Pick<EventStore, 'readStream'>, accounts: AccountHistories, contestId: string): Promise<EvidenceRecord[] | undefined> {
  const contest = await store.readStream(streams.contest(contestId))
  const settledAt = contest.findIndex(e => ContestSettled.is(e))
  if (settledAt === -1) return undefined
  const upToSettled = contest.slice(0, settledAt + 1)
  const players = upToSettled.filter(e => PlayerJoined.is(e)).map(e => (e.data as { userId: string }).userId)
  const histories = await accounts(contestId, players)
  const log = [...upToSettled, ...histories.flat()].sort((a, b) => a.position - b.position)
  return recordsOf(contestId, log)
}

interface OrderFacts {
  transType: 'limit' | 'stopLoss'
  symbol: string
}

function recordsOf(contestId: string, log: readonly RecordedEvent[]): EvidenceRecord[] {
  // The terms as they stood when trading began (edits are refused after the start): the last edit.
  const edits = log.filter(e => ContestCreated.is(e) || ContestUpdated.is(e))
  const lastEdit = edits.at(-1)!
  const { contestId: _id, createdBy: _c, updatedBy: _u, ...terms } = lastEdit.data as ContestTerms & { contestId: string; createdBy?: string; updatedBy?: string }
  const records: EvidenceRecord[] = [
    { kind: 'bundle', version: 1, form: 'whole', contestId, sealedHead: null },
    { kind: 'terms', contestId, at: lastEdit.metadata.at, terms },
  ]
  const orders = new Map<string, OrderFacts>()
  // The last fill price of each symbol in this contest: what an unpriced pair is valued at.
  const lastFill = new Map<string, string>()
  const held = new Map<string, Map<string, Decimal>>()
  for (const event of log) {
    const at = event.metadata.at
    if (PlayerJoined.is(event)) {
      const d = event.data
      records.push({ kind: 'join', player: d.userId, seat: d.seat, virtualFund: d.virtualFund, entryFee: d.entryFee, at })
    } else if (OrderPlaced.is(event)) {
      const d = event.data
      orders.set(d.orderId, { transType: d.transType, symbol: d.symbol })
      records.push({
        kind: 'order', player: d.userId, orderId: d.orderId, symbol: d.symbol, side: d.orderType, transType: d.transType,
        limit: d.price, amount: d.amount, stopLoss: d.stopLoss, reserved: d.reserved, at,
      })
    } else if (StopTriggered.is(event)) {
      const d = event.data
      records.push(price('stop', d.symbol, d.lastPrice, sourceOf(d.tradeId), at, d.orderId))
    } else if (OrderFilled.is(event)) {
      const d = event.data
      const way: FillWay = orders.get(d.orderId)?.transType === 'stopLoss' ? 'stopTriggered' : d.tradeId === null ? 'atPlacement' : 'resting'
      // Fills older than `marketPrice` recorded only the execution price, which is the market price unless it rested.
      const market = d.marketPrice ?? (way === 'resting' ? null : d.price)
      records.push(price('fill', d.symbol, market, market === null ? 'not recorded' : sourceOf(d.tradeId), at, d.orderId))
      records.push({ kind: 'fill', player: d.userId, orderId: d.orderId, way, price: d.price, amount: d.amount, total: d.total, released: d.released, at })
      lastFill.set(d.symbol, d.price)
      const holdings = held.get(d.userId) ?? new Map<string, Decimal>()
      const sign = d.orderType === 'Buy' ? 1 : -1
      holdings.set(d.symbol, (holdings.get(d.symbol) ?? new Decimal(0)).plus(new Decimal(d.amount).times(sign)))
      held.set(d.userId, holdings)
    } else if (OrderCancelled.is(event)) {
      const d = event.data
      records.push({ kind: 'cancel', player: d.userId, orderId: d.orderId, reason: d.reason, released: d.released, at })
    } else if (ContestEnded.is(event)) {
      const d = event.data
      const unpriced = d.unpricedPairs ?? []
      records.push({ kind: 'end', at: d.at, unpricedPairs: unpriced })
      const final = d.finalPrices ?? {}
      for (const symbol of Object.keys(final).sort()) records.push(price('final', symbol, final[symbol]!, 'market last price at the end', d.at, null))
      // A held pair the feed had no price for is valued at its last fill (see the leaderboard's finalPricesOf).
      const heldSymbols = new Set([...held.values()].flatMap(h => [...h].filter(([, q]) => !q.isZero()).map(([s]) => s)))
      for (const symbol of [...heldSymbols].sort()) {
        if (final[symbol] === undefined && lastFill.has(symbol)) records.push(price('final', symbol, lastFill.get(symbol)!, 'last fill before the end', d.at, null))
      }
    } else if (ContestSettled.is(event)) {
      const d = event.data
      for (const r of d.results) {
        records.push({
          kind: 'result', player: r.userId, rank: r.rank, portfolioValue: r.portfolioValue, gainPercent: r.gainPercent,
          orderCount: r.orderCount, filledTrades: r.filledTrades, prize: r.prize,
        })
      }
      const paid = d.results.reduce((sum, r) => sum.plus(r.prize), new Decimal(0))
      records.push({ kind: 'prizes', winningAmount: terms.winningAmount, paid: paid.toFixed(2), undistributed: d.undistributed })
    }
  }
  return records
}

const sourceOf = (tradeId: number | null): string => (tradeId === null ? 'market last price at placement' : `market trade ${tradeId}`)

function price(use: PriceRecord['use'], symbol: string, value: string | null, source: string, at: string, orderId: string | null): PriceRecord {
  return { kind: 'price', use, symbol, price: value, source, at, orderId }
}
