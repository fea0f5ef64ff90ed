import { Decimal, isDecimalString } from '@arena/domain'
import { formatDateTime } from '../../ui/formatDateTime'

/**
 * Feed figures come with 8 places ("67250.12000000"). Shown with trailing zeros trimmed but at
 * least `minPlaces`, so prices line up and tiny coins keep their digits.
 */
export function figure(value: string | null | undefined, minPlaces = 2): string {
  if (!isDecimalString(value)) return '—'
  const text = new Decimal(value).toFixed()
  const [whole, fraction = ''] = text.split('.')
  const trimmed = fraction.replace(/0+$/, '').padEnd(minPlaces, '0')
  return trimmed ? `${whole}.${trimmed}` : `${whole}`
}

/** A signed figure: "+1.25" / "-0.40"; used with a colour, never alone. */
export function signed(value: string | null | undefined, minPlaces = 2): string {
  if (!isDecimalString(value)) return '—'
  return new Decimal(value).greaterThan(0) ? `+${figure(value, minPlaces)}` : figure(value, minPlaces)
}

export const toneOf = (value: string | null | undefined): 'up' | 'down' | '' =>
  !isDecimalString(value) ? '' : new Decimal(value).lessThan(0) ? 'down' : 'up'

/** Base and quote of a pair: the last 4 characters are the quote currency (spec section 3). */
export function assetsOf(symbol: string): { base: string; quote: string } {
  return { base: symbol.slice(0, -4), quote: symbol.slice(-4) }
}

/** Order times in India time, labelled (the shared formatter). */
export const dateTime = (iso: string) => formatDateTime(iso)

/** Paths of the exchange screens, so links cannot drift from the routes. */
export const exchangePath = (contestId: string, symbol: string) => `/exchange/${encodeURIComponent(contestId)}/${encodeURIComponent(symbol)}`
export const chartPath = (contestId: string, symbol: string) => `/exchange-chart/${encodeURIComponent(contestId)}/${encodeURIComponent(symbol)}`
export const mobileExchangePath = (contestId: string, symbol: string) => `/mobile-exchange/${encodeURIComponent(contestId)}/${encodeURIComponent(symbol)}`
