import Decimal from 'decimal.js'
import { UserRegistered, topics, type RecordedEvent } from '@arena/contracts'
import type { Bus, Subscription } from '@arena/bus'
import type { CreditBonus } from '../domain/commands'
import { derivedId } from '../app/eventIds'
import type { WalletHandlers } from '../app/walletHandlers'

/** Bonus amounts in INR; a zero amount means that bonus is not paid. */
export interface BonusAmounts {
  registration: string
  referral: string
}

type BonusCommand = Omit<CreditBonus, 'type'>

/**
 * The registration saga as a pure function: a new user gets the registration bonus and, when
 * someone referred them, the referrer gets the referral bonus. Command ids derive from the
 * event id, so however often the event is delivered each bonus is credited once.
 */
export function bonusesForRegistration(event: RecordedEvent, amounts: BonusAmounts): BonusCommand[] {
  if (!UserRegistered.is(event)) return []
  const { userId, referredBy, name } = event.data
  const commands: BonusCommand[] = []
  const at = event.metadata.at
  if (new Decimal(amounts.registration).gt(0)) {
    const id = derivedId(`registration-bonus\n${event.id}`)
    commands.push({ commandId: id, bonusId: id, userId, at, amount: amounts.registration, kind: 'registration', note: 'Registration bonus' })
  }
  if (referredBy && new Decimal(amounts.referral).gt(0)) {
    const id = derivedId(`referral-bonus\n${event.id}`)
    commands.push({ commandId: id, bonusId: id, userId: referredBy, at, amount: amounts.referral, kind: 'referral', note: `Referral: ${name}` })
  }
  return commands
}

/** Delivers the saga from the bus: identity's events arrive through the relay. */
export function runRegistrationBonuses(bus: Bus, handlers: WalletHandlers, amounts: BonusAmounts): Promise<Subscription> {
  return bus.subscribe({
    topics: [topics.events('user')],
    group: 'wallet.registration-bonuses',
    handler: async delivery => {
      for (const command of bonusesForRegistration(delivery.value as RecordedEvent, amounts)) {
        await handlers.creditBonus(command, { actor: 'system:wallet', correlationId: delivery.value.metadata.correlationId, causationId: delivery.value.id })
      }
    },
  })
}
