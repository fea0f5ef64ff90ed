import type { PayoutAccountDto, PlayerContactDto } from '@arena/contracts'
import type { IdentityDeps } from './deps'
import { kycProfile } from '../verifyingKyc/kycProfile'

/**
 * Identity's facts for the wallet's admin queues (the wallet's PlayerDirectory port): who filed
 * a deposit or asked for a payout, and the bank account, in full, the payout goes to. Only the
 * wallet's admin-guarded routes call it.
 */
export interface PlayerDirectory {
  contactOf(userId: string): Promise<PlayerContactDto | null>
  payoutAccountOf(userId: string, bankAccountId: string): Promise<PayoutAccountDto | null>
}

export function playerDirectory(deps: Pick<IdentityDeps, 'view' | 'kyc'>): PlayerDirectory {
  return {
    async contactOf(userId) {
      const user = deps.view.byId(userId)
      if (!user) return null
      const { kycCompleteStatus } = kycProfile(deps.kyc.kyc(userId), user)
      return {
        userId, name: user.name, mobile: user.mobile, countryCode: user.countryCode, email: user.email,
        kycStatus: kycCompleteStatus === 'complete' ? 'complete' : 'pending',
        upiIds: deps.kyc.bank(userId).upis.map(upi => upi.upiId),
      }
    },
    async payoutAccountOf(userId, bankAccountId) {
      const account = deps.kyc.bank(userId).accounts.find(a => a.id === bankAccountId)
      if (!account) return null
      const { accountHolderName, accountNo, ifscCode, bankName, branchName, status } = account
      return { bankAccountId, accountHolderName, accountNo, ifscCode, bankName, branchName, status }
    },
  }
}
