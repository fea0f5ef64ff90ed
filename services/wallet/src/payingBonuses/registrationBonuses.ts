import Decimal from 'decimal.js'
import { KycCompleted, UserRegistered, idOf, type RecordedEvent } from '@arena/contracts'
import { consumeEvents, MemoryCheckpointStore, type Bus, type CheckpointStore, type Subscription } from '@arena/bus'
import type { CreditBonus } from '../domain/commands'
import { WalletRefused } from '../domain/errors'
import { derivedId } from '../adapters/eventIds'
import type { WalletHandlers } from '../adapters/walletHandlers'

/** Bonus amounts in INR; a zero amount means that bonus is not paid. */
export interface BonusAmounts {
  registration: string
  referral: string
}

type BonusCommand = Omit<CreditBonus, 'type'>

/**
 * The bonus saga as a pure function. A new user gets the registration bonus when they sign up.
 * The referral bonus goes to whoever referred them only once they complete KYC (identity's
 * KycCompleted), so fake sign-ups earn their referrer nothing. Command ids derive from the
 * event id (registration) and from the referred user's id (referral): however often an event
 * is delivered, and even if a completion were announced twice, each bonus is credited once.
 */
export function bonusesFor(event: RecordedEvent, amounts: BonusAmounts): BonusCommand[] {
  const at = event.metadata.at
  if (UserRegistered.is(event)) {
    if (!new Decimal(amounts.registration).gt(0)) return []
    const id = derivedId(`registration-bonus\n${event.id}`)
    return [{ commandId: id, bonusId: id, userId: event.data.userId, at, amount: amounts.registration, kind: 'registration', note: 'Registration bonus' }]
  }
  if (KycCompleted.is(event)) {
    const { referredBy, name } = event.data
    const referee = idOf(event.stream)
    if (!referredBy || referredBy === referee || !new Decimal(amounts.referral).gt(0)) return []
    const id = derivedId(`referral-bonus-on-kyc\n${referee}`)
    return [{ commandId: id, bonusId: id, userId: referredBy, at, amount: amounts.referral, kind: 'referral', note: `Referral: ${name}` }]
  }
  return []
}

/** The consumer group: its offsets and handled versions. */
export const registrationBonusesGroup = 'wallet.registration-bonuses'

export interface RegistrationBonusesOptions {
  bus: Pick<Bus, 'subscribe'>
  handlers: WalletHandlers
  amounts: BonusAmounts
  /** Handled versions per user and KYC stream (default: in memory; a bonus met again is refused by its derived id). */
  versions?: CheckpointStore
  onError?: (error: unknown, attempt: number) => void
}

/**
 * Delivers the saga from the bus: identity's user and KYC events arrive through the relay, at
 * least once, each checked against its contract and passed over once its version was handled.
 */
export function runRegistrationBonuses(options: RegistrationBonusesOptions): Promise<Subscription> {
  return consumeEvents({
    bus: options.bus,
    group: registrationBonusesGroup,
    categories: ['user', 'kyc'],
    events: [UserRegistered, KycCompleted],
    versions: options.versions ?? new MemoryCheckpointStore(),
    handler: async event => {
      for (const command of bonusesFor(event, options.amounts)) {
        try {
          await options.handlers.creditBonus(command, { actor: 'system:wallet', correlationId: event.metadata.correlationId, causationId: event.id })
        } catch (error) {
          // Already credited (e.g. under an amount since reconfigured): redelivering would never succeed.
          if (!(error instanceof WalletRefused)) throw error
        }
      }
    },
    onError: (error, _delivery, attempt) => options.onError?.(error, attempt),
  })
}
