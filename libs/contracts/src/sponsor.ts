import { Type, type Static } from '@sinclair/typebox'
import { DecimalString, defineMessage } from './schema'

/**
 * Sponsors: one account stream per sponsor, `sponsor-<sponsorId>`, kept by the wallet beside the
 * players' wallets. A sponsor's budget is granted by an admin; a sponsored contest reserves its
 * whole prize pool from it when it is created; settlement pays each prize out of that reservation
 * (the credit itself lands in the winner's winning wallet) and returns what no winner took, as
 * does a cancellation. Every event names the command that caused it (`commandId`), so a retried
 * step changes nothing. The books balance: granted = available + reserved still held + paid.
 */
export const sponsorStream = (sponsorId: string): string => `sponsor-${sponsorId}`

const Amount = DecimalString
const CommandId = Type.String({ minLength: 1 })

export const SponsorCreated = defineMessage('SponsorCreated', Type.Object({
  commandId: CommandId, sponsorId: Type.String(), name: Type.String({ minLength: 1, maxLength: 100 }), createdBy: Type.String(),
}))
/** An admin added budget (INR) the sponsor's contests may draw prize pools from. */
export const SponsorBudgetGranted = defineMessage('SponsorBudgetGranted', Type.Object({
  commandId: CommandId, sponsorId: Type.String(), amount: Amount, grantedBy: Type.String(), note: Type.Union([Type.String(), Type.Null()]),
}))
/** A sponsored contest was created: its whole prize pool is set aside from the budget. */
export const SponsorPoolReserved = defineMessage('SponsorPoolReserved', Type.Object({
  commandId: CommandId, sponsorId: Type.String(), contestId: Type.String(), contestName: Type.String(), amount: Amount,
}))
/** Settlement paid one prize out of the reservation (credited to the winner's winning wallet). */
export const SponsorPrizePaid = defineMessage('SponsorPrizePaid', Type.Object({
  commandId: CommandId, sponsorId: Type.String(), contestId: Type.String(), userId: Type.String(), rank: Type.Integer({ minimum: 1 }), amount: Amount,
}))
/** The reservation is closed: what no prize took (fewer winners, a cancelled contest) is available again. */
export const SponsorPoolReturned = defineMessage('SponsorPoolReturned', Type.Object({
  commandId: CommandId, sponsorId: Type.String(), contestId: Type.String(), amount: Amount, reason: Type.String(),
}))

export const sponsorEvents = [SponsorCreated, SponsorBudgetGranted, SponsorPoolReserved, SponsorPrizePaid, SponsorPoolReturned] as const
type Def = (typeof sponsorEvents)[number]
export type SponsorEvent = { [K in Def['type']]: { type: K; data: Static<Extract<Def, { type: K }>['schema']> } }[Def['type']]
export type SponsorEventType = SponsorEvent['type']

// ---- Commands the contest service sends to `topics.commands('wallet')` ----

export const ReserveSponsorPoolCommand = defineMessage('ReserveSponsorPool', Type.Object({
  sponsorId: Type.String({ minLength: 1 }), contestId: Type.String(), contestName: Type.String(), amount: Amount,
}))
export const PaySponsorPrizeCommand = defineMessage('PaySponsorPrize', Type.Object({
  sponsorId: Type.String({ minLength: 1 }), contestId: Type.String(), userId: Type.String(), rank: Type.Integer({ minimum: 1 }), amount: Amount,
}))
export const ReturnSponsorPoolCommand = defineMessage('ReturnSponsorPool', Type.Object({
  sponsorId: Type.String({ minLength: 1 }), contestId: Type.String(), reason: Type.String(),
}))

// ---- HTTP shapes (admin sponsors page) ----

/** A sponsor's books; every amount is a 2-place INR string. */
export interface SponsorDto {
  sponsorId: string
  name: string
  createdAt: string
  /** Every budget grant added up. */
  granted: string
  /** Prize pools set aside for contests that have not closed them yet. */
  reserved: string
  /** Prizes paid to winners. */
  paid: string
  /** Unspent pools given back. */
  returned: string
  /** What a new contest may reserve: granted - reserved in total + returned. */
  available: string
}

/** One line of a sponsor's ledger, newest last, with the available balance after it. */
export interface SponsorLedgerRowDto {
  id: string
  at: string
  type: SponsorEventType
  contestId: string | null
  contestName: string | null
  userId: string | null
  rank: number | null
  /** Signed change of the available balance (a payment moves reserved money, so 0.00). */
  change: string
  amount: string
  available: string
  note: string | null
  by: string
}
