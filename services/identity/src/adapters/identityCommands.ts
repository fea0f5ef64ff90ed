import {
  bankEvents, claimEvents, ContactMessageReceived, eventParser, kycEvents, otpEvents, SocketTicketRedeemed, SubscriberAdded, userEvents,
  type BankEvent, type ClaimEvent, type KycEvent, type OtpEvent, type UserEvent,
} from '@arena/contracts'
import type { Decider } from '@arena/domain'
import type { EventStore } from '@arena/eventstore'
import { CommandHandler, recordOnce } from '@arena/service-kit'
import { bankDecider, claimDecider, kycDecider, otpDecider, userDecider } from '../domain/deciders'
import type { OtpLimits } from '../domain/otp'

/** Fixed namespace of identity's derived ids (a random UUID, chosen once). */
export const IDENTITY_IDS = '9a4e2c17f6b845d3a0c8e5b1d7f3269c'

type OnceFact = { type: 'SocketTicketRedeemed' | 'SubscriberAdded' | 'ContactMessageReceived'; data: unknown }

const handlerFor = <C, E extends { type: string; data: unknown }, S>(store: EventStore, decider: Decider<C, E, S>, parse: (e: { type: string; data: unknown; stream: string }) => E) =>
  new CommandHandler(store, { decider, parse, idNamespace: IDENTITY_IDS })

/** Identity's streams behind the one command handler each; built once per store. */
export function identityCommands(store: EventStore, otpLimits: OtpLimits) {
  return {
    user: handlerFor(store, userDecider, eventParser<UserEvent>(userEvents)),
    claim: handlerFor(store, claimDecider, eventParser<ClaimEvent>(claimEvents)),
    kyc: handlerFor(store, kycDecider, eventParser<KycEvent>(kycEvents)),
    bank: handlerFor(store, bankDecider, eventParser<BankEvent>(bankEvents)),
    otp: handlerFor(store, otpDecider(otpLimits), eventParser<OtpEvent>(otpEvents)),
    /** One-fact streams: a redeemed socket ticket, a subscription, a contact message. */
    once: recordOnce<OnceFact>(store, IDENTITY_IDS, eventParser<OnceFact>([SocketTicketRedeemed, SubscriberAdded, ContactMessageReceived])),
  }
}

export type IdentityCommands = ReturnType<typeof identityCommands>
