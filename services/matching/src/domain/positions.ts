import type { OrderType, PositionDto, PositionsDto } from '@arena/contracts'
import { Decimal, dec, fixed8, SCALE, totalOf, ZERO } from './amounts'

export type { PositionDto, PositionsDto } from '@arena/contracts'

/** One fill as P&L needs it: what moved, at what price, when. */
export interface FillFact {
  at: string
  symbol: string
  orderType: OrderType
  price: string
  amount: string
  /** USDT moved (price x amount, 8 places), exactly as the fill recorded it. */
  total: string
}

interface Book {
  quantity: Decimal
  cost: Decimal
  realised: Decimal
}

const half8 = (value: Decimal) => value.toDecimalPlaces(SCALE, Decimal.ROUND_HALF_UP)

/**
 * Average-cost positions from the fills in the order they happened. The cost leaving with a sale
 * is proportional (all of it when the whole holding goes), the same rule as the account's own
 * holdings (`costOfPart`), so the P&L and the Funds tab agree to the last place.
 */
export function positionsOf(fills: readonly FillFact[], lastPrice: (symbol: string) => string | undefined): PositionsDto {
  const books = new Map<string, Book>()
  for (const fill of fills) {
    const book = books.get(fill.symbol) ?? { quantity: ZERO, cost: ZERO, realised: ZERO }
    const amount = dec(fill.amount)
    const total = dec(fill.total)
    if (fill.orderType === 'Buy') {
      books.set(fill.symbol, { ...book, quantity: book.quantity.plus(amount), cost: book.cost.plus(total) })
    } else {
      const costOut = amount.greaterThanOrEqualTo(book.quantity) ? book.cost : half8(book.cost.times(amount).dividedBy(book.quantity))
      books.set(fill.symbol, { quantity: book.quantity.minus(amount), cost: book.cost.minus(costOut), realised: book.realised.plus(total.minus(costOut)) })
    }
  }
  let unrealised = ZERO
  let realised = ZERO
  const positions = [...books].sort(([a], [b]) => a.localeCompare(b)).map(([symbol, book]): PositionDto => {
    const last = lastPrice(symbol)
    const open = last === undefined || book.quantity.isZero() ? ZERO : totalOf(dec(last), book.quantity).minus(book.cost)
    unrealised = unrealised.plus(open)
    realised = realised.plus(book.realised)
    return {
      symbol,
      quantity: fixed8(book.quantity),
      averagePrice: fixed8(book.quantity.isZero() ? ZERO : half8(book.cost.dividedBy(book.quantity))),
      lastPrice: last === undefined ? null : fixed8(dec(last)),
      unrealisedPnl: fixed8(open),
      realisedPnl: fixed8(book.realised),
    }
  })
  return { positions, unrealisedPnl: fixed8(unrealised), realisedPnl: fixed8(realised) }
}
