import { originating } from '@arena/contracts'
import { Decimal } from '@arena/domain'
import type { Clock, Logger } from '@arena/service-kit'
import { derivedId } from '../app/ids'
import { eachLimited } from '../app/eachLimited'
import type { ContestCommands } from '../app/contestCommands'
import type { Player } from '../domain/state'
import type { WalletCommands } from '../ports'
import { closeSponsorPool } from '../settling/sponsorPool'

export interface RefundDeps {
  commands: ContestCommands
  wallet: WalletCommands
  clock: Clock
  logger: Logger
}

/** Players of a cancelled contest whose fee has not come back yet. */
export const refundsDue = (players: Iterable<Player>): Player[] => [...players].filter(p => !p.refunded)

/**
 * Gives every player of a cancelled contest their full fee back, to the wallets it came from, and
 * records each refund. The wallet command id comes from contest and player, so running this
 * again (next tick, after a restart, a late join) pays nobody twice.
 */
export async function refundPlayers(deps: RefundDeps, contestId: string): Promise<void> {
  const { commands, wallet, clock, logger } = deps
  const state = await commands.load(contestId)
  if (state.phase !== 'cancelled') return
  const cause = originating('system:contest', clock.now().toISOString())
  const failures = await eachLimited(refundsDue(state.players.values()), 8, async player => {
    let split = player.feeSplit
    if (!new Decimal(player.entryFee).isZero()) {
      const at = clock.now().toISOString()
      const outcome = await wallet.refundEntryFee({ commandId: derivedId('refund', contestId, player.userId), at, userId: player.userId, contestId }, cause)
      if (!outcome.ok) throw new Error(`refund to ${player.userId} refused: ${outcome.code} ${outcome.message}`)
      split = outcome.split ?? split
    }
    await commands.execute(contestId, { type: 'RecordRefund', userId: player.userId, split }, cause)
  })
  for (const failure of failures) logger.error({ err: failure, contestId }, 'refund not done yet; retried on the next tick')
  // Nobody wins a cancelled contest: the sponsor gets the whole pool back.
  await closeSponsorPool(deps, state, 'Contest cancelled', clock.now().toISOString(), cause)
    .catch(error => logger.error({ err: error, contestId }, 'sponsor pool not returned yet; retried on the next tick'))
}
