import { originating } from '@arena/contracts'
import type { Clock, Logger, PushHub } from '@arena/service-kit'
import type { ContestCommands } from '../adapters/contestCommands'
import { refundPlayers, type RefundDeps } from '../administering/refundPlayers'
import type { JoinContest } from '../participating/joinContest'
import { settleContest, type SettleDeps } from '../settling/settleContest'
import type { ContestState } from '../domain/state'
import type { Cause, MarketPrices } from '../ports'
import type { ContestsView } from '../readModel/contestsView'
import { dueSteps, type Step } from './dueSteps'
import { endingPrices } from './endingPrices'
import { pushChanges, pushClock } from '../push/contestPush'

/**
 * A hold with no answer for this long (by the injected clock) is re-driven by the scheduler: past
 * the 10 s a seat payment waits for the wallet over the bus, so the edge that began it has given
 * up. Sooner would only send the same command (the same id, a no-op) while the first still waits.
 */
export const REDRIVE_AFTER_MS = 15_000

/**
 * At most this many re-drives run at once; the rest wait for a later tick. During a broker outage
 * each waits out its request's timeout, so a bound keeps a backlog of holds from flooding the bus
 * when it comes back.
 */
export const REDRIVES_AT_ONCE = 32

export interface SchedulerDeps extends SettleDeps, RefundDeps {
  commands: ContestCommands
  view: ContestsView
  join: JoinContest
  push: PushHub
  clock: Clock
  logger: Logger
  prices: MarketPrices
  /** How long past its end a contest waits for a price of every pair (see endingPrices). */
  endGraceMs: number
}

/**
 * Moves contests along by the injected clock: start, end, settle and pay, refund after a cancel,
 * finish seat payments left open, then push what changed. Production runs it every second;
 * tests move a ManualClock and call `tick()`.
 */
export class Scheduler {
  readonly #redrives = new Set<Promise<void>>()

  constructor(private readonly deps: SchedulerDeps) {}

  /**
   * Runs the contests' due steps and starts the due re-drives without waiting for them: a payment
   * waiting out a wallet timeout must not hold up another contest's end or settlement.
   */
  async tick(): Promise<void> {
    const { view, clock, push } = this.deps
    const now = clock.now()
    for (const row of view.all()) {
      for (const step of dueSteps(row.state, now)) await this.#run(row.state, step, now)
    }
    this.redrive(false)
    pushChanges(push, view, view.drain())
    pushClock(push, view, clock.now())
  }

  /**
   * Starts finishing open seat payments: all of them at start (nobody here is driving them), else
   * the stale ones; a hold already being driven here is left to that run. `redrivesEnded` waits.
   */
  redrive(all: boolean): void {
    const { view, join, clock, logger } = this.deps
    const now = clock.now().getTime()
    for (const row of view.all()) {
      for (const hold of row.state.holds.values()) {
        if (this.#redrives.size >= REDRIVES_AT_ONCE) return
        if (join.isDriving(hold.holdId)) continue
        const heldAt = Date.parse(row.heldAt.get(hold.holdId) ?? clock.now().toISOString())
        if (!all && now - heldAt < REDRIVE_AFTER_MS) continue
        const cause = originating('system:contest', clock.now().toISOString())
        const run: Promise<void> = join.drive(row.state.contestId, hold, cause).then(
          () => {},
          error => logger.warn({ err: error, holdId: hold.holdId }, 'open seat payment re-driven'),
        ).finally(() => this.#redrives.delete(run))
        this.#redrives.add(run)
      }
    }
  }

  /** Resolves once every re-drive started so far has ended (a stop, a test moving the clock). */
  async redrivesEnded(): Promise<void> {
    while (this.#redrives.size > 0) await Promise.all([...this.#redrives])
  }

  async #run(state: ContestState, step: Step, now: Date): Promise<void> {
    const { commands, logger } = this.deps
    const contestId = state.contestId
    const cause = originating('system:contest', now.toISOString())
    try {
      switch (step) {
        case 'start':
          await commands.execute(contestId, { type: 'StartContest', at: now.toISOString() }, cause)
          return
        case 'end':
          await this.#end(state, now, cause)
          return
        case 'settle':
          await settleContest(this.deps, contestId)
          return
        case 'refund':
          await refundPlayers(this.deps, contestId)
          return
        default: {
          const never: never = step
          throw new Error(`unknown step ${String(never)}`)
        }
      }
    } catch (error) {
      // One contest's trouble (ranking down, wallet slow) must not hold up the others.
      logger.error({ err: error, contestId, step }, 'scheduled contest step failed; retried on the next tick')
    }
  }

  /** Ends the contest at the market's last prices, or leaves it for a later tick while a pair has none. */
  async #end(state: ContestState, now: Date, cause: Cause): Promise<void> {
    const { commands, prices, endGraceMs, logger } = this.deps
    const { contestId, terms } = state
    const ending = endingPrices(terms!.pairs, prices, now, terms!.endAt, endGraceMs)
    if (!ending.ready) {
      logger.warn({ contestId, unpricedPairs: ending.unpricedPairs }, 'contest not ended yet: no market price for some pairs')
      return
    }
    if (ending.unpricedPairs.length > 0) logger.error({ contestId, unpricedPairs: ending.unpricedPairs }, 'contest ended past its grace without a price for some pairs')
    const { finalPrices, unpricedPairs } = ending
    await commands.execute(contestId, { type: 'EndContest', at: now.toISOString(), finalPrices, unpricedPairs }, cause)
  }
}
