import type { StatementRow, TdsStatement, WorkingLine } from '@arena/contracts'
import type { ApiClient } from '../../app/api'

/** One line of a TDS working, as the wallet words it. */
export type { WorkingLine }

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

/** GET api/tds-statement's rows and the statement, as the wallet answers them. */
export type TdsStatementRow = StatementRow

export type TdsStatementDto = TdsStatement

export const fetchWithdrawalWorking = (api: ApiClient, amount: string) =>
  api.post<{ status: true; data: WithdrawalWorking }>('withdrawal-preview', { amount })

export const fetchDepositSplit = (api: ApiClient, amount: string) => api.post<{ status: true; data: DepositSplit }>('deposit-preview', { amount })

export const fetchTdsStatement = (api: ApiClient, financialYear: string | null) =>
  api.get<{ status: true; data: TdsStatementDto }>(financialYear ? `tds-statement?financialYear=${encodeURIComponent(financialYear)}` : 'tds-statement')
