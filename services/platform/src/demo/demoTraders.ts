import { createHash } from 'node:crypto'
import { Decimal } from '@arena/domain'

/** The demo's own id namespace (a random UUID chosen once): ids no sign-up or admin form ever makes. */
const NAMESPACE = Buffer.from('5d3e9a0c7b2f4c61a8e4f09b1c6d2e73', 'hex')

/** A UUIDv5-style id from parts: the same demo contest or trader whichever process or restart asks. */
export function demoId(...parts: string[]): string {
  const hash = createHash('sha1').update(NAMESPACE).update(parts.join('\n')).digest()
  hash[6] = (hash[6]! & 0x0f) | 0x50
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export interface DemoTrader {
  userId: string
  /** Shown on the boards. Usernames are letters and digits only, so no person can take a name with spaces. */
  name: string
  /** Share of free USDT one buy spends, and the chance a turn sells instead: each trader plays differently. */
  buyShare: string
  sellChance: number
}

/**
 * The simulated players. They have no account in identity (no mobile, no email, no password), so
 * nobody can sign in as one; the contest knows them by the name they joined with.
 */
export const demoTraders: readonly DemoTrader[] = [
  { userId: demoId('trader', '1'), name: 'Demo trader 1', buyShare: '0.30', sellChance: 0.35 },
  { userId: demoId('trader', '2'), name: 'Demo trader 2', buyShare: '0.15', sellChance: 0.5 },
  { userId: demoId('trader', '3'), name: 'Demo trader 3', buyShare: '0.45', sellChance: 0.25 },
  { userId: demoId('trader', '4'), name: 'Demo trader 4', buyShare: '0.20', sellChance: 0.6 },
]

export const isDemoTrader = (userId: string): boolean => demoTraders.some(trader => trader.userId === userId)

/** What a trader sees of its contest account (matching's fold): free USDT and free quantity per pair. */
export interface TraderBook {
  freeUsdt: Decimal
  freeQuantity(symbol: string): Decimal
  /** Orders placed so far: the turn number, so a restarted process continues the same sequence. */
  orders: number
}

export interface DemoOrder {
  symbol: string
  orderType: 'Buy' | 'Sell'
  price: string
  amount: string
}

/** A number in [0, 1) from the parts: the trader's "dice", the same for the same turn. */
function dice(...parts: string[]): number {
  return createHash('sha256').update(parts.join('\n')).digest().readUInt32BE(0) / 2 ** 32
}

/** Orders are priced 0.5 % through the market, so they fill at once at the last price, as a market order would. */
const THROUGH = new Decimal('0.005')
/** Below this a buy is not worth placing (and a total that rounds to 0 is refused anyway). */
const MIN_SPEND = new Decimal('10')

/**
 * The trader's next order: sell part of a holding or buy with a share of free USDT, at a price
 * the market already crosses. Undefined when there is nothing sensible to do this turn.
 */
export function nextOrder(trader: DemoTrader, contestId: string, pairs: readonly string[], book: TraderBook, lastPrice: (symbol: string) => string | undefined): DemoOrder | undefined {
  const turn = String(book.orders)
  const roll = dice(contestId, trader.userId, turn, 'side')
  const pick = <T>(items: readonly T[], salt: string): T | undefined => items[Math.floor(dice(contestId, trader.userId, turn, salt) * items.length)]
  const held = pairs.filter(symbol => book.freeQuantity(symbol).greaterThan(0) && lastPrice(symbol) !== undefined)
  const canBuy = book.freeUsdt.greaterThanOrEqualTo(MIN_SPEND)
  if (held.length > 0 && (roll < trader.sellChance || !canBuy)) {
    const symbol = pick(held, 'sell')!
    const share = dice(contestId, trader.userId, turn, 'share') < 0.5 ? new Decimal('0.5') : new Decimal(1)
    const amount = book.freeQuantity(symbol).times(share).toDecimalPlaces(8, Decimal.ROUND_DOWN)
    const price = new Decimal(lastPrice(symbol)!).times(new Decimal(1).minus(THROUGH)).toDecimalPlaces(8, Decimal.ROUND_DOWN)
    if (amount.isZero() || price.isZero()) return undefined
    return { symbol, orderType: 'Sell', price: price.toFixed(), amount: amount.toFixed() }
  }
  if (!canBuy) return undefined
  const symbol = pick(pairs.filter(s => lastPrice(s) !== undefined), 'buy')
  if (!symbol) return undefined
  const price = new Decimal(lastPrice(symbol)!).times(new Decimal(1).plus(THROUGH)).toDecimalPlaces(8, Decimal.ROUND_UP)
  const spend = Decimal.max(book.freeUsdt.times(trader.buyShare), MIN_SPEND)
  const amount = spend.dividedBy(price).toDecimalPlaces(6, Decimal.ROUND_DOWN)
  if (amount.isZero()) return undefined
  return { symbol, orderType: 'Buy', price: price.toFixed(), amount: amount.toFixed() }
}
