import { WalletKycPrompt } from '../kyc/KycPromptModal'
import { transactionColumns, withdrawalColumns } from './columns'
import { DepositRequestsPanel } from './DepositRequestsPanel'
import { HistoryTable } from './HistoryTable'
import { TableScreen, WalletLayout } from './WalletLayout'

const toWallet = { to: '/wallet', label: 'Back to wallet' }

/** /wallet: the Winning History and Referral History tables, reached from the summary strip's buttons. */
export function WalletPage() {
  return (
    <WalletLayout title="Wallet">
      <DepositRequestsPanel />
      <HistoryTable table="getTransactionWithdral" title="Winning History" id="winning-history" columns={transactionColumns} />
      <HistoryTable table="getrefferaltransaction" title="Referral History" id="referral-history" columns={transactionColumns} />
      <WalletKycPrompt />
    </WalletLayout>
  )
}

/** /walletbonus: the Bonus History table. */
export function WalletBonusPage() {
  return (
    <WalletLayout title="Bonus History">
      <HistoryTable table="getbonustransaction" title="Bonus History" columns={transactionColumns} />
    </WalletLayout>
  )
}

/** /transaction-history: every wallet move, under the summary and tabs. */
export function TransactionHistoryPage() {
  return (
    <WalletLayout title="Transaction History">
      <HistoryTable table="gettransaction" title="Transaction History" columns={transactionColumns} />
    </WalletLayout>
  )
}

/** /transaction-history-table: the same table on its own. */
export function TransactionHistoryTablePage() {
  return (
    <TableScreen title="Transaction History" back={toWallet}>
      <HistoryTable table="gettransaction" title="Transactions" columns={transactionColumns} />
    </TableScreen>
  )
}

/** /WalletHistoryTable: the cash wallet's moves (the Cash Wallet's "Wallet History" button). */
export function WalletHistoryTablePage() {
  return (
    <TableScreen title="Wallet History" back={toWallet}>
      <HistoryTable table="getTransactionWallet" title="Cash Wallet History" columns={transactionColumns} />
    </TableScreen>
  )
}

/** /withdrawalHistory: withdrawals with their TDS and status, under the summary and tabs. */
export function WithdrawalHistoryPage() {
  return (
    <WalletLayout title="Withdrawal History">
      <HistoryTable table="user_withdrawal_list" title="Withdrawal History" columns={withdrawalColumns} />
    </WalletLayout>
  )
}

/** /withdrawalHistoryTable: the withdrawal table on its own. */
export function WithdrawalHistoryTablePage() {
  return (
    <TableScreen title="Withdrawal History" back={{ to: '/withdrawal-request', label: 'Withdraw funds' }}>
      <HistoryTable table="user_withdrawal_list" title="Withdrawals" columns={withdrawalColumns} />
    </TableScreen>
  )
}
