import { eventParser, payoutHoldStream, WithdrawalHeld, WithdrawalHoldReleased, type PayoutHoldEvent } from '@arena/contracts'
import type { EventStore } from '@arena/eventstore'
import { holdCommands } from '../adapters/holdStreams'
import type { Cause } from '../adapters/walletCommands'
import type { WalletHandlers } from '../adapters/walletHandlers'
import { WalletRefused } from '../domain/errors'
import { decideHold, evolveHold, holdMessages, type PayoutHoldCommand, type PayoutHoldState } from '../domain/payoutHold'

/**
 * Whether KYC agrees with what the player declared before their first paid contest (identity's
 * declarationCheck): the reason they disagree, or null. The wallet only asks.
 */
export interface DeclarationCheck {
  disagreement(userId: string): Promise<string | null>
}

/** Without identity (some tests), nothing is ever held. */
export const noDeclarationCheck: DeclarationCheck = { disagreement: async () => null }

const payoutHoldDecider = { decide: decideHold, evolve: evolveHold, initialState: (): PayoutHoldState => null }

/** Runs hold commands on `payoutHold-<withdrawalId>` and waits until the holds view shows them. */
export class PayoutReview {
  readonly #holds: ReturnType<typeof holdCommands<PayoutHoldCommand, PayoutHoldState, PayoutHoldEvent>>

  constructor(
    store: EventStore,
    private readonly check: DeclarationCheck,
    shown: (position: number) => Promise<void>,
  ) {
    this.#holds = holdCommands(store, payoutHoldDecider, eventParser<PayoutHoldEvent>([WithdrawalHeld, WithdrawalHoldReleased]), shown)
  }

  load(withdrawalId: string): Promise<{ state: PayoutHoldState }> {
    return this.#holds.load(payoutHoldStream(withdrawalId))
  }

  execute(command: PayoutHoldCommand, cause: Cause): Promise<PayoutHoldState> {
    return this.#holds.execute(payoutHoldStream(command.withdrawalId), command, command.withdrawalId, cause)
  }

  /** Holds the withdrawal when KYC disagrees with the declaration; answers the reason, or null. */
  async holdIfDisagreeing(userId: string, withdrawalId: string, at: string, cause: Cause): Promise<string | null> {
    const reason = await this.check.disagreement(userId)
    if (reason) await this.execute({ type: 'HoldWithdrawal', withdrawalId, userId, reason, at }, cause)
    return reason
  }

  /**
   * Refuses completing a held withdrawal. One never held is checked again here: KYC may have
   * changed since the request, and a crash between the request and its hold must not let the
   * payout through.
   */
  async assertMayComplete(userId: string, withdrawalId: string, at: string, cause: Cause): Promise<void> {
    const { state } = await this.load(withdrawalId)
    if (state?.status === 'released') return
    const reason = state?.reason ?? (await this.holdIfDisagreeing(userId, withdrawalId, at, cause))
    if (reason) throw new WalletRefused('withdrawalNotPending', holdMessages.held(reason), { status: 'held' })
  }
}

/**
 * The wallet's withdrawal use cases with the declaration review around them: a request whose
 * KYC disagrees is recorded and then held; completing waits for an admin's release. Rejecting
 * is unchanged (the money goes back whether or not it was held).
 */
export function withPayoutReview(handlers: WalletHandlers, review: PayoutReview): WalletHandlers {
  return {
    ...handlers,
    async requestWithdrawal(c, cause = { actor: c.userId }) {
      const result = await handlers.requestWithdrawal(c, cause)
      const requested = result.events.find(e => e.type === 'WithdrawalRequested')
      if (requested?.type === 'WithdrawalRequested') await review.holdIfDisagreeing(c.userId, requested.data.withdrawalId, c.at, cause)
      return result
    },
    async completeWithdrawal(c, cause = { actor: c.completedBy }) {
      const withdrawal = (await handlers.state(c.userId)).withdrawals.get(c.withdrawalId)
      // Settled or unknown ones are left to the wallet's own refusal.
      if (withdrawal?.status === 'pending') await review.assertMayComplete(c.userId, c.withdrawalId, c.at, cause)
      return handlers.completeWithdrawal(c, cause)
    },
  }
}
