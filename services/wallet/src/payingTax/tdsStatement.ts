import { streams, type StatementRow, type TdsStatement, type WorkingLine } from '@arena/contracts'
import type { EventStore } from '@arena/eventstore'
import { Decimal } from '@arena/domain'
import { toWalletEvent } from '../domain/events'
import { financialYearOf, type Rule133WithdrawalWorking } from '../domain/rule133'

export type { StatementRow, TdsStatement, WorkingLine } from '@arena/contracts'

/** The inputs a recorded (or previewed) TDS carries: the shape of the event's `tds`. */
export interface TdsRecordLike {
  policy: string
  inputs: { amount: string; rateNumerator: string; rateDenominator: string }
  tax: string
  paid: string
  working?: Rule133WithdrawalWorking
}

/** The computation line by line, in the order a player checks it. */
export function workingLines(tds: TdsRecordLike): WorkingLine[] {
  const w = tds.working
  if (!w) {
    const { amount, rateNumerator, rateDenominator } = tds.inputs
    return [
      { label: 'Withdrawal amount', amount },
      { label: `TDS = amount x ${rateNumerator} / ${rateDenominator}`, amount: tds.tax },
      { label: 'You receive (amount - TDS)', amount: tds.paid },
    ]
  }
  return [
    { label: `Withdrawn earlier in financial year ${w.financialYear}`, amount: w.withdrawnBefore },
    { label: '+ This withdrawal', amount: w.withdrawal },
    { label: '= Withdrawn in the year (A)', amount: w.withdrawnInYear },
    { label: '- Deposits credited in the year (B)', amount: w.nonTaxableDeposits },
    { label: '- Balance on 1 April (C)', amount: w.openingBalance },
    { label: '- Net winnings already taxed this year', amount: w.alreadyTaxed },
    { label: '= Net winnings (0 if negative)', amount: w.netWinnings },
    { label: `TDS = ${w.ratePercent}% of net winnings`, amount: w.tds },
    { label: 'You receive (amount - TDS)', amount: w.paid },
  ]
}

/**
 * A player's annual TDS statement for one financial year, read from their ledger: each
 * withdrawal requested in the year, what was deducted on it, the year-end TDS and the totals.
 */
export async function tdsStatement(store: EventStore, userId: string, financialYear: string, pan: string | null): Promise<TdsStatement> {
  const rows = new Map<string, StatementRow>()
  /** The split recorded at each request: deducted only once the withdrawal completes. */
  const recordedSplit = new Map<string, { tds: string; paid: string }>()
  const years = new Set<string>()
  let yearEnd: TdsStatement['yearEnd'] = null
  for (const recorded of await store.readStream(streams.wallet(userId))) {
    const event = toWalletEvent(recorded)
    const at = recorded.metadata.at
    if (event.type === 'WithdrawalRequested') {
      const fy = financialYearOf(at)
      years.add(fy)
      if (fy !== financialYear) continue
      const { withdrawalId, amount, tds } = event.data
      rows.set(withdrawalId, { withdrawalId, date: at, status: 'pending', amount, tds: '0.00', paid: '0.00', policy: tds.policy, netWinnings: tds.working?.netWinnings ?? null })
      recordedSplit.set(withdrawalId, { tds: tds.tax, paid: tds.paid })
    } else if (event.type === 'WithdrawalCompleted' || event.type === 'WithdrawalRejected') {
      const row = rows.get(event.data.withdrawalId)
      if (!row) continue
      row.status = event.type === 'WithdrawalCompleted' ? 'completed' : 'rejected'
      if (row.status === 'completed') Object.assign(row, recordedSplit.get(row.withdrawalId))
    } else if (event.type === 'TaxYearClosed') {
      years.add(event.data.financialYear)
      if (event.data.financialYear !== financialYear) continue
      const { working, debit, uncollected } = event.data
      const collected = new Decimal(debit.cash).plus(debit.winning).toFixed(2)
      yearEnd = { date: at, closingBalance: working.closingBalance, netWinnings: working.netWinnings, tds: working.tds, collected, uncollected }
    }
  }
  const list = [...rows.values()]
  const sum = (pick: (r: StatementRow) => string, from = new Decimal(0)) => list.filter(r => r.status === 'completed').reduce((total, r) => total.plus(pick(r)), from).toFixed(2)
  return {
    financialYear, pan, rows: list, yearEnd,
    totals: { withdrawn: sum(r => r.amount), tdsDeducted: sum(r => r.tds, new Decimal(yearEnd?.collected ?? 0)), paidOut: sum(r => r.paid) },
    years: [...years].sort().reverse(),
  }
}
