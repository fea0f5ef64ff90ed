import { Decimal } from '@arena/domain'
import type { Clock, Logger } from '@arena/service-kit'
import type { Cause } from '../adapters/walletCommands'
import type { WalletHandlers } from '../adapters/walletHandlers'
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

/**
 * Rule 133 at 31 March for every player with a wallet (but those `skip` names); what the admin
 * step and the automatic one both run.
 */
export async function closeTaxYearForEveryone(deps: TaxYearEndDeps, financialYear: string, at: string, cause: Cause, skip: (userId: string) => boolean = () => false): Promise<YearEndTotals> {
  let closed = 0
  let tds = new Decimal(0)
  let uncollected = new Decimal(0)
  for (const userId of await deps.players()) {
    if (skip(userId)) continue
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

/** A withdrawal still waiting for an admin: who asked, and when (ISO instant). */
export interface PendingWithdrawal {
  userId: string
  date: string
}

/**
 * The year-end close without an operator (TDS_POLICY=rule133): once the injected clock has
 * passed 31 March 23:59:59.999 India time, closes that year for every player. A player with a
 * withdrawal asked for within the year and still pending waits (its rejection would change A of a
 * closed year, docs/adr/0016) and is closed on a later tick once it is settled. A crash half-way
 * is finished by the next run (each close has its fixed command id); what is done is remembered
 * here only to spare the re-reading, so a restart runs it once more and records nothing new.
 */
export class TaxYearEnd {
  #year: string | undefined
  /** Players of `#year` closed (or with nothing to close) by this process. */
  #finished = new Set<string>()
  #done = false

  constructor(private readonly deps: TaxYearEndDeps & { clock: Clock; logger: Logger; pendingWithdrawals(): PendingWithdrawal[] }) {}

  async tick(): Promise<YearEndTotals | undefined> {
    const now = this.deps.clock.now()
    const financialYear = lastEndedFinancialYear(now)
    if (this.#year !== financialYear) {
      this.#year = financialYear
      this.#finished = new Set()
      this.#done = false
    }
    if (this.#done) return undefined
    const yearEnd = financialYearBounds(financialYear).to.getTime()
    const players = await this.deps.players()
    const waiting = new Set(this.deps.pendingWithdrawals().filter(w => Date.parse(w.date) < yearEnd).map(w => w.userId))
    const finished = this.#finished
    const totals = await closeTaxYearForEveryone({ ...this.deps, players: async () => players }, financialYear, now.toISOString(), { actor: 'system:wallet' }, userId => finished.has(userId) || waiting.has(userId))
    // Only after the whole run: a close that throws ends this tick, and the next one starts afresh.
    for (const userId of players) if (!waiting.has(userId)) finished.add(userId)
    this.#done = waiting.size === 0
    if (totals.closed > 0) this.deps.logger.info({ ...totals, waiting: waiting.size }, 'year-end TDS recorded (Rule 133)')
    return totals
  }
}
