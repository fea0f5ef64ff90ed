import { WalletKycPrompt } from '../kyc/KycPromptModal'
import { WalletLayout } from './WalletLayout'
import { WithdrawalForm } from './WithdrawalForm'

/** /withdrawal-request: the withdrawal form under the wallet summary and tabs, and the KYC prompt while KYC is unfinished. */
export function WithdrawalRequestPage() {
  return (
    <WalletLayout title="Withdraw Funds">
      <WithdrawalForm />
      <WalletKycPrompt />
    </WalletLayout>
  )
}
