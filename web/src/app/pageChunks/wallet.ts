// Money in and out: deposits, withdrawals, wallet history, and the bank details withdrawals are paid to.
export { AddMoneyMobilePage, AddMoneyPage } from '../../features/wallet/AddMoney'
export {
  TransactionHistoryPage,
  TransactionHistoryTablePage,
  WalletBonusPage,
  WalletHistoryTablePage,
  WalletPage,
  WithdrawalHistoryPage,
  WithdrawalHistoryTablePage,
} from '../../features/wallet/HistoryPages'
export { WithdrawalRequestPage } from '../../features/wallet/WithdrawalRequestPage'
export { TdsStatementPage } from '../../features/wallet/TdsStatementPage'
export { BankDetailPage } from '../../features/bank/BankDetailPage'
