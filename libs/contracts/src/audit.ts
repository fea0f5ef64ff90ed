// The wire shapes of the wallet's admin audit calls (GET api/admin/ledger/:userId, GET api/admin/tds-report):
// the wallet answers them and the admin pages read them.

/** The spec's withdrawal status words: pending, completed, rejected. */
export type WithdrawalStatusWord = 'pending' | 'completed' | 'rejected'

export interface TdsRow {
  withdrawalId: string
  /** The same id under the name the ledger replay gives it (the one transaction id every view shows). */
  txId: string
  userId: string
  date: string
  /** Where the withdrawal stands now: tax is withheld only from a completed one. */
  status: WithdrawalStatusWord
  amount: string
  /** The split recorded when it was requested (what a payout would withhold and pay). */
  tds: string
  paid: string
  /** Tax actually withheld and amount actually paid out: the split once completed, 0.00 otherwise. */
  tdsWithheld: string
  paidOut: string
  pan: string
  policy: string
  /** Empty when the row recomputes exactly; the problems otherwise. */
  problems: string[]
}

/** Rule 133's year-end TDS recorded in the range (TaxYearClosed), recomputed like the rows. */
export interface YearEndRow {
  userId: string
  financialYear: string
  date: string
  netWinnings: string
  tds: string
  /** Taken from the balance; `uncollected` is what the balance could not cover. */
  collected: string
  uncollected: string
  pan: string
  problems: string[]
}

/** One player's financial year in the report: what filing Form 26Q and the player's certificate need. */
export interface PlayerYearTotal {
  userId: string
  pan: string
  financialYear: string
  withdrawals: number
  /** Completed withdrawals: amount, TDS withheld, amount paid out. */
  withdrawn: string
  tdsWithheld: string
  paidOut: string
  /** Year-end TDS collected (Rule 133). */
  yearEndTds: string
  totalTds: string
}

export interface TdsReport {
  rows: TdsRow[]
  mismatches: TdsRow[]
  /** Sums over completed withdrawals only: what was withheld and paid. */
  totals: { completed: number; pending: number; rejected: number; tdsWithheld: string; paidOut: string }
  yearEnds: YearEndRow[]
  /** Per player and financial year (of the rows and year-end records in the range). */
  players: PlayerYearTotal[]
}

/** One event of a player's wallet stream with the three balances as they stood after it. */
export interface LedgerLine {
  version: number
  at: string
  type: string
  /** The transaction the event belongs to: the id players, admin queues and the TDS report show. */
  txId: string
  /** What the event says, in a few words (amounts, contest, reason). */
  detail: string
  /** Running balances after this event. */
  cash: string
  winning: string
  reward: string
}

/** One line of a TDS working as the withdrawal screen and the statement show it. */
export interface WorkingLine {
  label: string
  amount: string
}

/** One withdrawal of a player's annual TDS statement (GET api/tds-statement). */
export interface StatementRow {
  withdrawalId: string
  date: string
  status: WithdrawalStatusWord
  amount: string
  /** TDS deducted: the recorded TDS once completed, 0.00 while pending or when rejected. */
  tds: string
  paid: string
  policy: string
  netWinnings: string | null
}

/** GET api/tds-statement: a player's TDS for one financial year, read from their ledger. */
export interface TdsStatement {
  financialYear: string
  pan: string | null
  rows: StatementRow[]
  /** Rule 133's year-end TDS on the closing balance, once recorded. */
  yearEnd: { date: string; closingBalance: string; netWinnings: string; tds: string; collected: string; uncollected: string } | null
  totals: { withdrawn: string; tdsDeducted: string; paidOut: string }
  /** Financial years with any withdrawal or year-end record, newest first (for the year picker). */
  years: string[]
}
