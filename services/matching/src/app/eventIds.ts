import { createHash } from 'node:crypto'
import type { AccountCommand } from '../domain/commands'

/** Fixed namespace of matching's derived ids (a random UUID, chosen once). */
const NAMESPACE = Buffer.from('b3e0f6a4c21d4e6f8a51d9c7e2f04a16', 'hex')

/** A UUIDv5-style id (SHA-1 of namespace and name): the same name always gives the same id. */
export function derivedId(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(name).digest()
  hash[6] = (hash[6]! & 0x0f) | 0x50
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * What makes a command the same command again. A fill is named by (order id, trade id), so a
 * trade delivered twice, or by two matcher processes, or again after a crash between the append
 * and its acknowledgement, produces the same event ids and the store keeps the first only.
 */
export function commandKey(command: AccountCommand): string {
  switch (command.type) {
    case 'OpenAccount': return 'open'
    case 'PlaceOrder': return `place:${command.orderId}`
    case 'CancelOrder': return `cancel:${command.orderId}`
    case 'ApplyTrade': return `trade:${command.orderId}:${command.trade.id}`
    case 'FreezeAccount': return 'freeze'
    default: {
      const never: never = command
      throw new Error(`unknown command ${JSON.stringify(never)}`)
    }
  }
}

export const eventIdFor = (stream: string, key: string, index: number): string => derivedId(`${stream}\n${key}\n${index}`)
