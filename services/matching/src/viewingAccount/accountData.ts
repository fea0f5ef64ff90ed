import type { AccountHoldingDto } from '@arena/contracts'
import { formatGainPercent } from '@arena/domain'
import type { AccountState } from '../domain/account'
import { Decimal, fixed8, totalOf } from '../domain/amounts'

export interface AccountDataDto {
  allAccount: AccountHoldingDto[]
  /** Portfolio value: free + reserved USDT + each holding x its last price. */
  total: string
  virtualFund: string
  /** Gain or loss against the virtual fund, percent, 3 places (the header's Gain). */
  per: string
}

/**
 * The Funds / Account tabs and the header figures. A holding whose symbol has no price yet is
 * valued at what it cost, so a quiet feed does not show a sudden loss.
 */
export function accountDataDto(state: AccountState, lastPrice: (symbol: string) => string | undefined): AccountDataDto {
  let total = state.usdt
  const rows: AccountHoldingDto[] = [{ _id: 'USDT', totalcurrency: fixed8(state.usdt), price: fixed8(new Decimal(1)), reserved: fixed8(state.reservedUsdt) }]
  for (const [symbol, holding] of [...state.holdings].sort(([a], [b]) => a.localeCompare(b))) {
    const last = lastPrice(symbol)
    const price = last !== undefined ? new Decimal(last) : holding.quantity.isZero() ? new Decimal(0) : holding.cost.dividedBy(holding.quantity)
    total = total.plus(last !== undefined ? totalOf(price, holding.quantity) : holding.cost)
    rows.push({ _id: symbol, totalcurrency: fixed8(holding.quantity), price: fixed8(price), reserved: fixed8(holding.reserved) })
  }
  const per = state.virtualFund.isZero() ? new Decimal(0) : total.minus(state.virtualFund).dividedBy(state.virtualFund).times(100)
  return { allAccount: rows, total: fixed8(total), virtualFund: fixed8(state.virtualFund), per: formatGainPercent(per) }
}
