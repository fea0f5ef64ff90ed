import type { IHeaders } from 'kafkajs'

/** Header values as strings; of a repeated header the last value counts. */
export function decodeHeaders(headers: IHeaders | undefined): Record<string, string> {
  const decoded: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value === undefined) continue
    decoded[name] = (Array.isArray(value) ? value[value.length - 1]! : value).toString()
  }
  return decoded
}
