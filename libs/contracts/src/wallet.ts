import { Type, type Static } from '@sinclair/typebox'
import { DecimalString, defineMessage } from './schema'

/**
 * Wallets: one stream per user, `wallet-<userId>` (see `streams.wallet`), holding the cash
 * (`balance`), winning (`winningamount`) and reward (`bonus`) wallets. Every event names the
 * command that caused it (`commandId`): a command retried with the same id changes nothing.
 * The instant of each event is `metadata.at`. Amounts are 2-place rupee decimal strings.
 */

const Amount = DecimalString
const CommandId = Type.String({ minLength: 1 })
const NullableString = Type.Union([Type.String(), Type.Null()])
/** Shown in histories when the contest service sends it; the wallet never looks it up. */
const ContestName = Type.Optional(Type.String())

/** What an entry fee took from each wallet; a refund gives back exactly this. */
export const FeeSplit = Type.Object({ reward: Amount, winning: Amount, cash: Amount })
export const DepositMethod = Type.Union([Type.Literal('NEFT/IMPS'), Type.Literal('UPI')])
export const BonusKind = Type.Union([Type.Literal('registration'), Type.Literal('referral'), Type.Literal('other')])
export const TickedWalletsSchema = Type.Object({ cash: Type.Boolean(), winning: Type.Boolean(), reward: Type.Boolean() })

/**
 * A TDS split with everything needed to recompute it without our code: the policy name, its
 * rate, the rounding, and the results (the shape of `TdsRecord` in @arena/domain).
 */
export const TdsRecordSchema = Type.Object({
  policy: Type.String(),
  inputs: Type.Object({
    amount: Amount,
    rateNumerator: Amount,
    rateDenominator: Amount,
    scale: Type.Literal(2),
    rounding: Type.Literal('ROUND_HALF_UP'),
  }),
  tax: Amount,
  paid: Amount,
  /**
   * Policy `rule133` only: every input of the net-winnings computation (services/wallet
   * domain/rule133.ts), so the TDS can be recomputed from the event alone. For this policy
   * `inputs.amount` is the withdrawal and the rate applies to `working.netWinnings`.
   */
  working: Type.Optional(Type.Object({
    financialYear: Type.String(),
    withdrawal: Amount,
    withdrawnBefore: Amount,
    nonTaxableDeposits: Amount,
    openingBalance: Amount,
    alreadyTaxed: Amount,
    withdrawnInYear: Amount,
    netWinnings: Amount,
    ratePercent: Amount,
    tds: Amount,
    paid: Amount,
  })),
})

/** A user-filed (or provider-reported) deposit: nothing is credited until it is confirmed. */
export const DepositRequested = defineMessage('DepositRequested', Type.Object({
  commandId: CommandId,
  depositId: Type.String(),
  amount: Amount,
  method: DepositMethod,
  /**
   * The bank or UPI reference (UTR) the payer quotes, upper-cased. Unique across all users among
   * live deposits: claimed first on its `utr-<reference>` stream (see DepositReferenceClaimed).
   */
  reference: Type.String({ minLength: 1 }),
  requestedBy: Type.Union([Type.Literal('user'), Type.Literal('provider')]),
  /** ISO instant of the request (deposit limits count requests by it); absent on requests filed before limits existed. */
  requestedAt: Type.Optional(Type.String()),
  /** DEPOSIT_GST_RATE when it was filed (absent: 0); `amount` is the gross the player pays. */
  gstRate: Type.Optional(DecimalString),
}))
/**
 * Credits the cash wallet with `amount`. `confirmedBy` is `admin:<id>` or `provider:<eventId>`.
 * With GST on deposits: `gross` was paid, `gst` is the tax in it and `amount` is what is credited
 * (gross / (1 + gstRate), half-up to the paisa); absent, the whole amount was credited.
 */
export const DepositConfirmed = defineMessage('DepositConfirmed', Type.Object({
  commandId: CommandId, depositId: Type.String(), amount: Amount, confirmedBy: Type.String(),
  gross: Type.Optional(Amount), gst: Type.Optional(Amount), gstRate: Type.Optional(DecimalString),
}))
export const DepositRejected = defineMessage('DepositRejected', Type.Object({
  commandId: CommandId, depositId: Type.String(), reason: Type.String(), rejectedBy: Type.String(),
}))
/**
 * One admin's approval of a deposit above the two-admin threshold: credits nothing; a second,
 * different admin's confirmation completes it (DepositConfirmed).
 */
export const DepositApproved = defineMessage('DepositApproved', Type.Object({
  commandId: CommandId, depositId: Type.String(), approvedBy: Type.String(),
}))
/** Credits the reward wallet; `note` says why (e.g. the referred user's id). */
export const BonusCredited = defineMessage('BonusCredited', Type.Object({
  commandId: CommandId, bonusId: Type.String(), amount: Amount, kind: BonusKind, note: NullableString,
}))
export const EntryFeeDebited = defineMessage('EntryFeeDebited', Type.Object({
  commandId: CommandId,
  contestId: Type.String(),
  contestName: ContestName,
  fee: Amount,
  split: FeeSplit,
  /** The reward cap the split was computed with, so the split can be checked later. */
  rewardCapPercent: Amount,
}))
/** Gives back the recorded split of the contest's EntryFeeDebited, wallet by wallet. */
export const EntryFeeRefunded = defineMessage('EntryFeeRefunded', Type.Object({
  commandId: CommandId, contestId: Type.String(), contestName: ContestName, split: FeeSplit,
}))
export const PrizeCredited = defineMessage('PrizeCredited', Type.Object({
  commandId: CommandId, contestId: Type.String(), contestName: ContestName, rank: Type.Integer({ minimum: 1 }), amount: Amount,
}))
/** Holds `amount` from the winning wallet; `tds` is the tax split auditors read from the ledger. */
export const WithdrawalRequested = defineMessage('WithdrawalRequested', Type.Object({
  commandId: CommandId,
  withdrawalId: Type.String(),
  amount: Amount,
  bankAccountId: Type.String(),
  tds: TdsRecordSchema,
}))
export const WithdrawalCompleted = defineMessage('WithdrawalCompleted', Type.Object({
  commandId: CommandId, withdrawalId: Type.String(), completedBy: Type.String(), payoutReference: NullableString,
}))
/** One admin's approval of a withdrawal above the two-admin threshold; a second admin completes it. */
export const WithdrawalApproved = defineMessage('WithdrawalApproved', Type.Object({
  commandId: CommandId, withdrawalId: Type.String(), approvedBy: Type.String(),
}))
/** Releases the hold: `amount` goes back to the winning wallet. */
export const WithdrawalRejected = defineMessage('WithdrawalRejected', Type.Object({
  commandId: CommandId, withdrawalId: Type.String(), amount: Amount, reason: Type.String(), rejectedBy: Type.String(),
}))

export const DepositLimitPeriodSchema = Type.Union([Type.Literal('daily'), Type.Literal('weekly'), Type.Literal('monthly')])
/**
 * The player set, lowered, raised or removed one deposit limit (docs/adr/0017). `limit` null is
 * no limit. A stricter limit applies at `requestedAt`; a looser one 24 hours later (`appliesAt`):
 * until then `previous` still holds. A later change replaces one not yet applied.
 */
export const DepositLimitChanged = defineMessage('DepositLimitChanged', Type.Object({
  commandId: CommandId,
  period: DepositLimitPeriodSchema,
  limit: Type.Union([Amount, Type.Null()]),
  requestedAt: Type.String(),
  appliesAt: Type.String(),
}))
export const BreakKindSchema = Type.Union([Type.Literal('timeOut'), Type.Literal('selfExclusion')])
/**
 * The player took a time-out or a self-exclusion: until `until` no deposit and no contest
 * entry is accepted, and every session open at `from` is ended (identity's saga). It cannot
 * be shortened or removed: no command does that.
 */
export const BreakTaken = defineMessage('BreakTaken', Type.Object({
  commandId: CommandId,
  kind: BreakKindSchema,
  duration: Type.String(),
  from: Type.String(),
  until: Type.String(),
}))
/**
 * Rule 133's year-end step (TDS_POLICY=rule133): the net winnings of `financialYear` left untaxed
 * at 31 March, with every input of the computation, and the TDS taken from the balance (winning
 * wallet first, then cash). Recorded once per user and year, after the year has ended.
 */
export const TaxYearClosed = defineMessage('TaxYearClosed', Type.Object({
  commandId: CommandId,
  financialYear: Type.String(),
  working: Type.Object({
    financialYear: Type.String(),
    withdrawnInYear: Amount,
    closingBalance: Amount,
    nonTaxableDeposits: Amount,
    openingBalance: Amount,
    alreadyTaxed: Amount,
    netWinnings: Amount,
    ratePercent: Amount,
    tds: Amount,
  }),
  debit: FeeSplit,
  /** TDS the balance could not cover when the step ran (spent since 31 March): for operations to collect. */
  uncollected: Amount,
}))

export const walletEvents = [
  DepositRequested, DepositConfirmed, DepositRejected, BonusCredited, EntryFeeDebited, EntryFeeRefunded,
  PrizeCredited, WithdrawalRequested, WithdrawalCompleted, WithdrawalRejected, DepositApproved, WithdrawalApproved,
  DepositLimitChanged, BreakTaken,
  TaxYearClosed,
] as const

/**
 * Uniqueness of a bank reference across every user: `utr-<REFERENCE>` (see `paymentStreams`),
 * appended at the version read (0 for the first claim), so of two users claiming one UTR at
 * once exactly one wins. The latest claim holds it unless released; a claim whose deposit was
 * rejected may be taken over.
 */
export const DepositReferenceClaimed = defineMessage('DepositReferenceClaimed', Type.Object({
  reference: Type.String({ minLength: 1 }), userId: Type.String(), depositId: Type.String(),
}))
/** The claimer's deposit request was refused after the claim: the reference is free again. */
export const DepositReferenceReleased = defineMessage('DepositReferenceReleased', Type.Object({
  reference: Type.String({ minLength: 1 }), userId: Type.String(), depositId: Type.String(),
}))
export type ReferenceClaimEvent =
  | { type: 'DepositReferenceClaimed'; data: Static<typeof DepositReferenceClaimed.schema> }
  | { type: 'DepositReferenceReleased'; data: Static<typeof DepositReferenceReleased.schema> }

export const UnmatchedReason = Type.Union([
  Type.Literal('unknownUser'), Type.Literal('blockedUser'), Type.Literal('deletedUser'), Type.Literal('referenceClaimed'),
  /** The wallet refused the deposit it describes (above a cap, a malformed reference): `detail` says why. */
  Type.Literal('refusedByWallet'),
])
/**
 * A correctly signed payment notice the wallet could not apply to anyone: the money arrived
 * but its user does not exist, is blocked or deleted, or its reference belongs to another
 * user's deposit. Kept on `payment-<id>` (one stream per provider event) for operations to
 * refund or match by hand; nothing is credited.
 */
export const PaymentUnmatched = defineMessage('PaymentUnmatched', Type.Object({
  eventId: Type.String({ minLength: 1 }),
  reason: UnmatchedReason,
  userId: NullableString,
  depositId: NullableString,
  amount: NullableString,
  reference: NullableString,
  method: NullableString,
  detail: Type.Optional(Type.String()),
}))
export type UnmatchedReasonName = Static<typeof UnmatchedReason>

/** The wallet's streams outside a user's wallet. Names are `<category>-<id>` like every stream. */
export const paymentStreams = {
  referenceClaim: (reference: string) => `utr-${reference}`,
  unmatched: (id: string) => `payment-${id}`,
} as const

type Def = (typeof walletEvents)[number]
/** A wallet event without its envelope: what the wallet decider takes and returns. */
export type WalletEvent = { [K in Def['type']]: { type: K; data: Static<Extract<Def, { type: K }>['schema']> } }[Def['type']]
export type WalletEventType = WalletEvent['type']
export type FeeSplitData = Static<typeof FeeSplit>
export type DepositMethodName = Static<typeof DepositMethod>
export type BonusKindName = Static<typeof BonusKind>

// ---- Commands other services send to `topics.commands('wallet')` (the reply carries balances) ----

export const DebitEntryFeeCommand = defineMessage('DebitEntryFee', Type.Object({
  userId: Type.String(), contestId: Type.String(), contestName: ContestName, fee: Amount, ticked: TickedWalletsSchema,
  rewardCapPercent: Type.Optional(Amount),
}))
export const RefundEntryFeeCommand = defineMessage('RefundEntryFee', Type.Object({
  userId: Type.String(), contestId: Type.String(),
}))
export const CreditPrizeCommand = defineMessage('CreditPrize', Type.Object({
  userId: Type.String(), contestId: Type.String(), contestName: ContestName, rank: Type.Integer({ minimum: 1 }), amount: Amount,
  /** Fair-play flags on the winner: the wallet holds the prize for an admin's review instead of crediting it. */
  holdForReview: Type.Optional(Type.String({ minLength: 1 })),
}))
export const CreditBonusCommand = defineMessage('CreditBonus', Type.Object({
  userId: Type.String(), bonusId: Type.String(), amount: Amount, kind: BonusKind, note: Type.Optional(NullableString),
}))
