import { unreachable } from '@arena/domain'
import { derivedId as derivedIn } from '@arena/service-kit'
import type { AccountCommand } from '../domain/commands'

/** Fixed namespace of matching's derived ids (a random UUID, chosen once; stored ids were made with it). */
export const MATCHING_IDS = 'b3e0f6a4c21d4e6f8a51d9c7e2f04a16'

/** Matching's derived id of `name` (see service-kit's derivedId). */
export const derivedId = (name: string): string => derivedIn(MATCHING_IDS, name)

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
    default:
      return unreachable(command, 'command')
  }
}
