import { originating } from '@arena/contracts'
import type { Saga } from '@arena/domain'
import type { Clock, Logger } from '@arena/service-kit'
import { derivedId } from '../adapters/commandIds'
import type { ContestCommands } from '../adapters/contestCommands'
import { sponsorPoolOpen, type ContestState } from '../domain/state'
import type { Evidence } from '../evidence/sealEvidence'
import type { FairPlayCheck, RankingSource, WalletCommands } from '../ports'
import { prizesDue, settlementResults } from './settlementResults'
import { closeSponsorPool, paySponsorPrize } from './sponsorPool'

export interface SettleDeps {
  commands: ContestCommands
  wallet: WalletCommands
  ranking: RankingSource
  clock: Clock
  logger: Logger
  /** Builds the evidence bundle sealed after settlement; without it nothing is sealed (unit tests). */
  evidence?: Evidence
  /** Flags on a winner hold their prize for review (identity's fair-play checks); none when absent. */
  fairPlay?: FairPlayCheck
}

/** The wallet command that pays one prize: one per contest and player, however often it is sent. */
export const prizeCommandId = (contestId: string, userId: string): string => derivedId('prize', contestId, userId)

/** What moves settlement on: the scheduler's tick, and the replies of its own steps. */
export type SettleTrigger = { type: 'Tick' } | { type: 'Settled' } | { type: 'EvidenceSealTried' } | { type: 'PrizeAwarded' }

export type SettleStep =
  | { type: 'Settle' }
  | { type: 'SealEvidence' }
  | { type: 'PayPrize'; userId: string; rank: number; amount: string; contestName: string; commandId: string }
  | { type: 'ReturnSponsorPool'; reason: string }

/**
 * Settling an ended contest, pure: record the full result (ContestSettled) from the frozen
 * standings once no seat payment is open; seal the evidence bundle; then credit each prize to the
 * winning wallet and record it (PrizeAwarded); once every prize is paid, what is left of a
 * sponsored pool goes back. Prize ids come from contest and player, so after a crash it resumes
 * and pays each winner exactly once. The seal is tried before the prizes on a tick, and never
 * holds them back.
 */
export const settleSaga: Saga<SettleTrigger, ContestState, SettleStep> = {
  react(trigger, state) {
    if (state.phase === 'ended') return state.holds.size === 0 && trigger.type === 'Tick' ? [{ type: 'Settle' }] : []
    if (state.phase !== 'settled') return []
    const returnPool: SettleStep[] = sponsorPoolOpen(state) ? [{ type: 'ReturnSponsorPool', reason: 'Unspent after settlement' }] : []
    const prizes: SettleStep[] = prizesDue(state.results, state.awarded).map(({ userId, rank, prize }) => ({
      type: 'PayPrize', userId, rank, amount: prize, contestName: state.terms!.contestName, commandId: prizeCommandId(state.contestId, userId),
    }))
    switch (trigger.type) {
      case 'Tick':
      case 'Settled':
        if (state.evidenceHash === undefined) return [{ type: 'SealEvidence' }]
        return prizes.length > 0 ? prizes : returnPool
      case 'EvidenceSealTried':
        return prizes.length > 0 ? prizes : returnPool
      case 'PrizeAwarded':
        // Only what follows the last prize; a prize that failed waits for the next tick.
        return prizes.length > 0 ? [] : returnPool
      default: {
        const never: never = trigger
        throw new Error(`unknown settlement trigger ${JSON.stringify(never)}`)
      }
    }
  },
}

/**
 * Drives the settlement saga of one contest once. A winner with a fair-play flag has the prize
 * held by the wallet instead (PrizeHeld, credited only when an admin releases it); the contest
 * records it awarded all the same: the award is decided, its payment is the wallet's.
 */
export async function settleContest(deps: SettleDeps, contestId: string): Promise<void> {
  const { commands, wallet, ranking, clock, logger } = deps
  const cause = originating('system:contest', clock.now().toISOString())
  const runner = commands.sagaRunner(settleSaga, async (id, step): Promise<SettleTrigger[]> => {
    switch (step.type) {
      case 'Settle': {
        const standings = await ranking.standings(id)
        const open = standings.filter(s => !s.accountFrozen).length
        if (open > 0) {
          // Matching freezes the accounts after ContestEnded; a fill may still land until it has.
          logger.info({ contestId: id, open }, 'settlement waits for accounts to freeze')
          return []
        }
        const state = await commands.load(id)
        const { results, undistributed } = settlementResults(state.terms!, state.players.keys(), standings)
        await commands.execute(id, { type: 'Settle', results, undistributed }, cause)
        return [{ type: 'Settled' }]
      }
      case 'SealEvidence':
        await sealEvidence(deps, id)
        return [{ type: 'EvidenceSealTried' }]
      case 'PayPrize': {
        const { userId, rank, amount, contestName, commandId } = step
        const at = clock.now().toISOString()
        // Asked before every send: a prize the wallet already holds or paid keeps that, whatever the answer now.
        const holdForReview = (await deps.fairPlay?.holdReason(userId)) ?? undefined
        // A sponsored prize leaves the sponsor's reservation first; both steps are idempotent, so a crash between resends both and moves the money once.
        await paySponsorPrize(deps, await commands.load(id), { userId, rank, amount, at }, cause)
        const outcome = await wallet.creditPrize({ commandId, at, userId, contestId: id, contestName, rank, amount, ...(holdForReview ? { holdForReview } : {}) }, cause)
        if (!outcome.ok) throw new Error(`prize to ${userId} refused: ${outcome.code} ${outcome.message}`)
        await commands.execute(id, { type: 'AwardPrize', userId, rank, amount }, cause)
        return [{ type: 'PrizeAwarded' }]
      }
      case 'ReturnSponsorPool':
        await closeSponsorPool(deps, await commands.load(id), step.reason, clock.now().toISOString(), cause)
        return []
      default: {
        const never: never = step
        throw new Error(`unknown settlement step ${JSON.stringify(never)}`)
      }
    }
  })
  const { failed } = await runner.drive(contestId, { type: 'Tick' })
  for (const { command, error } of failed) {
    // The result not recorded or the pool not returned: the scheduler logs it and tries again on its next tick.
    if (command.type !== 'PayPrize') throw error
    logger.error({ err: error, contestId }, 'prize not paid yet; retried on the next tick')
  }
}

/**
 * Records the head hash of the contest's evidence bundle (ContestEvidenceSealed) once it is
 * settled. A failure is logged and retried on the next tick; it never holds a prize back.
 */
async function sealEvidence(deps: SettleDeps, contestId: string): Promise<void> {
  const { evidence, commands, clock, logger } = deps
  if (!evidence) return
  try {
    const bundle = await evidence.whole(contestId)
    if (!bundle) return
    const cause = originating('system:contest', clock.now().toISOString())
    await commands.execute(contestId, { type: 'SealEvidence', lastHash: bundle.head, lines: bundle.lines.length }, cause)
  } catch (error) {
    logger.error({ err: error, contestId }, 'evidence not sealed yet; retried on the next tick')
  }
}
