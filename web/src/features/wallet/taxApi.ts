import type { ApiClient } from '../../app/api'

/** One line of a TDS working, as the wallet words it (services/wallet audit/tdsStatement.ts). */
export interface WorkingLine {
  label: string
  amount: string
}

/** What a withdrawal of this amount would record now (POST /api/withdrawal-preview). */
export interface WithdrawalWorking {
  policy: string
  amount: string
  tds: string
  paid: string
  tdsRate: string
  working: { financialYear: string; netWinnings: string } | null
  lines: WorkingLine[]
}

export interface DepositSplit {
  gross: string
  gst: string
  credited: string
  gstRate: string
}

export interface TdsStatementRow {
  withdrawalId: string
  date: string
  status: 'pending' | 'completed' | 'rejected'
  amount: string
  tds: string
  paid: string
  policy: string
  netWinnings: string | null
}

export interface TdsStatementDto {
  financialYear: string
  pan: string | null
  rows: TdsStatementRow[]
  yearEnd: { date: string; closingBalance: string; netWinnings: string; tds: string; collected: string; uncollected: string } | null
  totals: { withdrawn: string; tdsDeducted: string; paidOut: string }
  years: string[]
}

export const fetchWithdrawalWorking = (api: ApiClient, amount: string) =>
  api.post<{ status: true; data: WithdrawalWorking }>('withdrawal-preview', { amount })

export const fetchDepositSplit = (api: ApiClient, amount: string) => api.post<{ status: true; data: DepositSplit }>('deposit-preview', { amount })

export const fetchTdsStatement = (api: ApiClient, financialYear: string | null) =>
  api.get<{ status: true; data: TdsStatementDto }>(financialYear ? `tds-statement?financialYear=${encodeURIComponent(financialYear)}` : 'tds-statement')
