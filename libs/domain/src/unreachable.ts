/**
 * The default of a switch that has handled every case: the compiler checks `value` is `never`,
 * and at run time (a value cast past the types, an event written by a newer version) it throws.
 */
export function unreachable(value: never, what: string): never {
  throw new Error(`unknown ${what} ${JSON.stringify(value)}`)
}
