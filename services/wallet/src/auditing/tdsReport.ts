import { categoryOf, idOf, type PlayerYearTotal, type TdsReport, type TdsRow, type WithdrawalStatusWord, type YearEndRow } from '@arena/contracts'
import type { EventStore } from '@arena/eventstore'
import { Decimal, isDecimalString, recomputeTds, type TdsRecord } from '@arena/domain'
import type { PanLookup } from '../ports'
import { decide, rule133Record } from '../domain/decide'
import { toDatedWalletEvent } from '../domain/events'
import { RULE133_POLICY, checkWithdrawalWorking, checkYearEndWorking, financialYearOf } from '../domain/rule133'
import { evolve, initialState, type WalletState } from '../domain/state'

export type { PlayerYearTotal, TdsReport, TdsRow, WithdrawalStatusWord, YearEndRow } from '@arena/contracts'

const PAGE = 1000

/**
 * Every withdrawal requested in [from, to), read from the ledger (not from a report table),
 * with its TDS recomputed from the inputs recorded on the event, and its status as the ledger
 * has it now. Only completed withdrawals had tax withheld: a rejected one gave the whole amount
 * back and a pending one has paid nothing yet.
 */
export async function tdsReport(store: EventStore, range: { from: Date; to: Date }, pans: PanLookup): Promise<TdsReport> {
  const rows: TdsRow[] = []
  const yearEnds: YearEndRow[] = []
  const settled = new Map<string, WithdrawalStatusWord>()
  // Each wallet folded as the decider saw it, so a Rule 133 working is checked against the ledger, not only against itself.
  const wallets = new Map<string, WalletState | null>()
  const panOf = async (userId: string) => (await pans.panOf(userId)) ?? ''
  for (let position = 0; ;) {
    const page = await store.readAll(position, PAGE)
    for (const event of page) {
      if (categoryOf(event.stream) !== 'wallet') continue
      const userId = idOf(event.stream)
      const before = wallets.has(userId) ? wallets.get(userId)! : initialState()
      wallets.set(userId, folded(before, event))
      const withdrawalId = String((event.data as WithdrawalData).withdrawalId ?? '')
      if (event.type === 'WithdrawalCompleted') settled.set(`${userId}/${withdrawalId}`, 'completed')
      if (event.type === 'WithdrawalRejected') settled.set(`${userId}/${withdrawalId}`, 'rejected')
      const at = new Date(event.metadata.at)
      if (at < range.from || at >= range.to) continue
      if (event.type === 'WithdrawalRequested') rows.push(rowOf(event.data as WithdrawalData, userId, event.metadata.at, await panOf(userId), before))
      if (event.type === 'TaxYearClosed') yearEnds.push(yearEndRowOf(event.data as YearEndData, userId, event.metadata.at, await panOf(userId), before))
    }
    if (page.length < PAGE) break
    position = page.at(-1)!.position
  }
  const withStatus = rows.map(row => withdrawn(row, settled.get(`${row.userId}/${row.withdrawalId}`) ?? 'pending'))
  const problems = withStatus.filter(r => r.problems.length > 0)
  return { rows: withStatus, mismatches: problems, totals: totalsOf(withStatus), yearEnds, players: playerTotals(withStatus, yearEnds) }
}

/** The next state, or null once an event of this wallet no longer parses (its later checks then say so). */
function folded(state: WalletState | null, event: { type: string; data: unknown; stream: string; metadata: { at: string } }): WalletState | null {
  if (!state) return null
  try {
    return evolve(state, toDatedWalletEvent(event))
  } catch {
    return null
  }
}

function playerTotals(rows: TdsRow[], yearEnds: YearEndRow[]): PlayerYearTotal[] {
  const totals = new Map<string, PlayerYearTotal>()
  const entry = (userId: string, pan: string, financialYear: string) => {
    const key = `${userId}/${financialYear}`
    let total = totals.get(key)
    if (!total) totals.set(key, (total = { userId, pan, financialYear, withdrawals: 0, withdrawn: '0.00', tdsWithheld: '0.00', paidOut: '0.00', yearEndTds: '0.00', totalTds: '0.00' }))
    return total
  }
  const add = (a: string, b: string) => (isDecimalString(b) ? new Decimal(a).plus(b).toFixed(2) : a)
  for (const row of rows) {
    const total = entry(row.userId, row.pan, financialYearOf(row.date))
    total.withdrawals++
    if (row.status !== 'completed') continue
    Object.assign(total, { withdrawn: add(total.withdrawn, row.amount), tdsWithheld: add(total.tdsWithheld, row.tdsWithheld), paidOut: add(total.paidOut, row.paidOut), totalTds: add(total.totalTds, row.tdsWithheld) })
  }
  for (const close of yearEnds) {
    const total = entry(close.userId, close.pan, close.financialYear)
    Object.assign(total, { yearEndTds: add(total.yearEndTds, close.collected), totalTds: add(total.totalTds, close.collected) })
  }
  return [...totals.values()].sort((a, b) => a.financialYear.localeCompare(b.financialYear) || a.userId.localeCompare(b.userId))
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
  tds?: Partial<Omit<TdsRecord, 'policy'>> & { policy?: string; working?: Working }
}

function rowOf(data: WithdrawalData, userId: string, date: string, pan: string, before: WalletState | null): TdsRow {
  const tds = data.tds ?? {}
  const row = {
    withdrawalId: String(data.withdrawalId ?? ''), txId: String(data.withdrawalId ?? ''), userId, date, status: 'pending' as const, amount: String(data.amount ?? ''),
    tds: String(tds.tax ?? ''), paid: String(tds.paid ?? ''), tdsWithheld: '0.00', paidOut: '0.00', pan, policy: String(tds.policy ?? ''),
  }
  const problems: string[] = []
  if (!tds.inputs || !tds.policy) problems.push('no TDS record on the event')
  else if (tds.policy === RULE133_POLICY) problems.push(...rule133Problems(tds, row.amount, date, before))
  else {
    const audit = recomputeTds(tds as unknown as TdsRecord)
    if (!audit.ok) problems.push(...audit.problems)
    const sameAmount = isDecimalString(tds.inputs.amount) && isDecimalString(row.amount) && new Decimal(tds.inputs.amount).equals(row.amount)
    if (!sameAmount) problems.push(`TDS computed on ${tds.inputs.amount}, withdrawal is ${row.amount}`)
  }
  return { ...row, problems }
}

type Working = NonNullable<ReturnType<typeof rule133Record>['working']>

/**
 * A Rule 133 withdrawal: its working must recompute from its own inputs, and those inputs must
 * be the ledger's (the wallet as it stood just before the request).
 */
function rule133Problems(tds: NonNullable<WithdrawalData['tds']>, amount: string, date: string, before: WalletState | null): string[] {
  if (!tds.working) return ['no Rule 133 working on the event']
  const problems = checkWithdrawalWorking(tds.working)
  if (tds.tax !== tds.working.tds || tds.paid !== tds.working.paid) problems.push(`tax ${tds.tax} / paid ${tds.paid} differ from the working's ${tds.working.tds} / ${tds.working.paid}`)
  if (!isDecimalString(amount)) return [...problems, `amount ${amount} is not a decimal`]
  if (!before) return [...problems, 'an earlier event of this wallet does not read: the inputs cannot be checked against the ledger']
  const expected = rule133Record(new Decimal(amount), date, before).working
  for (const key of ['financialYear', 'withdrawal', 'withdrawnBefore', 'nonTaxableDeposits', 'openingBalance', 'alreadyTaxed'] as const) {
    if (tds.working[key] !== expected[key]) problems.push(`${key} ${tds.working[key]} should be ${expected[key]} by the ledger`)
  }
  return problems
}

interface YearEndData {
  commandId: string
  financialYear: string
  working: Parameters<typeof checkYearEndWorking>[0]
  debit: { cash: string; winning: string; reward: string }
  uncollected: string
}

function yearEndRowOf(data: YearEndData, userId: string, date: string, pan: string, before: WalletState | null): YearEndRow {
  const problems = checkYearEndWorking(data.working)
  const collected = new Decimal(data.debit.cash).plus(data.debit.winning)
  if (!collected.plus(data.uncollected).equals(data.working.tds)) problems.push(`collected ${collected.toFixed(2)} + uncollected ${data.uncollected} is not the TDS ${data.working.tds}`)
  if (!before) problems.push('an earlier event of this wallet does not read: the inputs cannot be checked against the ledger')
  else {
    const [expected] = decide({ type: 'CloseTaxYear', commandId: `${data.commandId}-audit`, at: date, userId, financialYear: data.financialYear }, before)
    const working = expected?.type === 'TaxYearClosed' ? expected.data.working : undefined
    for (const key of ['withdrawnInYear', 'closingBalance', 'nonTaxableDeposits', 'openingBalance', 'alreadyTaxed'] as const) {
      if (working && working[key] !== data.working[key]) problems.push(`${key} ${data.working[key]} should be ${working[key]} by the ledger`)
    }
  }
  return { userId, financialYear: data.financialYear, date, netWinnings: data.working.netWinnings, tds: data.working.tds, collected: collected.toFixed(2), uncollected: data.uncollected, pan, problems }
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
  // Rule 133's year-end TDS: one line per player and year, `amount` the net winnings taxed at the close.
  const closes = report.yearEnds.map(r => [
    `year-end-${r.financialYear}`, r.userId, r.date, 'year-end', r.netWinnings, r.tds, '0.00', r.collected, '0.00', r.pan,
    r.pan ? '' : 'PAN not on file in KYC', 'rule133', r.problems.length ? `MISMATCH: ${r.problems.join('; ')}` : 'ok',
  ].map(csvCell).join(','))
  return [columns.join(','), ...lines, ...closes].join('\n') + '\n'
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
