import type { WithdrawalHoldDto } from './payoutHold'
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
})

/** A user-filed (or provider-reported) deposit: nothing is credited until it is confirmed. */
export const DepositRequested = defineMessage('DepositRequested', Type.Object({
  commandId: CommandId,
  depositId: Type.String(),
  amount: Amount,
  method: DepositMethod,
  /** The bank or UPI reference the payer quotes; unique per user among live deposits. */
  reference: Type.String({ minLength: 1 }),
  requestedBy: Type.Union([Type.Literal('user'), Type.Literal('provider')]),
}))
/** Credits the cash wallet. `confirmedBy` is `admin:<id>` or `provider:<eventId>`. */
export const DepositConfirmed = defineMessage('DepositConfirmed', Type.Object({
  commandId: CommandId, depositId: Type.String(), amount: Amount, confirmedBy: Type.String(),
}))
export const DepositRejected = defineMessage('DepositRejected', Type.Object({
  commandId: CommandId, depositId: Type.String(), reason: Type.String(), rejectedBy: Type.String(),
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
/** Releases the hold: `amount` goes back to the winning wallet. */
export const WithdrawalRejected = defineMessage('WithdrawalRejected', Type.Object({
  commandId: CommandId, withdrawalId: Type.String(), amount: Amount, reason: Type.String(), rejectedBy: Type.String(),
}))

export const walletEvents = [
  DepositRequested, DepositConfirmed, DepositRejected, BonusCredited, EntryFeeDebited, EntryFeeRefunded,
  PrizeCredited, WithdrawalRequested, WithdrawalCompleted, WithdrawalRejected,
] as const

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
}))
export const CreditBonusCommand = defineMessage('CreditBonus', Type.Object({
  userId: Type.String(), bonusId: Type.String(), amount: Amount, kind: BonusKind, note: Type.Optional(NullableString),
}))
export const walletBusCommands = [DebitEntryFeeCommand, RefundEntryFeeCommand, CreditPrizeCommand, CreditBonusCommand] as const

// ---- HTTP and push shapes (spec sections 3 and 7) ----

/** The spec's wallet fields: cash, winning and reward, as 2-place strings. */
export interface WalletBalanceDto {
  balance: string
  winningamount: string
  bonus: string
}

/**
 * The spec's per-user event (section 7: balance, winningamount, kycCompleteStatus), sent after
 * every wallet change and every KYC change, with the balances and the KYC state as they now are.
 */
export const walletPushEvent = 'walletBalance'

export interface UserStatePushDto extends WalletBalanceDto {
  kycCompleteStatus: 'complete' | 'pending'
}

/**
 * The wallet fields of profile-data (spec section 3): the three balances, and `Rebalance`, the
 * referral bonuses earned so far (already part of `bonus`, the reward wallet: shown, not added).
 */
export interface WalletProfileDto extends WalletBalanceDto {
  Rebalance: string
}

export type TxStatus = 'deposit' | 'bonus' | 'referral' | 'participate' | 'refund' | 'winning' | 'withdral'

/** One row of the history tables (spec section 3, Transaction). */
export interface TransactionDto {
  tx_id: string
  amount: string
  status: 'pending' | 'success' | 'rejected'
  txStatus: TxStatus
  transType: 'CREDIT' | 'DEBIT'
  /** ISO-8601 instant of the event that created the row. */
  date: string
  contest_id: { _id: string; contestName?: string } | null
  bank_detail_id: string | null
  /** The rejection reason, once rejected. */
  reject: string | null
  /** Withdrawals only: the tax withheld and the amount paid out. */
  tds?: string
  paid?: string
}

export interface DepositRowDto {
  _id: string
  userId: string
  amount: string
  method: DepositMethodName
  reference: string
  status: 'pending' | 'success' | 'rejected'
  date: string
  reject: string | null
}

export interface WithdrawalRowDto {
  _id: string
  userId: string
  amount: string
  tds: string
  paid: string
  bank_detail_id: string
  status: 'pending' | 'success' | 'rejected'
  date: string
  reject: string | null
  /** Admin list only: the declaration review, when KYC disagreed with the player's declaration (payoutHold.ts). */
  hold?: WithdrawalHoldDto | null
}
