import {
  applyFill, contestResults, Decimal, expectedFill, gainPercentOf, limitCrossedBy, openBook, orderReservation, parseDecimal, valueOfHoldings,
  type Book, type FinalStanding, type RankedStanding, type Side,
} from '@arena/domain'
import type { ContestTerms } from '@arena/contracts'
import { GENESIS, sha256 } from './chain'
import type { EvidenceRecord, Line, PriceRecord } from './records'

export interface EvidenceSummary {
  contestId: string
  form: string
  lines: number
  head: string
  players: number
  orders: number
  fills: number
  cancels: number
  prices: number
  /** Fills recorded before the market price was kept: their price is checked, not the market's crossing. */
  fillsWithoutMarketPrice: number
  winners: number
  paid: string
}

export type Verdict = { ok: true; summary: EvidenceSummary } | { ok: false; line: number; message: string }

class Mismatch extends Error {}
const fail = (message: string): never => {
  throw new Mismatch(message)
}
const same = (a: string | null | undefined, b: Decimal | string): boolean => typeof a === 'string' && /^-?\d+(\.\d+)?$/.test(a) && parseDecimal(a).equals(b)
const expectSame = (what: string, recorded: string | null | undefined, computed: Decimal | string): void => {
  if (!same(recorded, computed)) fail(`${what} is ${recorded}, recomputed ${typeof computed === 'string' ? computed : computed.toFixed()}`)
}

interface OrderBook {
  player: string
  side: Side
  transType: 'limit' | 'stopLoss'
  symbol: string
  limit: string
  amount: string
  reserved: string
  stopLoss: string | null
  status: 'pending' | 'filled' | 'cancelled'
  triggered: boolean
}

interface Seat {
  book: Book
  reservedUsdt: Decimal
  reservedQuantity: Map<string, Decimal>
}

/**
 * Checks a contest's evidence bundle from its text alone: the hash chain, then every line against
 * the pure rules of libs/domain (reservations, fills at their market price, portfolios at the final
 * prices, the ranking with its 5-order rule and shared ranks, every prize). Stops at the first line
 * that does not hold and names it.
 */
export function verifyBundle(text: string): Verdict {
  // Hashes cover each line without its newline, so a file saved without the last one still verifies.
  const lines = text.split('\n')
  if (lines.at(-1) === '') lines.pop()
  if (lines.length === 0) return { ok: false, line: 1, message: 'the bundle is empty' }
  const check = new Checker()
  let prev = GENESIS
  for (let i = 0; i < lines.length; i++) {
    const n = i + 1
    try {
      let line: Line
      try {
        line = JSON.parse(lines[i]!) as Line
      } catch {
        return fail('is not JSON')
      }
      if (line.n !== n) fail(`n is ${line.n}, expected ${n}`)
      if (line.prev !== prev) fail(`prev is ${line.prev}, but the previous line hashes to ${prev}`)
      check.record(line, n)
      prev = sha256(lines[i]!)
    } catch (error) {
      if (error instanceof Mismatch) return { ok: false, line: n, message: error.message }
      return { ok: false, line: n, message: `malformed: ${(error as Error).message}` }
    }
  }
  try {
    check.finish()
  } catch (error) {
    return { ok: false, line: lines.length, message: (error as Error).message }
  }
  return { ok: true, summary: check.summary(lines.length, prev) }
}

class Checker {
  contestId = ''
  form = ''
  terms: ContestTerms | undefined
  readonly seats = new Map<string, Seat>()
  readonly orders = new Map<string, OrderBook>()
  readonly finalPrices = new Map<string, Decimal>()
  ended = false
  fillPrice: PriceRecord | undefined
  fillPriceLine = 0
  computed: RankedStanding[] | undefined
  undistributed = ''
  resultsSeen = 0
  done = false
  counts = { orders: 0, fills: 0, cancels: 0, prices: 0, unpricedFills: 0 }
  paid = '0.00'

  record(line: Line, n: number): void {
    const r = line as EvidenceRecord
    if (this.done) fail('nothing may follow the prizes line')
    if (n === 1 && r.kind !== 'bundle') fail('the first line must be the bundle line')
    if (n === 2 && r.kind !== 'terms') fail('the second line must be the terms')
    if (this.fillPrice && r.kind !== 'fill') fail(`a fill of order ${this.fillPrice.orderId} must follow its price line`)
    switch (r.kind) {
      case 'bundle':
        if (n !== 1 || r.version !== 1) fail('only one bundle line, version 1, first')
        this.contestId = r.contestId
        this.form = r.form
        return
      case 'terms':
        if (n !== 2 || r.contestId !== this.contestId) fail('the terms must be of the bundle\'s contest, second')
        this.terms = r.terms
        return
      case 'join': return this.join(r)
      case 'order': return this.order(r)
      case 'price':
        if (r.use === 'fill') this.fillPriceLine = n
        return this.price(r)
      case 'fill': return this.fill(r)
      case 'cancel': return this.cancel(r)
      case 'end':
        if (this.ended) fail('the contest ends once')
        this.ended = true
        return
      case 'result': return this.result(r)
      case 'prizes': return this.prizes(r)
      default: fail(`unknown kind ${(r as { kind: string }).kind}`)
    }
  }

  join(r: Extract<EvidenceRecord, { kind: 'join' }>): void {
    const terms = this.terms!
    if (this.ended) fail('a join after the end')
    if (this.seats.has(r.player)) fail(`${r.player} joined twice`)
    if (r.seat !== this.seats.size + 1) fail(`seat is ${r.seat}, expected ${this.seats.size + 1}`)
    if (r.seat > terms.maxParticipants) fail(`seat ${r.seat} is beyond the ${terms.maxParticipants} seats`)
    expectSame('virtualFund', r.virtualFund, terms.virtualFund)
    expectSame('entryFee', r.entryFee, terms.entryFee)
    this.seats.set(r.player, { book: openBook(r.virtualFund), reservedUsdt: new Decimal(0), reservedQuantity: new Map() })
  }

  order(r: Extract<EvidenceRecord, { kind: 'order' }>): void {
    const terms = this.terms!
    const seat = this.seats.get(r.player) ?? fail(`${r.player} placed an order without joining`)
    if (this.orders.has(r.orderId)) fail(`order ${r.orderId} placed twice`)
    if (!terms.pairs.includes(r.symbol)) fail(`${r.symbol} is not a pair of the contest`)
    const at = Date.parse(r.at)
    if (!(at >= Date.parse(terms.startAt) && at < Date.parse(terms.endAt))) fail(`order placed at ${r.at}, outside the contest`)
    if ((r.transType === 'stopLoss') !== (r.stopLoss !== null) || (r.stopLoss !== null && r.side !== 'Sell')) fail('only a stop-loss sell has a stop')
    const reserve = orderReservation(r.side, r.limit, r.amount)
    expectSame('reserved', r.reserved, reserve)
    if (r.side === 'Buy') {
      const free = seat.book.usdt.minus(seat.reservedUsdt)
      if (reserve.greaterThan(free)) fail(`buy reserves ${reserve.toFixed()} USDT, only ${free.toFixed()} free`)
      seat.reservedUsdt = seat.reservedUsdt.plus(reserve)
    } else {
      const free = (seat.book.holdings.get(r.symbol) ?? new Decimal(0)).minus(seat.reservedQuantity.get(r.symbol) ?? 0)
      if (reserve.greaterThan(free)) fail(`sell of ${reserve.toFixed()} ${r.symbol}, only ${free.toFixed()} free`)
      seat.reservedQuantity.set(r.symbol, (seat.reservedQuantity.get(r.symbol) ?? new Decimal(0)).plus(reserve))
    }
    seat.book.orderCount++
    this.counts.orders++
    this.orders.set(r.orderId, { ...r, status: 'pending', triggered: false })
  }

  price(r: PriceRecord): void {
    this.counts.prices++
    if (r.price !== null && !same(r.price, r.price)) fail(`price ${r.price} is not a decimal`)
    if (r.use === 'final') {
      if (!this.ended) fail('a final price before the end')
      if (!this.terms!.pairs.includes(r.symbol) || this.finalPrices.has(r.symbol)) fail(`final price of ${r.symbol} is not one per pair of the contest`)
      this.finalPrices.set(r.symbol, parseDecimal(r.price ?? fail('a final price must be recorded')))
      return
    }
    const order = this.orders.get(r.orderId ?? '') ?? fail(`price for unknown order ${r.orderId}`)
    if (order.status !== 'pending') fail(`order ${r.orderId} is not pending`)
    if (order.symbol !== r.symbol) fail(`price of ${r.symbol} for an order in ${order.symbol}`)
    if (r.use === 'stop') {
      if (order.transType !== 'stopLoss' || order.triggered) fail(`order ${r.orderId} has no stop waiting`)
      const market = parseDecimal(r.price ?? fail('a stop price must be recorded'))
      if (market.greaterThan(order.stopLoss!)) fail(`market ${r.price} did not reach the stop ${order.stopLoss}`)
      order.triggered = true
      return
    }
    // The market price must have crossed the limit: checked here, so a changed price is named on its own line.
    if (r.price !== null && !limitCrossedBy(order.side, order.limit, r.price)) fail(`market ${r.price} does not cross the ${order.side.toLowerCase()} limit ${order.limit}`)
    this.fillPrice = r
  }

  fill(r: Extract<EvidenceRecord, { kind: 'fill' }>): void {
    const priced = this.fillPrice
    this.fillPrice = undefined
    if (!priced || priced.orderId !== r.orderId) fail(`fill of ${r.orderId} without its price line`)
    const order = this.orders.get(r.orderId)!
    if (order.player !== r.player) fail(`fill for ${r.player} of an order of ${order.player}`)
    const way = order.transType === 'stopLoss' ? 'stopTriggered' : r.way === 'stopTriggered' ? fail('a limit order has no stop') : r.way
    if (r.way !== way) fail(`way is ${r.way}, expected ${way}`)
    if (way === 'stopTriggered' && !order.triggered) fail(`stop of ${r.orderId} not reached before its fill`)
    if (priced!.price === null) {
      if (way !== 'resting') fail('the market price of this fill must be recorded')
      this.counts.unpricedFills++
    }
    const expected = expectedFill({ side: order.side, way, limit: order.limit, amount: order.amount, reserved: order.reserved, market: priced!.price ?? order.limit })
    expectSame(way === 'resting' ? 'price (the limit)' : `price (the market price on line ${this.fillPriceLine})`, r.price, expected.price)
    expectSame('amount', r.amount, order.amount)
    expectSame('total', r.total, expected.total)
    expectSame('released', r.released, expected.released)
    const seat = this.seats.get(r.player)!
    if (order.side === 'Buy') seat.reservedUsdt = seat.reservedUsdt.minus(order.reserved)
    else seat.reservedQuantity.set(order.symbol, seat.reservedQuantity.get(order.symbol)!.minus(order.reserved))
    applyFill(seat.book, { side: order.side, symbol: order.symbol, amount: r.amount, total: r.total })
    order.status = 'filled'
    this.counts.fills++
  }

  cancel(r: Extract<EvidenceRecord, { kind: 'cancel' }>): void {
    const order = this.orders.get(r.orderId) ?? fail(`cancel of unknown order ${r.orderId}`)
    if (order.player !== r.player) fail(`cancel by ${r.player} of an order of ${order.player}`)
    if (order.status !== 'pending') fail(`order ${r.orderId} is not pending`)
    expectSame('released', r.released, order.reserved)
    const seat = this.seats.get(r.player)!
    if (order.side === 'Buy') seat.reservedUsdt = seat.reservedUsdt.minus(order.reserved)
    else seat.reservedQuantity.set(order.symbol, seat.reservedQuantity.get(order.symbol)!.minus(order.reserved))
    order.status = 'cancelled'
    this.counts.cancels++
  }

  result(r: Extract<EvidenceRecord, { kind: 'result' }>): void {
    if (!this.ended) fail('results before the end')
    if (!this.computed) {
      const standings: FinalStanding[] = [...this.seats].map(([player, seat]) => {
        const fund = parseDecimal(this.terms!.virtualFund)
        const value = valueOfHoldings(seat.book.usdt, seat.book.holdings, symbol => this.finalPrices.get(symbol))
        return {
          userId: player, portfolioValue: value.toFixed(8), gainPercent: gainPercentOf(value, fund).toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toFixed(8),
          orderCount: seat.book.orderCount, filledTrades: seat.book.filledTrades,
        }
      })
      const settled = contestResults(this.terms!, this.seats.keys(), standings)
      this.computed = settled.results
      this.undistributed = settled.undistributed
    }
    const expected = this.computed[this.resultsSeen] ?? fail('more results than players')
    this.resultsSeen++
    if (r.player !== expected.userId) fail(`result is for ${r.player}, recomputed order has ${expected.userId}`)
    const of = `${r.player}'s`
    expectSame(`${of} portfolioValue`, r.portfolioValue, expected.portfolioValue)
    expectSame(`${of} gainPercent`, r.gainPercent, expected.gainPercent)
    if (r.orderCount !== expected.orderCount) fail(`${of} orderCount is ${r.orderCount}, recomputed ${expected.orderCount}`)
    if (r.filledTrades !== expected.filledTrades) fail(`${of} filledTrades is ${r.filledTrades}, recomputed ${expected.filledTrades}`)
    if (r.rank !== expected.rank) fail(`${of} rank is ${r.rank}, recomputed ${expected.rank}`)
    expectSame(`${of} prize`, r.prize, expected.prize)
  }

  prizes(r: Extract<EvidenceRecord, { kind: 'prizes' }>): void {
    if (!this.computed || this.resultsSeen !== this.computed.length) fail(`${this.resultsSeen} results for ${this.seats.size} players`)
    expectSame('winningAmount', r.winningAmount, this.terms!.winningAmount)
    const paid = this.computed!.reduce((sum, x) => sum.plus(x.prize), new Decimal(0))
    expectSame('paid', r.paid, paid)
    expectSame('undistributed', r.undistributed, this.undistributed)
    this.paid = paid.toFixed(2)
    this.done = true
  }

  finish(): void {
    if (!this.done) fail('the bundle ends before its prizes line')
  }

  summary(lines: number, head: string): EvidenceSummary {
    const winners = this.computed!.filter(x => new Decimal(x.prize).greaterThan(0)).length
    return {
      contestId: this.contestId, form: this.form, lines, head, players: this.seats.size, orders: this.counts.orders, fills: this.counts.fills,
      cancels: this.counts.cancels, prices: this.counts.prices, fillsWithoutMarketPrice: this.counts.unpricedFills, winners, paid: this.paid,
    }
  }
}
