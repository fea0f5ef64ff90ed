import { createHash } from 'node:crypto'

/** Fixed namespace of the wallet's derived ids (a random UUID, chosen once). */
const NAMESPACE = Buffer.from('6f1c3a52b0d94e8a9a47c2e1d05b7f38', 'hex')

/**
 * A UUIDv5-style id (SHA-1 of namespace and name) so the same command always yields the same
 * event ids: a retried append carries ids the store already holds and is recognised as an
 * idempotent retry instead of a second write.
 */
export function derivedId(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(name).digest()
  hash[6] = (hash[6]! & 0x0f) | 0x50
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Event ids include the stream, so two users reusing one client-chosen key never collide. */
export const eventIdFor = (stream: string, commandId: string, index: number): string => derivedId(`${stream}\n${commandId}\n${index}`)
