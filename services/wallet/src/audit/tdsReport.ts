import { categoryOf, idOf } from '@arena/contracts'
import type { EventStore } from '@arena/eventstore'
import { Decimal, isDecimalString, recomputeTds, type TdsRecord } from '@arena/domain'
import type { PanLookup } from '../app/ports'

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

export interface TdsReport {
  rows: TdsRow[]
  mismatches: TdsRow[]
  /** Sums over completed withdrawals only: what was withheld and paid. */
  totals: { completed: number; pending: number; rejected: number; tdsWithheld: string; paidOut: string }
}

const PAGE = 1000

/**
 * Every withdrawal requested in [from, to), read from the ledger (not from a report table),
 * with its TDS recomputed from the inputs recorded on the event, and its status as the ledger
 * has it now. Only completed withdrawals had tax withheld: a rejected one gave the whole amount
 * back and a pending one has paid nothing yet.
 */
export async function tdsReport(store: EventStore, range: { from: Date; to: Date }, pans: PanLookup): Promise<TdsReport> {
  const rows: TdsRow[] = []
  const settled = new Map<string, WithdrawalStatusWord>()
  for (let position = 0; ;) {
    const page = await store.readAll(position, PAGE)
    for (const event of page) {
      if (categoryOf(event.stream) !== 'wallet') continue
      const userId = idOf(event.stream)
      const withdrawalId = String((event.data as WithdrawalData).withdrawalId ?? '')
      if (event.type === 'WithdrawalCompleted') settled.set(`${userId}/${withdrawalId}`, 'completed')
      if (event.type === 'WithdrawalRejected') settled.set(`${userId}/${withdrawalId}`, 'rejected')
      if (event.type !== 'WithdrawalRequested') continue
      const at = new Date(event.metadata.at)
      if (at < range.from || at >= range.to) continue
      rows.push(rowOf(event.data as WithdrawalData, userId, event.metadata.at, (await pans.panOf(userId)) ?? ''))
    }
    if (page.length < PAGE) break
    position = page.at(-1)!.position
  }
  const withStatus = rows.map(row => withdrawn(row, settled.get(`${row.userId}/${row.withdrawalId}`) ?? 'pending'))
  return { rows: withStatus, mismatches: withStatus.filter(r => r.problems.length > 0), totals: totalsOf(withStatus) }
}

function withdrawn(row: TdsRow, status: WithdrawalStatusWord): TdsRow {
  const completed = status === 'completed'
  return { ...row, status, tdsWithheld: completed ? row.tds : '0.00', paidOut: completed ? row.paid : '0.00' }
}

function totalsOf(rows: TdsRow[]): TdsReport['totals'] {
  const sum = (pick: (r: TdsRow) => string) => rows.reduce((total, r) => (isDecimalString(pick(r)) ? total.plus(pick(r)) : total), new Decimal(0)).toFixed(2)
  const count = (status: WithdrawalStatusWord) => rows.filter(r => r.status === status).length
  return { completed: count('completed'), pending: count('pending'), rejected: count('rejected'), tdsWithheld: sum(r => r.tdsWithheld), paidOut: sum(r => r.paidOut) }
}

/** Read loosely on purpose: a damaged event must show up as a mismatch, not stop the report. */
interface WithdrawalData {
  withdrawalId?: string
  amount?: string
  tds?: Partial<TdsRecord>
}

function rowOf(data: WithdrawalData, userId: string, date: string, pan: string): TdsRow {
  const tds = data.tds ?? {}
  const row = {
    withdrawalId: String(data.withdrawalId ?? ''), txId: String(data.withdrawalId ?? ''), userId, date, status: 'pending' as const, amount: String(data.amount ?? ''),
    tds: String(tds.tax ?? ''), paid: String(tds.paid ?? ''), tdsWithheld: '0.00', paidOut: '0.00', pan, policy: String(tds.policy ?? ''),
  }
  const problems: string[] = []
  if (!tds.inputs || !tds.policy) problems.push('no TDS record on the event')
  else {
    const audit = recomputeTds(tds as TdsRecord)
    if (!audit.ok) problems.push(...audit.problems)
    const sameAmount = isDecimalString(tds.inputs.amount) && isDecimalString(row.amount) && new Decimal(tds.inputs.amount).equals(row.amount)
    if (!sameAmount) problems.push(`TDS computed on ${tds.inputs.amount}, withdrawal is ${row.amount}`)
  }
  return { ...row, problems }
}

const columns = ['withdrawal_id', 'user_id', 'date', 'status', 'amount', 'tds', 'paid', 'tds_withheld', 'paid_out', 'pan', 'pan_note', 'policy', 'check'] as const

/**
 * One CSV line per withdrawal; `tds`/`paid` are the split recorded at the request, `tds_withheld`/
 * `paid_out` what was actually withheld and paid (0.00 unless completed): file the latter.
 * `pan_note` says why a PAN is empty (none in KYC, or it was rejected).
 */
export function tdsCsv(report: TdsReport): string {
  const lines = report.rows.map(r => [
    r.withdrawalId, r.userId, r.date, r.status, r.amount, r.tds, r.paid, r.tdsWithheld, r.paidOut, r.pan,
    r.pan ? '' : 'PAN not on file in KYC', r.policy, r.problems.length ? `MISMATCH: ${r.problems.join('; ')}` : 'ok',
  ].map(csvCell).join(','))
  return [columns.join(','), ...lines].join('\n') + '\n'
}

/** Quotes when needed, and defuses cells a spreadsheet would run as a formula. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !isDecimalString(value) ? `'${value}` : value
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/**
 * Date bounds as the report's users mean them: a bare date is a whole day in India (+05:30),
 * `to` inclusive; a full instant is taken as is.
 */
export function reportRange(from: string, to: string): { from: Date; to: Date } {
  const day = /^\d{4}-\d{2}-\d{2}$/
  const start = new Date(day.test(from) ? `${from}T00:00:00+05:30` : from)
  const end = day.test(to) ? new Date(new Date(`${to}T00:00:00+05:30`).getTime() + 86_400_000) : new Date(to)
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) throw new RangeError(`bad date range ${from} .. ${to}`)
  return { from: start, to: end }
}
