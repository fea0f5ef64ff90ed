import { walletPushEvent, type UserStatePushDto } from '@arena/contracts'
import type { PushHub } from '@arena/service-kit'
import type { KycStatusLookup } from '../ports'
import type { WalletBalances } from '../readModel/walletBalances'

/**
 * The player's balances and KYC completion, pushed to their open tabs whenever their wallet
 * changes. Built only where a tab of theirs is open: a worker has no sockets, and keeps no KYC.
 */
export function userStatePush(push: PushHub, view: WalletBalances, kycStatus: KycStatusLookup) {
  return (userId: string): void => {
    if (push.isConnected?.(userId) === false) return
    const data: UserStatePushDto = { ...view.balances(userId), kycCompleteStatus: kycStatus.kycCompleteStatus(userId) }
    push.toUser(userId, { event: walletPushEvent, data })
  }
}
