import type { LedgerLine, PlayerYearTotal, TdsReport, TdsRow, YearEndRow } from '@arena/contracts'
import type { ApiClient } from '../../../app/api'
import { fetchUsers, type AdminUserRow } from '../users/api'

/** One event of GET api/admin/ledger/:userId: the three balances as they stood after it. */
export type LedgerRow = LedgerLine

/** Where a replay stops: an instant (ISO) and/or an event number; both optional. */
export interface LedgerStop {
  until?: string
  untilEvent?: string
}

/** GET api/admin/tds-report's rows, year-end rows and per-player years, as the wallet answers them. */
export type { TdsReport, TdsRow }
export type TdsYearEndRow = YearEndRow
export type TdsPlayerYear = PlayerYearTotal

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
