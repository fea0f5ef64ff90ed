import type { BankAccountDto, PlayerDepositDto, TransactionDto, WalletBalanceDto } from '@arena/contracts'
import type { ApiClient } from '../../app/api'

/** Wire shapes from the shared contracts (types only: nothing of them runs in the browser). */
export type { BankAccountDto, PlayerDepositDto, TransactionDto, WalletBalanceDto }

/** The spec's history calls (section 7), each one table's rows, newest first. */
export const HISTORY_CALLS = [
  'gettransaction',
  'getTransactionWallet',
  'getTransactionWithdral',
  'getbonustransaction',
  'getrefferaltransaction',
  'user_withdrawal_list',
] as const
export type HistoryCall = (typeof HISTORY_CALLS)[number]

export type DepositMethod = 'NEFT/IMPS' | 'UPI'

export interface DepositRequest {
  amount: string
  method: DepositMethod
  reference: string
}

/** What a filed withdrawal answers: the tax withheld and the amount to be paid out. */
export interface WithdrawalAnswer {
  status: true
  message: string
  data?: { tds: string; paid: string; tdsRate: string; balances?: WalletBalanceDto }
}

export const fetchBalance = (api: ApiClient) => api.get<{ status: true; data: WalletBalanceDto }>('wallet-balance')

export const fetchHistory = (api: ApiClient, call: HistoryCall) => api.post<{ status: true; data: TransactionDto[] }>(call, {})

/** Only accepted accounts come back: the ones a payout may go to. */
export const fetchBankAccounts = (api: ApiClient) => api.get<{ status: true; data: BankAccountDto[] }>('user_bank_account_list')

export const postDeposit = (api: ApiClient, request: DepositRequest) =>
  api.post<{ status: true; message?: string }>('deposit-request', request)

export const postWithdrawal = (api: ApiClient, request: { amount: string; bankAccountId: string }) =>
  api.post<WithdrawalAnswer>('withdral-request-add', { amount: request.amount, bank_account_id: request.bankAccountId })

/** GET api/deposit-requests: the player's own deposit requests, newest first (pending, completed, rejected with the reason). */
export const fetchDepositRequests = (api: ApiClient) => api.get<{ status: true; data: PlayerDepositDto[] }>('deposit-requests')
