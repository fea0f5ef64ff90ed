import { Decimal, ORDER_SCALE } from '@arena/domain'

/** USDT and quantities are kept to 8 places inside and written as 8-place strings. */
export const SCALE = ORDER_SCALE

export const ZERO = new Decimal(0)

/** Canonical wire form: always 8 places, so equal amounts are equal strings. */
export const fixed8 = (value: Decimal): string => value.toFixed(SCALE)

/** price x quantity, half-up to 8 places: the same rounding the order form shows (`orderTotal`). */
export const totalOf = (price: Decimal, quantity: Decimal): Decimal =>
  price.times(quantity).toDecimalPlaces(SCALE, Decimal.ROUND_HALF_UP)

/** A decimal string from an event: trusted, since events were validated when written. */
export const dec = (text: string): Decimal => new Decimal(text)

export { Decimal }
