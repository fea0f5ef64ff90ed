import { originating } from '@arena/contracts'
import { Decimal, type Saga } from '@arena/domain'
import type { Clock, Logger, SagaRunner } from '@arena/service-kit'
import { derivedId } from '../adapters/commandIds'
import type { ContestCommands } from '../adapters/contestCommands'
import { sponsorPoolOpen, type ContestState, type FeeSplit, type Player } from '../domain/state'
import type { Cause, WalletCommands } from '../ports'
import { closeSponsorPool } from '../settling/sponsorPool'

export interface RefundDeps {
  commands: ContestCommands
  wallet: WalletCommands
  clock: Clock
  logger: Logger
}

/** What sets the refund saga going: the cancellation itself, or the scheduler's tick after a failure or a restart. */
export type RefundTrigger = { type: 'ContestCancelled' } | { type: 'Tick' }

/**
 * A refund still due: the wallet command (absent for a free seat, which took no money) and the
 * split to record when the wallet does not say what it gave back.
 */
export type RefundStep =
  | { type: 'RefundPlayer'; userId: string; walletCommandId: string | undefined; split: FeeSplit }
  | { type: 'ReturnSponsorPool'; reason: string }

/** Players of a cancelled contest whose fee has not come back yet. */
export const refundsDue = (players: Iterable<Player>): Player[] => [...players].filter(p => !p.refunded)

/** The wallet command that gives one player's fee back: one per contest and player. */
export const refundCommandId = (contestId: string, userId: string): string => derivedId('refund', contestId, userId)

/**
 * Every player of a cancelled contest gets their full fee back, to the wallets it came from, and
 * nobody wins, so the sponsor gets the whole pool back. Pure: the steps come from the state
 * alone, with wallet command ids derived from contest and player, so driving it again (next tick,
 * after a restart, a late join) pays nobody twice.
 */
export const refundSaga: Saga<RefundTrigger, ContestState, RefundStep> = {
  react(_trigger, state) {
    if (state.phase !== 'cancelled') return []
    const steps: RefundStep[] = refundsDue(state.players.values()).map(player => ({
      type: 'RefundPlayer',
      userId: player.userId,
      walletCommandId: new Decimal(player.entryFee).isZero() ? undefined : refundCommandId(state.contestId, player.userId),
      split: player.feeSplit,
    }))
    if (sponsorPoolOpen(state)) steps.push({ type: 'ReturnSponsorPool', reason: 'Contest cancelled' })
    return steps
  },
}

/** The refund saga on the contest stream: each step goes to the wallet, then is recorded on the contest. */
export function refundRunner(deps: RefundDeps): SagaRunner<RefundTrigger, ContestState, RefundStep> {
  const { commands, wallet, clock } = deps
  const cause = (): Cause => originating('system:contest', clock.now().toISOString())
  return commands.sagaRunner(refundSaga, async (contestId, step) => {
    const at = clock.now().toISOString()
    if (step.type === 'ReturnSponsorPool') {
      await closeSponsorPool(deps, await commands.load(contestId), step.reason, at, cause())
      return
    }
    let split = step.split
    if (step.walletCommandId !== undefined) {
      const outcome = await wallet.refundEntryFee({ commandId: step.walletCommandId, at, userId: step.userId, contestId }, cause())
      if (!outcome.ok) throw new Error(`refund to ${step.userId} refused: ${outcome.code} ${outcome.message}`)
      split = outcome.split ?? split
    }
    await commands.execute(contestId, { type: 'RecordRefund', userId: step.userId, split }, cause())
  })
}

/** Drives the refund saga of one contest once; what fails is logged and due again on the next tick. */
export async function refundPlayers(deps: RefundDeps, contestId: string, trigger: RefundTrigger = { type: 'Tick' }): Promise<void> {
  const { failed } = await refundRunner(deps).drive(contestId, trigger)
  for (const { command, error } of failed) {
    const what = command.type === 'ReturnSponsorPool' ? 'sponsor pool not returned yet' : 'refund not done yet'
    deps.logger.error({ err: error, contestId }, `${what}; retried on the next tick`)
  }
}
