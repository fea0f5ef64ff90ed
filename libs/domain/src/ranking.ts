import { parseDecimal, type Decimal, type DecimalInput } from './money'

export interface Ranked<T> {
  /** Competition ranking: equal scores share a rank and the next rank skips (1, 1, 3). */
  rank: number
  item: T
}

/**
 * Orders items by score, highest first. Equal scores keep their input order (the sort is
 * stable), so a caller that wants a fixed order among ties sorts its input first.
 * Scores compare as decimals, so "10" and "10.000" tie.
 */
export function rankByScore<T>(items: readonly T[], score: (item: T) => DecimalInput): Ranked<T>[] {
  const scored: { item: T; value: Decimal }[] = items.map(item => ({ item, value: parseDecimal(score(item)) }))
  scored.sort((a, b) => b.value.comparedTo(a.value))
  const ranked: Ranked<T>[] = []
  scored.forEach((entry, index) => {
    const previous = scored[index - 1]
    const tied = previous !== undefined && previous.value.equals(entry.value)
    ranked.push({ rank: tied ? ranked[index - 1]!.rank : index + 1, item: entry.item })
  })
  return ranked
}

/** A rank as people say it: 1st, 2nd, 3rd, 4th, 11th, 21st. */
export function ordinal(rank: number): string {
  const tens = rank % 100
  if (tens >= 11 && tens <= 13) return `${rank}th`
  return `${rank}${['th', 'st', 'nd', 'rd'][rank % 10] ?? 'th'}`
}

/*
 * Scaled integers for derived figures on hot paths (a tick revalues thousands of portfolios). Money
 * stays decimal; these compute the same 8-place results exactly, as integer counts of 10^-8, and
 * give up (undefined) wherever they could not match decimal.js (more places, or past its 40
 * significant digits), so the caller falls back to the decimal computation.
 */

/** Places of a scaled amount: 8, the precision of every USDT amount, quantity and price. */
export const SCALED_PLACES = 8
const UNIT = 10n ** 8n
/** Within 40 significant digits whatever the exponent: decimal.js (precision 40) is exact below this. */
const EXACT_LIMIT = 10n ** 39n
const SAFE = BigInt(Number.MAX_SAFE_INTEGER)
const SCALED = /^(-?)(\d+)(?:\.(\d{1,8}))?$/

/** The amount in units of 10^-8, or undefined when it has more than 8 places (or is not a plain decimal). */
export function toScaled(value: DecimalInput): bigint | undefined {
  const match = SCALED.exec(typeof value === 'string' ? value : value.toFixed())
  if (!match) return undefined
  const units = BigInt(`${match[2]}${(match[3] ?? '').padEnd(8, '0')}`)
  return match[1] ? -units : units
}

/** A scaled amount as an 8-place decimal string ("-0.00000001", "12.50000000"). */
export function scaledToString(units: bigint): string {
  const digits = (units < 0n ? -units : units).toString().padStart(9, '0')
  return `${units < 0n ? '-' : ''}${digits.slice(0, -8)}.${digits.slice(-8)}`
}

/**
 * A ranking score as a number: the nearest double to the 8-place value, the same number as
 * `Number(value.toFixed(8))`. Below 2^53 units both operands of the division are exact and IEEE
 * division rounds correctly, so no string is made; beyond that the decimal string is parsed.
 */
export function scoreOfScaled(units: bigint): number {
  return units <= SAFE && units >= -SAFE ? Number(units) / 1e8 : Number(scaledToString(units))
}

/** Rounds `numerator / denominator` half away from zero (decimal.js ROUND_HALF_UP); denominator > 0. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator
  const twice = 2n * (numerator % denominator)
  if (twice >= denominator) return quotient + 1n
  if (twice <= -denominator) return quotient - 1n
  return quotient
}

/**
 * `usdt` plus each holding times its price, half-up to 8 places, all in units: exactly what
 * `valueOfHoldings` gives, or undefined where it could differ. `priceOf` answers undefined for a
 * symbol without a price (it counts 0, as there) and null for a price it cannot scale.
 */
export function scaledValueOfHoldings(usdt: bigint, holdings: Iterable<readonly [string, bigint]>, priceOf: (symbol: string) => bigint | null | undefined): bigint | undefined {
  // Products of two 8-place amounts have 16 places: sum at 10^-16, round once at the end.
  let sum = usdt * UNIT
  for (const [symbol, quantity] of holdings) {
    const price = priceOf(symbol)
    if (price === null) return undefined
    if (price === undefined) continue
    const product = quantity * price
    sum += product
    if (product >= EXACT_LIMIT || product <= -EXACT_LIMIT || sum >= EXACT_LIMIT || sum <= -EXACT_LIMIT) return undefined
  }
  return divideHalfUp(sum, UNIT)
}

/** A scaled amount half-up to `places` (at most 8) as the screens show it; "-0.000" is shown as "0.000". */
export function formatScaled(units: bigint, places: number): string {
  if (units <= SAFE && units >= -SAFE) {
    // Below 2^53 doubles are exact here: the remainder, the multiple it leaves and their quotient are integers.
    const n = Number(units)
    const step = POW10_NUMBER[SCALED_PLACES - places]!
    const rest = n % step
    const rounded = (n - rest) / step + (2 * rest >= step ? 1 : 2 * rest <= -step ? -1 : 0)
    return withPoint(Math.abs(rounded).toString(), rounded < 0, places)
  }
  return formatUnits(divideHalfUp(units, POW10[SCALED_PLACES - places]!), places)
}

/**
 * The gain against the fund in percent, half-up to `places`, as `formatGainPercent(gainPercentOf(...))`
 * shows it; undefined where decimal.js's 40-digit quotient could round differently (huge figures).
 */
export function formatScaledGain(value: bigint, fund: bigint, places: number): string | undefined {
  if (fund === 0n) return formatUnits(0n, places)
  // (value - fund) / fund x 100, in units of 10^-places. Off a rounding boundary the exact quotient
  // is at least 1/(2 fund) away from it; decimal.js's 40-digit quotient errs by less while the
  // numerator is below 10^39, so both round alike.
  const numerator = (value - fund) * POW10[places + 2]!
  if (fund < 0n || numerator >= EXACT_LIMIT || numerator <= -EXACT_LIMIT) return undefined
  return formatUnits(divideHalfUp(numerator, fund), places)
}

const POW10 = Array.from({ length: 11 }, (_, i) => 10n ** BigInt(i))
const POW10_NUMBER = POW10.map(Number)

function formatUnits(units: bigint, places: number): string {
  return withPoint((units < 0n ? -units : units).toString(), units < 0n, places)
}

function withPoint(digits: string, negative: boolean, places: number): string {
  const padded = digits.padStart(places + 1, '0')
  const text = places === 0 ? padded : `${padded.slice(0, -places)}.${padded.slice(-places)}`
  return negative ? `-${text}` : text
}
