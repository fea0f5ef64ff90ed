import type { ModuleContext } from '@arena/service-kit'
import type { BreakLookup, ProfileExtras } from '../ports'
import type { IdentityLimits } from './config'
import type { Sealer } from './sealer'
import type { OtpHasher } from './secrets'
import type { OtpSender } from './delivery/OtpSender'
import type { KycView } from '../readModel/KycView'
import type { UsersView } from '../readModel/UsersView'
import type { GeoLocator } from './geoLocator'
import type { IdentityCommands } from './identityCommands'
import type { SlidingWindowLimiter } from './SlidingWindowLimiter'

/** Everything identity's handlers use, built once by createIdentityModule. */
export interface IdentityDeps extends ModuleContext {
  /** The write side: each identity stream behind the command handler. */
  commands: IdentityCommands
  view: UsersView
  /** Resolves once `view` has applied the event at `position` (read-your-writes). */
  viewCaughtUpTo(position: number): Promise<void>
  /** KYC documents and bank/UPI details of every player. */
  kyc: KycView
  /** Resolves once `kyc` has applied the event at `position`. */
  kycCaughtUpTo(position: number): Promise<void>
  sealer: Sealer
  otpHasher: OtpHasher
  sender: OtpSender
  geo: GeoLocator
  limits: IdentityLimits
  /** Origin of the web app, for links in messages. */
  publicUrl: string
  profileExtras: ProfileExtras
  /** A time-out or self-exclusion in force (the wallet's), told to the player at sign-in. */
  breakOf: BreakLookup
  limiters: {
    /** OTPs sent per IP (in memory: an abuse brake, not a ledger fact; see ADR 0002). */
    otpPerIp: SlidingWindowLimiter
    /** Wrong temp-login passwords per account. */
    passwordFailures: SlidingWindowLimiter
    /** Contact messages, subscriptions and reset emails per IP. */
    formsPerIp: SlidingWindowLimiter
  }
}

