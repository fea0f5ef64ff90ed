import type { ReferenceClaimEvent } from '@arena/contracts'
import type { Decider } from '@arena/domain'
import { WalletRefused, walletMessages as m } from './errors'

export interface ReferenceHolder {
  userId: string
  depositId: string
}

/**
 * `seen` is the holder the caller found and `seenLive` whether its deposit was live then (the
 * wallet of another user, read outside this stream).
 */
export type ReferenceClaimCommand =
  | { type: 'ClaimReference'; reference: string; claimer: ReferenceHolder; seen: ReferenceHolder | null; seenLive: boolean }
  | { type: 'ReleaseReference'; reference: string; claimer: ReferenceHolder }

/** The holder changed after the caller checked it: check the new one and claim again. */
export class HolderChanged extends Error {
  override name = 'HolderChanged'
}

const same = (a: ReferenceHolder | null, b: ReferenceHolder | null): boolean => a?.userId === b?.userId && a?.depositId === b?.depositId

/** A bank reference's one live deposit (docs/adr/0008): the state is its holder, or null when free. */
export const claimDecider: Decider<ReferenceClaimCommand, ReferenceClaimEvent, ReferenceHolder | null> = {
  initialState: () => null,
  evolve(holder, event) {
    switch (event.type) {
      case 'DepositReferenceClaimed': return { userId: event.data.userId, depositId: event.data.depositId }
      case 'DepositReferenceReleased': return holder?.depositId === event.data.depositId ? null : holder
      default: {
        const never: never = event
        throw new Error(`unknown claim event ${JSON.stringify(never)}`)
      }
    }
  },
  decide(command, holder) {
    const data = { reference: command.reference, ...command.claimer }
    switch (command.type) {
      case 'ClaimReference':
        if (same(holder, command.claimer)) return []
        if (!same(holder, command.seen)) throw new HolderChanged()
        if (holder && command.seenLive) throw new WalletRefused('depositReferenceUsed', m.depositReferenceUsed)
        return [{ type: 'DepositReferenceClaimed', data }]
      case 'ReleaseReference':
        return same(holder, command.claimer) ? [{ type: 'DepositReferenceReleased', data }] : []
      default: {
        const never: never = command
        throw new Error(`unknown claim command ${JSON.stringify(never)}`)
      }
    }
  },
}
