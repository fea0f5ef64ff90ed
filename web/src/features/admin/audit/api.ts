import type { ApiClient } from '../../../app/api'
import { fetchUsers, type AdminUserRow } from '../users/api'

/** One event of GET api/admin/ledger/:userId: the three balances as they stood after it. */
export interface LedgerRow {
  version: number
  at: string
  type: string
  /** The transaction the event belongs to: the id the player, the queues and the TDS report show. */
  txId: string
  detail: string
  cash: string
  winning: string
  reward: string
}

/** Where a replay stops: an instant (ISO) and/or an event number; both optional. */
export interface LedgerStop {
  until?: string
  untilEvent?: string
}

/**
 * One withdrawal of GET api/admin/tds-report, its TDS recomputed; `problems` is empty when it checks
 * out. `tds`/`paid` are the split recorded at the request; `tdsWithheld`/`paidOut` what was really
 * withheld and paid (only a completed withdrawal has any).
 */
export interface TdsRow {
  withdrawalId: string
  userId: string
  date: string
  status: 'pending' | 'completed' | 'rejected'
  amount: string
  tds: string
  paid: string
  tdsWithheld: string
  paidOut: string
  pan: string
  policy: string
  problems: string[]
}

/** Rule 133's year-end TDS of one player and year, recomputed like the rows. */
export interface TdsYearEndRow {
  userId: string
  financialYear: string
  date: string
  netWinnings: string
  tds: string
  collected: string
  uncollected: string
  pan: string
  problems: string[]
}

/** One player's financial year: what their TDS certificate and the quarterly return need. */
export interface TdsPlayerYear {
  userId: string
  pan: string
  financialYear: string
  withdrawals: number
  withdrawn: string
  tdsWithheld: string
  paidOut: string
  yearEndTds: string
  totalTds: string
}

export interface TdsReport {
  rows: TdsRow[]
  mismatches: TdsRow[]
  totals: { completed: number; pending: number; rejected: number; tdsWithheld: string; paidOut: string }
  yearEnds?: TdsYearEndRow[]
  players?: TdsPlayerYear[]
}

/** Rule 133's year-end step for every player (TDS_POLICY=rule133; once per player and year). */
export const postTdsYearEnd = (api: ApiClient, financialYear: string) =>
  api.post<{ status: true; message: string; data: { financialYear: string; closed: number; tds: string; uncollected: string } }>('admin/tds-year-end', { financialYear })

/** Players for the ledger picker: the admin users search matches a mobile, a name or an exact id. */
export const searchPlayers = async (api: ApiClient, query: string): Promise<AdminUserRow[]> => (await fetchUsers(api, { search: query, page: 1 })).data

export function fetchLedger(api: ApiClient, userId: string, stop: LedgerStop) {
  const params = new URLSearchParams()
  if (stop.until) params.set('until', stop.until)
  if (stop.untilEvent) params.set('untilEvent', stop.untilEvent)
  const query = params.toString()
  return api.get<{ status: true; data: LedgerRow[] }>(`admin/ledger/${encodeURIComponent(userId)}${query ? `?${query}` : ''}`)
}

const rangeQuery = (from: string, to: string) => new URLSearchParams({ from, to }).toString()

export const fetchTdsReport = (api: ApiClient, from: string, to: string) => api.get<{ status: true; data: TdsReport }>(`admin/tds-report?${rangeQuery(from, to)}`)

/** The server's CSV of the same report (a file, so it is fetched with the token and saved, not read as JSON). */
export const tdsCsvPath = (from: string, to: string) => `/api/admin/tds-report?${rangeQuery(from, to)}&format=csv`

/** A datetime-local value read as India time (+05:30), the zone the product's times are in; '' stays ''. */
export function indiaInstant(local: string): string {
  if (!local) return ''
  const at = new Date(`${local.length === 16 ? `${local}:00` : local}+05:30`)
  return Number.isNaN(at.getTime()) ? local : at.toISOString()
}

/** India's financial year so far (1 April to `today`), the range a TDS filing covers. */
export function financialYearToDate(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number]
  return { from: `${month >= 4 ? year : year - 1}-04-01`, to: today }
}
