import { contestNamesIn } from '@arena/contest'
import type { EventStore } from '@arena/eventstore'
import { bankNamesIn } from '@arena/identity'
import { walletRequestsIn } from '@arena/wallet'
import type { NoticeFacts } from '../src/index'

/** The owners' own readers of what notifications repeat, as the platform passes them. */
export function ownersFacts(store: Pick<EventStore, 'readStream'>): NoticeFacts {
  return { ...walletRequestsIn(store), bankName: bankNamesIn(store), contestName: contestNamesIn(store) }
}
