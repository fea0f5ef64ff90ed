import { createHash } from 'node:crypto'

/**
 * A UUIDv5-style id (SHA-1 of a namespace and the parts joined by newlines): the same parts always
 * give the same id. A command retried after a crash, or run twice by two processes, then carries
 * event ids the store already holds and is recognised as a retry instead of written again; a saga
 * step re-driven after a crash sends the very command id it sent before.
 *
 * `namespace` is 32 hex digits chosen once per service and never changed: ids already stored were
 * derived with it.
 */
export function derivedId(namespace: string, ...parts: string[]): string {
  const hash = createHash('sha1').update(Buffer.from(namespace, 'hex')).update(parts.join('\n')).digest()
  hash[6] = (hash[6]! & 0x0f) | 0x50
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Ids in one namespace: `idsIn(ns)('fee', holdId)` is `derivedId(ns, 'fee', holdId)`. */
export const idsIn = (namespace: string) => (...parts: string[]): string => derivedId(namespace, ...parts)
