import { Decimal, IST_OFFSET_MINUTES } from '@arena/domain'

/**
 * Section 194BA TDS on net winnings, computed as Rule 133 of the Income-tax Rules says
 * (Notification 28/2023; CBDT Circular 5/2023). Pure: the wallet state supplies the year's
 * figures, this turns them into the working a player and an auditor can follow line by line.
 * docs/adr/0016-tds-rule-133-and-deposit-gst.md says which wallets count as the "user account".
 */

/** The rate of section 194BA, as a fraction of the net winnings. */
export const RULE133_RATE_PERCENT = '30'
export const RULE133_POLICY = 'rule133'

/** A financial year as India names it: "2026-27" runs 1 April 2026 to 31 March 2027, India time. */
export function financialYearOf(at: string | Date): string {
  const local = new Date(new Date(at).getTime() + IST_OFFSET_MINUTES * 60_000)
  const year = local.getUTCFullYear()
  const start = local.getUTCMonth() >= 3 ? year : year - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}

export const isFinancialYear = (fy: string): boolean => /^\d{4}-\d{2}$/.test(fy) && (Number(fy.slice(0, 4)) + 1) % 100 === Number(fy.slice(5))

/** [from, to) of a financial year: from 1 April 00:00 India time to the next 1 April 00:00. */
export function financialYearBounds(fy: string): { from: Date; to: Date } {
  const start = Number(fy.slice(0, 4))
  return { from: new Date(`${start}-04-01T00:00:00+05:30`), to: new Date(`${start + 1}-04-01T00:00:00+05:30`) }
}

export const nextFinancialYear = (fy: string): string => financialYearOf(financialYearBounds(fy).to)

/** What Rule 133 needs at a withdrawal, all rupee strings, all within one financial year. */
export interface Rule133WithdrawalInputs {
  financialYear: string
  /** This withdrawal. */
  withdrawal: string
  /** Earlier withdrawals of the year (requested and not rejected). */
  withdrawnBefore: string
  /** B: non-taxable deposits of the year so far (what the player's deposits credited). */
  nonTaxableDeposits: string
  /** C: the user account's balance at the start of the year. */
  openingBalance: string
  /** Net winnings already taxed at earlier withdrawals of the year. */
  alreadyTaxed: string
}

export interface Rule133WithdrawalWorking extends Rule133WithdrawalInputs {
  /** A: withdrawals of the year including this one. */
  withdrawnInYear: string
  /** A - B - C - already taxed, not below 0. */
  netWinnings: string
  ratePercent: string
  tds: string
  /** withdrawal - tds: what reaches the bank. */
  paid: string
}

/** What Rule 133 needs at the end of the year (31 March). */
export interface Rule133YearEndInputs {
  financialYear: string
  /** A: withdrawals of the year (requested and not rejected). */
  withdrawnInYear: string
  /** D: the user account's balance when the year closed. */
  closingBalance: string
  nonTaxableDeposits: string
  openingBalance: string
  alreadyTaxed: string
}

export interface Rule133YearEndWorking extends Rule133YearEndInputs {
  /** (A + D) - (B + C + already taxed), not below 0. */
  netWinnings: string
  ratePercent: string
  tds: string
}

const money = (value: Decimal) => value.toFixed(2)
const positive = (value: Decimal) => (value.isNegative() ? new Decimal(0) : value)
/** 30% of the net winnings, half-up to the paisa (the rounding every TDS here uses). */
const taxOn = (netWinnings: Decimal) => netWinnings.times(RULE133_RATE_PERCENT).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)

/**
 * Rule 133(2)-(5): at the first withdrawal net winnings = A - (B + C); at each later one
 * A - (B + C + net winnings taxed earlier in the year), where A counts every withdrawal of the
 * year including this one; zero when the subtraction is not positive.
 */
export function rule133AtWithdrawal(inputs: Rule133WithdrawalInputs): Rule133WithdrawalWorking {
  const withdrawal = new Decimal(inputs.withdrawal)
  const withdrawnInYear = new Decimal(inputs.withdrawnBefore).plus(withdrawal)
  const netWinnings = positive(withdrawnInYear.minus(inputs.nonTaxableDeposits).minus(inputs.openingBalance).minus(inputs.alreadyTaxed))
  const tds = taxOn(netWinnings)
  return {
    financialYear: inputs.financialYear,
    withdrawal: money(withdrawal),
    withdrawnBefore: money(new Decimal(inputs.withdrawnBefore)),
    nonTaxableDeposits: money(new Decimal(inputs.nonTaxableDeposits)),
    openingBalance: money(new Decimal(inputs.openingBalance)),
    alreadyTaxed: money(new Decimal(inputs.alreadyTaxed)),
    withdrawnInYear: money(withdrawnInYear),
    netWinnings: money(netWinnings),
    ratePercent: RULE133_RATE_PERCENT,
    tds: money(tds),
    paid: money(withdrawal.minus(tds)),
  }
}

/**
 * Rule 133(6)-(7): at the end of the year net winnings = (A + D) - (B + C + net winnings taxed
 * during the year), D the closing balance; what remains untaxed is taxed now.
 */
export function rule133AtYearEnd(inputs: Rule133YearEndInputs): Rule133YearEndWorking {
  const netWinnings = positive(
    new Decimal(inputs.withdrawnInYear).plus(inputs.closingBalance).minus(inputs.nonTaxableDeposits).minus(inputs.openingBalance).minus(inputs.alreadyTaxed),
  )
  return {
    financialYear: inputs.financialYear,
    withdrawnInYear: money(new Decimal(inputs.withdrawnInYear)),
    closingBalance: money(new Decimal(inputs.closingBalance)),
    nonTaxableDeposits: money(new Decimal(inputs.nonTaxableDeposits)),
    openingBalance: money(new Decimal(inputs.openingBalance)),
    alreadyTaxed: money(new Decimal(inputs.alreadyTaxed)),
    netWinnings: money(netWinnings),
    ratePercent: RULE133_RATE_PERCENT,
    tds: money(taxOn(netWinnings)),
  }
}

/** Recomputes a recorded working from its own inputs: the problems, none when it holds. */
export function checkWithdrawalWorking(recorded: Rule133WithdrawalWorking): string[] {
  const expected = rule133AtWithdrawal(recorded)
  return (['withdrawnInYear', 'netWinnings', 'tds', 'paid'] as const)
    .filter(key => !sameAmount(recorded[key], expected[key]))
    .map(key => `${key} ${recorded[key]} should be ${expected[key]}`)
}

export function checkYearEndWorking(recorded: Rule133YearEndWorking): string[] {
  const expected = rule133AtYearEnd(recorded)
  return (['netWinnings', 'tds'] as const).filter(key => !sameAmount(recorded[key], expected[key])).map(key => `${key} ${recorded[key]} should be ${expected[key]}`)
}

function sameAmount(a: string, b: string): boolean {
  try {
    return new Decimal(a).equals(b)
  } catch {
    return false
  }
}

/**
 * DEPOSIT_GST_RATE: GST on an online money gaming deposit is charged on its face value, so the
 * gross paid includes it: credited = gross / (1 + rate) half-up to the paisa, GST = gross - credited
 * (never rounded separately, so credited + GST is exactly the gross).
 */
export function depositGstSplit(gross: string, rate: string): { gross: string; gst: string; credited: string; gstRate: string } {
  const total = new Decimal(gross)
  const credited = total.dividedBy(new Decimal(1).plus(rate)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
  return { gross: money(total), gst: money(total.minus(credited)), credited: money(credited), gstRate: new Decimal(rate).toString() }
}
