import DecimalJs from 'decimal.js'

/**
 * The one Decimal the domain computes with. A clone, so configuring it never changes
 * the global decimal.js other packages may rely on. 40 significant digits leaves room
 * for 8-place USDT amounts times large prices; exponents are pushed out of range so
 * toString() always yields plain decimal strings for the wire.
 */
export const Decimal = DecimalJs.clone({
  precision: 40,
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
})
export type Decimal = InstanceType<typeof Decimal>

/** A decimal string such as "12", "-3.5", "0.125" (the wire format) or a Decimal. */
export type DecimalInput = string | Decimal

const DECIMAL_STRING = /^-?\d+(\.\d+)?$/

export class InvalidDecimalError extends Error {
  readonly code = 'INVALID_DECIMAL'
  constructor(readonly input: unknown, detail = 'is not a plain decimal string') {
    super(`${JSON.stringify(input)} ${detail}`)
    this.name = 'InvalidDecimalError'
  }
}

/** True for plain decimal strings only: no exponent, no sign "+", no spaces, no NaN/Infinity. */
export function isDecimalString(input: unknown, maxDecimals?: number): input is string {
  if (typeof input !== 'string' || !DECIMAL_STRING.test(input)) return false
  if (maxDecimals === undefined) return true
  const dot = input.indexOf('.')
  return dot < 0 || input.length - dot - 1 <= maxDecimals
}

/**
 * Parses a decimal string strictly. JS numbers are refused on purpose: a float that
 * reached this far has already lost precision somewhere.
 */
export function parseDecimal(input: unknown): Decimal {
  // Rewrapped so a Decimal made by another decimal.js config computes with ours.
  if (DecimalJs.isDecimal(input)) return new Decimal(input)
  if (!isDecimalString(input)) throw new InvalidDecimalError(input)
  return new Decimal(input)
}

/** A rupee amount: non-negative, at most 2 decimal places (paise are the smallest unit). */
export function parseInr(input: DecimalInput): Decimal {
  const value = parseDecimal(input)
  if (value.isNegative() && !value.isZero()) throw new InvalidDecimalError(input, 'is negative')
  if (value.decimalPlaces() > 2) throw new InvalidDecimalError(input, 'has more than 2 decimal places')
  return value
}

/** Fixed places with half-up rounding; "-0.00" is shown as "0.00" so a tiny loss is not painted red. */
function fixed(value: DecimalInput, places: number): string {
  const rounded = parseDecimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP)
  return (rounded.isZero() ? new Decimal(0) : rounded).toFixed(places)
}

export const formatInr = (value: DecimalInput): string => fixed(value, 2)
export const formatUsdt = (value: DecimalInput): string => fixed(value, 3)
export const formatGainPercent = (value: DecimalInput): string => fixed(value, 3)
export const formatLeaderboardPercent = (value: DecimalInput): string => fixed(value, 2)

export function minDecimal(a: Decimal, b: Decimal): Decimal {
  return a.lessThan(b) ? a : b
}

export function maxDecimal(a: Decimal, b: Decimal): Decimal {
  return a.greaterThan(b) ? a : b
}
