import { Decimal } from '@arena/domain'
import type { Clock, Logger } from '@arena/service-kit'
import type { Cause } from '../app/commandRunner'
import type { WalletHandlers } from '../app/walletHandlers'
import { financialYearBounds, financialYearOf } from '../domain/rule133'

/** The fixed command of one player's close: the decider closes a year once, so a re-run records nothing twice. */
export const taxYearEndCommandId = (financialYear: string, userId: string): string => `tds-year-end-${financialYear}-${userId}`

export interface YearEndTotals {
  financialYear: string
  /** Players whose close was recorded by this run (not before). */
  closed: number
  tds: string
  uncollected: string
}

export interface TaxYearEndDeps {
  handlers: Pick<WalletHandlers, 'closeTaxYear'>
  /** Every player with a wallet, once the read model shows everything committed so far. */
  players(): Promise<string[]>
}

/** Rule 133 at 31 March for every player with a wallet; what the admin step and the automatic one both run. */
export async function closeTaxYearForEveryone(deps: TaxYearEndDeps, financialYear: string, at: string, cause: Cause): Promise<YearEndTotals> {
  let closed = 0
  let tds = new Decimal(0)
  let uncollected = new Decimal(0)
  for (const userId of await deps.players()) {
    const result = await deps.handlers.closeTaxYear({ commandId: taxYearEndCommandId(financialYear, userId), at, userId, financialYear }, cause)
    for (const event of result.events) {
      if (event.type !== 'TaxYearClosed' || result.duplicate) continue
      closed++
      tds = tds.plus(event.data.working.tds)
      uncollected = uncollected.plus(event.data.uncollected)
    }
  }
  return { financialYear, closed, tds: tds.toFixed(2), uncollected: uncollected.toFixed(2) }
}

/** The financial year that ended last before `now` ("2025-26" from 1 April 2026, India time). */
export const lastEndedFinancialYear = (now: Date): string => financialYearOf(new Date(financialYearBounds(financialYearOf(now)).from.getTime() - 1))

/**
 * The year-end close without an operator (TDS_POLICY=rule133): once the injected clock has
 * passed 31 March 23:59:59.999 India time, closes that year for every player. A crash half-way
 * is finished by the next run (each close has its fixed command id); the year is remembered here
 * only to spare the re-reading, so a restart runs it once more and records nothing new.
 */
export class TaxYearEnd {
  #done: string | undefined

  constructor(private readonly deps: TaxYearEndDeps & { clock: Clock; logger: Logger }) {}

  async tick(): Promise<YearEndTotals | undefined> {
    const now = this.deps.clock.now()
    const financialYear = lastEndedFinancialYear(now)
    if (this.#done === financialYear) return undefined
    const totals = await closeTaxYearForEveryone(this.deps, financialYear, now.toISOString(), { actor: 'system:wallet' })
    this.#done = financialYear
    if (totals.closed > 0) this.deps.logger.info(totals, 'year-end TDS recorded (Rule 133)')
    return totals
  }
}
