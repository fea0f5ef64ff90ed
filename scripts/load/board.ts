import { instruments } from '@arena/market-data'
import { Decimal } from '@arena/domain'
import type { Redis } from 'ioredis'
import { valueAt, type AccountFold, type Replay } from './replay'

const RANKED_FROM_ORDERS = 5
const priceDecimals = (symbol: string) => instruments.find(i => i.symbol === symbol)?.priceDecimals ?? 8

/**
 * Values depend on prices, which are not in the log. After the end they are frozen, so the
 * prices the figures used can be read back from the figures themselves: value - USDT = sum of
 * quantity x price over the symbols held, one equation per player, solved by least squares and
 * rounded to each pair's tick. Every figure must then be the replayed account valued at those
 * same prices, exactly; figures made at different prices cannot all pass.
 */
export function impliedPrices(values: Map<string, Decimal>, accounts: Map<string, AccountFold>): Map<string, Decimal> {
  const D = Decimal.clone({ precision: 60 })
  const rows: { quantities: Map<string, Decimal>; rest: Decimal }[] = []
  const symbols = new Set<string>()
  for (const [userId, value] of values) {
    const account = accounts.get(userId)
    if (!account) continue
    const quantities = new Map([...account.holdings].filter(([, h]) => !h.quantity.isZero()).map(([s, h]) => [s, h.quantity]))
    quantities.forEach((_, symbol) => symbols.add(symbol))
    rows.push({ quantities, rest: value.minus(account.usdt) })
  }
  const names = [...symbols].sort()
  // Normal equations (A^T A) p = A^T b, then Gauss-Jordan elimination with partial pivoting.
  const m = names.map(a => [...names.map(b => rows.reduce((sum, r) => sum.plus(new D(r.quantities.get(a) ?? 0).times(r.quantities.get(b) ?? 0)), new D(0))),
    rows.reduce((sum, r) => sum.plus(new D(r.quantities.get(a) ?? 0).times(r.rest)), new D(0))])
  for (let col = 0; col < names.length; col++) {
    const pivot = m.slice(col).reduce((best, row, i) => (row[col]!.abs().greaterThan(m[best]![col]!.abs()) ? col + i : best), col)
    ;[m[col], m[pivot]] = [m[pivot]!, m[col]!]
    if (m[col]![col]!.isZero()) return new Map()
    for (let r = 0; r < names.length; r++) {
      if (r === col) continue
      const factor = m[r]![col]!.dividedBy(m[col]![col]!)
      m[r] = m[r]!.map((x, i) => x.minus(factor.times(m[col]![i]!)))
    }
  }
  return new Map(names.map((symbol, i) => [symbol, new Decimal(m[i]![names.length]!.dividedBy(m[i]![i]!).toDecimalPlaces(priceDecimals(symbol), Decimal.ROUND_HALF_UP).toString())]))
}

/**
 * The prices the contest ended at: those ContestEnded records (when it records them), with
 * the ones it lacks read back from the figures.
 */
function pricesFor(values: Map<string, Decimal>, fresh: Replay): Map<string, Decimal> {
  const ended = fresh.contest.find(e => e.type === 'ContestEnded')?.data.finalPrices as Record<string, string> | undefined
  const implied = impliedPrices(values, fresh.accounts)
  if (!ended) return implied
  return new Map([...implied, ...Object.entries(ended).map(([symbol, price]) => [symbol, new Decimal(price)] as const)])
}

/** The Redis board (scores are stored negated) against the replayed accounts. */
export async function checkBoard(redis: Redis, key: string, fresh: Replay): Promise<{ errors: string[]; ranked: number; prices: Map<string, Decimal> }> {
  const errors: string[] = []
  const flat = await redis.zrange(key, 0, -1, 'WITHSCORES')
  const board = new Map<string, Decimal>()
  for (let i = 0; i < flat.length; i += 2) board.set(flat[i]!, new Decimal(-Number(flat[i + 1]!)))
  const ranked = [...fresh.accounts].filter(([, a]) => a.orderCount >= RANKED_FROM_ORDERS).map(([userId]) => userId)
  const missing = ranked.filter(userId => !board.has(userId))
  const extra = [...board.keys()].filter(userId => (fresh.accounts.get(userId)?.orderCount ?? 0) < RANKED_FROM_ORDERS)
  if (missing.length) errors.push(`board: ${missing.length} players with 5+ orders are missing (e.g. ${missing[0]})`)
  if (extra.length) errors.push(`board: ${extra.length} rows for players without 5 orders (e.g. ${extra[0]})`)
  const prices = pricesFor(board, fresh)
  let wrong = 0
  for (const [userId, shown] of board) {
    const account = fresh.accounts.get(userId)
    if (!account) continue
    const expected = Number(valueAt(account, prices).toFixed(8))
    if (expected !== shown.toNumber() && wrong++ < 5) errors.push(`board: ${userId} shows ${shown} but the replay at ${pricesText(prices)} gives ${expected}`)
  }
  if (wrong > 5) errors.push(`board: ${wrong} rows differ from the replay in all`)
  return { errors, ranked: ranked.length, prices }
}

interface Result { userId: string; rank: number; portfolioValue: string; prize: string }

/**
 * Settlement: the recorded result values every player at one set of prices (the same the board
 * froze at), and every winner has exactly one PrizeAwarded and exactly one PrizeCredited of that amount.
 */
export function checkSettlement(fresh: Replay, contestId: string, boardPrices: Map<string, Decimal>): { errors: string[]; winners: number; paid: string } {
  const errors: string[] = []
  const settled = fresh.contest.filter(e => e.type === 'ContestSettled')
  if (settled.length !== 1) return { errors: [`settlement: ${settled.length} ContestSettled events`], winners: 0, paid: '0' }
  const results = settled[0]!.data.results as Result[]
  const values = new Map(results.map(r => [r.userId, new Decimal(r.portfolioValue)]))
  const prices = pricesFor(values, fresh)
  for (const [symbol, price] of prices) {
    const board = boardPrices.get(symbol)
    if (board && !board.equals(price)) errors.push(`settlement valued ${symbol} at ${price}, the board at ${board}`)
  }
  let wrong = 0
  for (const r of results) {
    const account = fresh.accounts.get(r.userId)
    const expected = account ? valueAt(account, prices) : undefined
    if (!expected?.equals(r.portfolioValue) && wrong++ < 5) errors.push(`settlement: ${r.userId} recorded ${r.portfolioValue}, the replay at ${pricesText(prices)} gives ${expected}`)
  }
  const awarded = new Map<string, number>()
  for (const e of fresh.contest) if (e.type === 'PrizeAwarded') awarded.set(e.data.userId as string, (awarded.get(e.data.userId as string) ?? 0) + 1)
  const winners = results.filter(r => new Decimal(r.prize).greaterThan(0))
  let paid = new Decimal(0)
  for (const w of winners) {
    const wallet = fresh.wallets.get(w.userId)
    const credited = wallet?.credits.get(`prize:${contestId}`) ?? 0
    if ((awarded.get(w.userId) ?? 0) !== 1) errors.push(`settlement: ${w.userId} (rank ${w.rank}) has ${awarded.get(w.userId) ?? 0} PrizeAwarded`)
    if (credited !== 1) errors.push(`settlement: ${w.userId} (rank ${w.rank}) has ${credited} PrizeCredited`)
    else if (!new Decimal(wallet!.prizes.get(contestId)!).equals(w.prize)) errors.push(`settlement: ${w.userId} was credited ${wallet!.prizes.get(contestId)}, not ${w.prize}`)
    paid = paid.plus(w.prize)
  }
  for (const userId of awarded.keys()) if (!winners.some(w => w.userId === userId)) errors.push(`settlement: ${userId} was awarded a prize without winning one`)
  return { errors, winners: winners.length, paid: paid.toFixed(2) }
}

const pricesText = (prices: Map<string, Decimal>) => [...prices].map(([s, p]) => `${s} ${p}`).join(', ') || 'no prices'
