import { WalletLayout } from './WalletLayout'
import { WithdrawalForm } from './WithdrawalForm'

/** /withdrawal-request: the withdrawal form under the wallet summary and tabs. */
export function WithdrawalRequestPage() {
  return (
    <WalletLayout title="Withdraw Funds">
      <WithdrawalForm />
    </WalletLayout>
  )
}
