import type { Cause as Stamp, RecordedEvent } from '@arena/contracts'
import type { FeeSplit, Ticked } from './domain/state'

/** Who acts and in which chain; stamped on the commands sent to other services (the instant is the contest's clock). */
export type Cause = Omit<Required<Stamp>, 'at'>

/** A wallet's answer: done (with the split a fee took or gave back), or refused with its reason. */
export type WalletOutcome = { ok: true; split?: FeeSplit; held?: boolean } | { ok: false; code: string; message: string }

interface WalletCommandBase {
  /** Idempotency key: the same id applied twice changes the wallet once. */
  commandId: string
  /** ISO-8601 instant from the contest's clock. */
  at: string
  userId: string
  contestId: string
}

/**
 * The wallet as the contest service needs it. A refusal (no money, nothing to refund) is an
 * outcome; a throw means the answer is unknown (timeout, broker down), and the caller must
 * retry with the same command id before it decides anything.
 */
export interface WalletCommands extends SponsorCommands {
  /** Takes the fee from the ticked wallets in the spec's order (reward up to 50%, winning, cash). */
  debitEntryFee(command: WalletCommandBase & { contestName: string; fee: string; ticked: Ticked }, cause: Cause): Promise<WalletOutcome>
  /** Gives back exactly what the contest's fee took, wallet by wallet. */
  refundEntryFee(command: WalletCommandBase, cause: Cause): Promise<WalletOutcome>
  /** Credits the winning wallet; with `holdForReview` the wallet holds the prize for an admin instead (`held: true`). */
  creditPrize(command: WalletCommandBase & { contestName: string; rank: number; amount: string; holdForReview?: string }, cause: Cause): Promise<WalletOutcome>
}

/** The sponsor account's answer: done (with the sponsor's name; a return says what went back), or refused (unknown sponsor, budget too small). */
export type SponsorOutcome = { ok: true; sponsorName: string; returned?: string } | { ok: false; code: string; message: string }

interface SponsorCommandBase {
  /** Idempotency key, derived from the contest (and winner), so a re-driven step changes the books once. */
  commandId: string
  at: string
  sponsorId: string
  contestId: string
}

/**
 * A sponsor's account as the contest service needs it (served by the wallet, which keeps the
 * ledger): the prize pool is reserved when a sponsored contest is created, each prize is paid
 * out of it at settlement, and what is left goes back when the contest closes.
 */
export interface SponsorCommands {
  reserveSponsorPool(command: SponsorCommandBase & { contestName: string; amount: string }, cause: Cause): Promise<SponsorOutcome>
  paySponsorPrize(command: SponsorCommandBase & { userId: string; rank: number; amount: string }, cause: Cause): Promise<SponsorOutcome>
  returnSponsorPool(command: SponsorCommandBase & { reason: string }, cause: Cause): Promise<SponsorOutcome>
}

type MaybePromise<T> = T | Promise<T>

/**
 * What the player declared to identity before their first paid contest (PlayerDeclared): age
 * today and state of residence, e.g. "Tamil Nadu". `undefined` means not declared yet: free
 * contests let that through, paid ones refuse it (428) until the player declares.
 */
export interface PlayerFacts {
  age(userId: string): MaybePromise<number | undefined>
  state(userId: string): MaybePromise<string | undefined>
  /** A time-out or self-exclusion in force (the wallet's; docs/adr/0017): no contest may be joined until `until`. */
  breakOf?(userId: string): MaybePromise<PlayerBreak | null>
}

export interface PlayerBreak {
  kind: 'timeOut' | 'selfExclusion'
  /** ISO instant the break ends. */
  until: string
}

/** The leaderboard's standings, which settlement reads (types in libs/contracts). */
export type { RankingSource, Standing } from '@arena/contracts'

/**
 * The market as the scheduler needs it to end a contest: the last price of a pair (an upper-case
 * symbol like BTCUSDT) as a decimal string, or undefined while the feed has none (not subscribed,
 * reconnecting). The platform passes its shared market feed.
 */
export interface MarketPrices {
  lastPrice(symbol: string): string | undefined
}

/**
 * Fair-play flags on a winner (identity's shared device, bank account, UPI id, PAN or sign-up
 * burst): the reason the prize waits for review, or null to pay it at once.
 */
export interface FairPlayCheck {
  holdReason(userId: string): Promise<string | null>
}

/** Without identity (some tests), every prize is paid at once. */
export const noFairPlayFlags: FairPlayCheck = { holdReason: async () => null }

/**
 * The players' account histories in a contest, each in version order, from the module that keeps
 * the accounts (matching): a finished contest's replay and evidence bundle merge them with the
 * contest's own stream in log order, without reading another module's streams.
 */
export type AccountHistories = (contestId: string, userIds: readonly string[]) => Promise<RecordedEvent[][]>
