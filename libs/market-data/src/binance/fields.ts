/** Checks for the shapes Binance uses; anything else means the message is not what we think it is. */

const decimalPattern = /^-?\d+(\.\d+)?$/

export function isDecimal(value: unknown): value is string {
  return typeof value === 'string' && decimalPattern.test(value)
}

export function isNonNegativeInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function isLevel(value: unknown): value is [string, string] {
  return Array.isArray(value) && value.length >= 2 && isDecimal(value[0]) && isDecimal(value[1])
}
