import { originating } from '@arena/contracts'
import type { Clock, Logger } from '@arena/service-kit'
import { derivedId } from '../app/ids'
import { eachLimited } from '../app/eachLimited'
import type { ContestCommands } from '../app/contestCommands'
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

/**
 * Settles an ended contest: records the full result (ContestSettled) from the frozen standings,
 * then credits each prize to the winning wallet and records it (PrizeAwarded). Every step is
 * idempotent, so after a crash it resumes and pays each winner exactly once. A winner with a
 * fair-play flag has the prize held by the wallet instead (PrizeHeld, credited only when an
 * admin releases it); the contest records it awarded all the same: the award is decided, its
 * payment is the wallet's.
 */
export async function settleContest(deps: SettleDeps, contestId: string): Promise<void> {
  const { commands, wallet, ranking, clock, logger } = deps
  const cause = originating('system:contest', clock.now().toISOString())
  let state = await commands.load(contestId)
  if (state.phase === 'ended' && state.holds.size === 0) {
    const standings = await ranking.standings(contestId)
    const open = standings.filter(s => !s.accountFrozen).length
    if (open > 0) {
      // Matching freezes the accounts after ContestEnded; a fill may still land until it has.
      logger.info({ contestId, open }, 'settlement waits for accounts to freeze')
      return
    }
    const { results, undistributed } = settlementResults(state.terms!, state.players.keys(), standings)
    state = (await commands.execute(contestId, { type: 'Settle', results, undistributed }, cause)).state
  }
  if (state.phase !== 'settled') return
  await sealEvidence(deps, contestId, state.evidenceHash)
  const contestName = state.terms!.contestName
  const failures = await eachLimited(prizesDue(state.results, state.awarded), 8, async result => {
    const { userId, rank, prize: amount } = result
    const at = clock.now().toISOString()
    // Asked before every send: a prize the wallet already holds or paid keeps that, whatever the answer now.
    const holdForReview = (await deps.fairPlay?.holdReason(userId)) ?? undefined
    // A sponsored prize leaves the sponsor's reservation first; both steps are idempotent, so a crash between resends both and moves the money once.
    await paySponsorPrize(deps, state, { userId, rank, amount, at }, cause)
    const outcome = await wallet.creditPrize({ commandId: prizeCommandId(contestId, userId), at, userId, contestId, contestName, rank, amount, ...(holdForReview ? { holdForReview } : {}) }, cause)
    if (!outcome.ok) throw new Error(`prize to ${userId} refused: ${outcome.code} ${outcome.message}`)
    await commands.execute(contestId, { type: 'AwardPrize', userId, rank, amount }, cause)
  })
  for (const failure of failures) logger.error({ err: failure, contestId }, 'prize not paid yet; retried on the next tick')
  // Only once every prize is paid: what is left of a sponsored pool (fewer winners than prizes) goes back.
  if (failures.length === 0) await closeSponsorPool(deps, await commands.load(contestId), 'Unspent after settlement', clock.now().toISOString(), cause)
}

/**
 * Records the head hash of the contest's evidence bundle (ContestEvidenceSealed) once it is
 * settled. A failure is logged and retried on the next tick; it never holds a prize back.
 */
async function sealEvidence(deps: SettleDeps, contestId: string, sealed: string | undefined): Promise<void> {
  const { evidence, commands, clock, logger } = deps
  if (!evidence || sealed !== undefined) return
  try {
    const bundle = await evidence.whole(contestId)
    if (!bundle) return
    const cause = originating('system:contest', clock.now().toISOString())
    await commands.execute(contestId, { type: 'SealEvidence', lastHash: bundle.head, lines: bundle.lines.length }, cause)
  } catch (error) {
    logger.error({ err: error, contestId }, 'evidence not sealed yet; retried on the next tick')
  }
}
