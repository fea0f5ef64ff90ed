import { eventParser, PrizeHeld, PrizeReleased, PrizeWithheld, prizeHoldStream, type PrizeHoldDto, type PrizeHoldEvent } from '@arena/contracts'
import type { EventStore } from '@arena/eventstore'
import { holdCommands } from '../adapters/holdStreams'
import type { Cause } from '../adapters/walletCommands'
import type { WalletHandlers, WalletResult } from '../adapters/walletHandlers'
import { balancesDto } from '../domain/deltas'
import { decidePrizeHold, evolvePrizeHold, type PrizeHoldCommand, type PrizeHoldState } from '../domain/prizeHold'

const prizeHoldDecider = { decide: decidePrizeHold, evolve: evolvePrizeHold, initialState: (): PrizeHoldState => null }

/** Runs hold commands on `prizeHold-<holdId>` and waits until the holds view shows them. */
export class PrizeReview {
  readonly #holds: ReturnType<typeof holdCommands<PrizeHoldCommand, PrizeHoldState, PrizeHoldEvent>>

  constructor(store: EventStore, shown: (position: number) => Promise<void>) {
    this.#holds = holdCommands(store, prizeHoldDecider, eventParser<PrizeHoldEvent>([PrizeHeld, PrizeReleased, PrizeWithheld]), shown)
  }

  load(holdId: string): Promise<{ state: PrizeHoldState }> {
    return this.#holds.load(prizeHoldStream(holdId))
  }

  execute(command: PrizeHoldCommand, cause: Cause): Promise<PrizeHoldState> {
    return this.#holds.execute(prizeHoldStream(command.holdId), command, command.holdId, cause)
  }

  /**
   * Releases a held prize and credits it with the command id settlement sent it with: the
   * wallet applies that id once, so releasing again (a double click, a retry after a crash
   * between the two appends) pays nothing twice but does finish a credit left undone.
   */
  async release(handlers: WalletHandlers, holdId: string, releasedBy: string, at: string, cause: Cause): Promise<PrizeHoldDto> {
    const state = (await this.execute({ type: 'ReleasePrize', holdId, releasedBy, at }, cause))!
    await creditReleased(handlers, state, cause)
    return state
  }
}

/** The credit a released prize is owed; a no-op once applied. */
export async function creditReleased(handlers: WalletHandlers, hold: PrizeHoldDto, cause: Cause): Promise<WalletResult> {
  const { holdId, userId, contestId, contestName, rank, amount } = hold
  return handlers.creditPrize({ commandId: holdId, at: hold.decidedAt ?? hold.heldAt, userId, contestId, contestName, rank, amount }, cause)
}

/**
 * The wallet's prize credit with the fair-play review around it. Settlement says when a winner
 * is flagged (`holdForReview`): the prize is then held on its own stream and nothing moves into
 * the winning wallet. A prize once held is credited only by its release, whatever later resends
 * of the same command say; a credit already applied is never held afterwards.
 */
export function withPrizeReview(handlers: WalletHandlers, review: PrizeReview): WalletHandlers {
  return {
    ...handlers,
    async creditPrize(c: Parameters<WalletHandlers['creditPrize']>[0] & { holdForReview?: string }, cause = { actor: 'system:wallet' }) {
      const { holdForReview, ...credit } = c
      const { state } = await review.load(c.commandId)
      if (state?.status === 'released') return handlers.creditPrize(credit, cause)
      if (!state && !holdForReview) return handlers.creditPrize(credit, cause)
      const wallet = await handlers.state(c.userId)
      if (!state && wallet.processed.has(c.commandId)) return handlers.creditPrize(credit, cause)
      if (!state) {
        const { commandId: holdId, userId, contestId, contestName = '', rank, amount, at } = credit
        await review.execute({ type: 'HoldPrize', holdId, userId, contestId, contestName, rank, amount, reason: holdForReview!, at }, cause)
      }
      return { events: [], balances: balancesDto(wallet.wallets), position: 0, duplicate: false, held: true }
    },
  }
}
