import { prizeHoldStream, type PrizeHoldDto, type PrizeHoldEvent } from '@arena/contracts'
import { WrongExpectedVersion, type EventStore } from '@arena/eventstore'
import type { Cause } from '../app/commandRunner'
import { derivedId } from '../app/eventIds'
import type { WalletHandlers, WalletResult } from '../app/walletHandlers'
import { balancesDto } from '../domain/deltas'
import { decidePrizeHold, evolvePrizeHold, type PrizeHoldCommand, type PrizeHoldState } from './prizeHold'

const MAX_ATTEMPTS = 20

/** Runs hold commands on `prizeHold-<holdId>` and waits until the holds view shows them. */
export class PrizeReview {
  constructor(
    private readonly store: EventStore,
    private readonly shown: (position: number) => Promise<void>,
  ) {}

  async load(holdId: string): Promise<{ state: PrizeHoldState; version: number }> {
    const recorded = await this.store.readStream(prizeHoldStream(holdId))
    const state = recorded.reduce<PrizeHoldState>((s, e) => evolvePrizeHold(s, e as unknown as PrizeHoldEvent), null)
    return { state, version: recorded.at(-1)?.version ?? 0 }
  }

  async execute(command: PrizeHoldCommand, cause: Cause): Promise<PrizeHoldState> {
    const stream = prizeHoldStream(command.holdId)
    for (let attempt = 1; ; attempt++) {
      const { state, version } = await this.load(command.holdId)
      const events = decidePrizeHold(command, state)
      if (events.length === 0) return state
      const metadata = { correlationId: cause.correlationId ?? command.holdId, causationId: cause.causationId ?? null, actor: cause.actor, at: command.at }
      // Ids from the hold and the step: a retried hold, release or refusal is the same event.
      const stamped = events.map(e => ({ id: derivedId(`${stream}\n${e.type}`), type: e.type, data: e.data, metadata }))
      try {
        const { position } = await this.store.append(stream, stamped, version)
        await this.shown(position)
        return events.reduce(evolvePrizeHold, state)
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion) || attempt >= MAX_ATTEMPTS) throw error
      }
    }
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
