import type { WithdrawalHoldDto } from '@arena/contracts'
import type { PlayMode } from '@arena/domain'
import type { EventStore } from '@arena/eventstore'
import type { FastifyRequest } from 'fastify'
import { notFound, principalOf, type Clock, type Guards } from '@arena/service-kit'
import { commandIdOf } from './requestFields'
import type { PanLookup, PaymentAccounts, PlayerDirectory } from '../ports'
import type { WithdrawalTdsPolicy } from '../domain/commands'
import type { WalletLimits } from '../domain/limits'
import type { WalletHandlers } from './walletHandlers'
import type { WalletBalances } from '../readModel/walletBalances'

/** What the wallet's routes use, built once by createWalletModule. */
export interface WalletRouteDeps {
  handlers: WalletHandlers
  view: WalletBalances
  clock: Clock
  guards: Guards
  /** Resolves once the read model shows everything committed so far (another instance's writes). */
  catchUp(): Promise<void>
  webhookSecret: string
  /** The declaration review beside a withdrawal row (reviewingPayouts), null when never held. */
  holdOf(withdrawalId: string): WithdrawalHoldDto | null
  /** Who may be credited by the payment webhook. */
  accounts: PaymentAccounts
  /** Identity's facts on the admin queues: the player's name, mobile, KYC and the payout account. */
  players: PlayerDirectory
  /** For facts outside a wallet (unmatched payments). */
  store: EventStore
  /** The TDS policy new withdrawals get (the preview shows its working). */
  tdsPolicy: WithdrawalTdsPolicy
  /** DEPOSIT_GST_RATE ("0" for none), for the add-money preview. */
  depositGstRate: string
  /** The operator's caps (the previews check amounts as the requests will). */
  limits: WalletLimits
  /** PANs for the annual TDS statement. */
  panLookup: PanLookup
  /** PLAY_MODE: in `free` the payment webhook credits nothing. */
  playMode: PlayMode
}

type ById = { Params: { id: string } }
export type { ById }

/** Who an admin's command names as its actor. */
export const adminActor = (request: FastifyRequest): string => `admin:${principalOf(request).id}`

/** An admin's command cause: the admin, in the request's chain. */
export const adminCause = (request: FastifyRequest) => ({ actor: adminActor(request), correlationId: String(request.id) })

/** The routes' guards, and a command's id (the request's idempotency key) and instant. */
export function routeOptions({ guards, clock }: Pick<WalletRouteDeps, 'guards' | 'clock'>) {
  return {
    admin: { preHandler: guards.requireAdmin },
    authenticated: { preHandler: guards.authenticate },
    base: (request: FastifyRequest) => ({ commandId: commandIdOf(request), at: clock.now().toISOString() }),
  }
}

/**
 * What `find` knows, catching up first when this instance has not seen it yet (it may be another
 * instance's fresh write); a 404 with `message` when it still does not.
 */
export async function foundAfterCatchUp<T>(catchUp: () => Promise<void>, find: () => T | undefined, message: string): Promise<T> {
  const known = find()
  if (known !== undefined) return known
  await catchUp()
  const found = find()
  if (found === undefined) throw notFound(message)
  return found
}
