import { BankDetailAdded, kycStreams } from '@arena/contracts'
import type { EventStore } from '@arena/eventstore'

/**
 * The bank a player named when adding a bank detail, read from the player's own bank stream: for
 * a module that words the detail's review (support's notifications name the bank accepted).
 */
export function bankNamesIn(store: Pick<EventStore, 'readStream'>): (userId: string, bankId: string) => Promise<string | undefined> {
  return async (userId, bankId) => {
    const added = (await store.readStream(kycStreams.bank(userId))).findLast(e => e.type === BankDetailAdded.type && (e.data as { bankId?: unknown }).bankId === bankId)
    return added ? BankDetailAdded.parse(added.data).bankName : undefined
  }
}
