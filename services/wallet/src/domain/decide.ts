import { DEFAULT_REWARD_CAP_PERCENT, Decimal, playModeMessages, type PlayMode, computeTds, isDecimalString, normalizeReference, normalizeWithdrawalAmount, splitEntryFee, validateDeposit, validateWithdrawal } from '@arena/domain'
import { limited, rewardCap, required, rupees } from './amounts'
import { defaultWalletLimits, type WalletLimits } from './limits'
import type { WalletCommand, WithdrawalTdsPolicy } from './commands'
import { WalletInputInvalid, WalletRefused, walletMessages as m } from './errors'
import type { WalletEvent } from './events'
import { assertNotOnBreak, assertWithinLimits, decideBreak, decideDepositLimits } from './responsiblePlay'
import { accountBalance, taxYearOf, type DepositState, type WalletState, type WithdrawalState } from './state'
import { RULE133_POLICY, RULE133_RATE_PERCENT, depositGstSplit, financialYearBounds, financialYearOf, isFinancialYear, nextFinancialYear, rule133AtWithdrawal, rule133AtYearEnd } from './rule133'

type Decision = WalletEvent[]
type Of<T extends WalletCommand['type']> = Extract<WalletCommand, { type: T }>

/**
 * Decides what a command does to one user's wallets. Refusals are thrown as WalletRefused or
 * WalletInputInvalid; an accepted command returns its events. Nothing here reads a clock or
 * makes an id: both come in on the command. `limits` are the operator's caps and thresholds;
 * in `free` play mode no money comes in: deposits and entry fees are refused.
 */
export function decide(command: WalletCommand, state: WalletState, limits: WalletLimits = defaultWalletLimits, playMode: PlayMode = 'paid'): Decision {
  // A command applied before has done its work; applying it again must change nothing.
  if (state.processed.has(command.commandId)) return []
  if (playMode === 'free') refuseMoneyIn(command)
  switch (command.type) {
    case 'DebitEntryFee': return debitEntryFee(command, state)
    case 'RefundEntryFee': return refundEntryFee(command, state)
    case 'CreditPrize': return creditPrize(command, state)
    case 'CreditBonus': return creditBonus(command, state)
    case 'RequestDeposit': return requestDeposit(command, state, limits)
    case 'ConfirmDeposit': return confirmDeposit(command, state, limits)
    case 'RejectDeposit': return rejectDeposit(command, state)
    case 'RequestWithdrawal': return requestWithdrawal(command, state, limits)
    case 'CompleteWithdrawal': return completeWithdrawal(command, state, limits)
    case 'RejectWithdrawal': return rejectWithdrawal(command, state)
    case 'SetDepositLimits': return decideDepositLimits(command, state.responsiblePlay)
    case 'TakeBreak': return decideBreak(command, state.responsiblePlay)
    case 'CloseTaxYear': return closeTaxYear(command, state)
    default: {
      const never: never = command
      throw new Error(`unknown wallet command ${JSON.stringify(never)}`)
    }
  }
}

/** Free play: the cash wallet takes no deposit and pays no fee; refunds, prizes and withdrawals go on. */
export function refuseMoneyIn(command: Pick<WalletCommand, 'type'>): void {
  if (command.type === 'RequestDeposit' || command.type === 'ConfirmDeposit') throw new WalletRefused('paidPlayOff', playModeMessages.depositsOff)
  if (command.type === 'DebitEntryFee') throw new WalletRefused('paidPlayOff', playModeMessages.entryFeesOff)
}

const named = (contestName: string | undefined) => (contestName === undefined ? {} : { contestName })

function debitEntryFee(c: Of<'DebitEntryFee'>, state: WalletState): Decision {
  const fee = rupees(c.fee, 'fee', true)
  const cap = rewardCap(c.rewardCapPercent ?? DEFAULT_REWARD_CAP_PERCENT)
  const paid = state.fees.get(c.contestId)
  if (paid && !paid.refunded) throw new WalletRefused('entryFeeAlreadyPaid', m.entryFeeAlreadyPaid)
  assertNotOnBreak(state.responsiblePlay, c.at)
  const result = splitEntryFee({ fee, balances: state.wallets, ticked: c.ticked, rewardCapPercent: cap })
  if (!result.ok) {
    const reason = result.error.code === 'NO_WALLET_SELECTED' ? 'noWalletSelected' : 'insufficientBalance'
    throw new WalletRefused(reason, result.error.message, { shortfall: result.error.shortfall })
  }
  const data = { commandId: c.commandId, contestId: c.contestId, ...named(c.contestName), fee: fee.toFixed(2), split: result.split, rewardCapPercent: cap }
  return [{ type: 'EntryFeeDebited', data }]
}

function refundEntryFee(c: Of<'RefundEntryFee'>, state: WalletState): Decision {
  const paid = state.fees.get(c.contestId)
  if (!paid) throw new WalletRefused('entryFeeNotPaid', m.entryFeeNotPaid)
  // A second cancellation notice (another command id) finds the fee already back: nothing to do.
  if (paid.refunded) return []
  return [{ type: 'EntryFeeRefunded', data: { commandId: c.commandId, contestId: c.contestId, split: paid.split } }]
}

function creditPrize(c: Of<'CreditPrize'>, state: WalletState): Decision {
  const amount = rupees(c.amount, 'amount')
  if (!Number.isSafeInteger(c.rank) || c.rank < 1) throw new WalletInputInvalid({ rank: m.rankInvalid })
  if (state.prizes.has(c.contestId)) throw new WalletRefused('prizeAlreadyCredited', m.prizeAlreadyCredited)
  const data = { commandId: c.commandId, contestId: c.contestId, ...named(c.contestName), rank: c.rank, amount: amount.toFixed(2) }
  return [{ type: 'PrizeCredited', data }]
}

function creditBonus(c: Of<'CreditBonus'>, state: WalletState): Decision {
  const amount = rupees(c.amount, 'amount')
  if (state.bonuses.has(c.bonusId)) throw new WalletRefused('bonusAlreadyCredited', m.bonusAlreadyCredited)
  const data = { commandId: c.commandId, bonusId: c.bonusId, amount: amount.toFixed(2), kind: c.kind, note: c.note ?? null }
  return [{ type: 'BonusCredited', data }]
}

function requestDeposit(c: Of<'RequestDeposit'>, state: WalletState, limits: WalletLimits): Decision {
  const errors = validateDeposit({ amount: c.amount, reference: c.reference }, { max: limits.maxDeposit })
  if (Object.keys(errors).length > 0) throw new WalletInputInvalid(errors)
  const amount = rupees(normalizeWithdrawalAmount(c.amount), 'amount')
  const reference = normalizeReference(c.reference)
  if (state.deposits.has(c.depositId)) throw new WalletRefused('depositAlreadyExists', m.depositAlreadyExists)
  const used = [...state.deposits.values()].some(d => d.reference === reference && d.status !== 'rejected')
  if (used) throw new WalletRefused('depositReferenceUsed', m.depositReferenceUsed)
  aboveBalanceCap(state, amount, limits)
  // Checked here, on the stream the deposit is appended to: two racing requests cannot both fit.
  assertNotOnBreak(state.responsiblePlay, c.at)
  assertWithinLimits(state.responsiblePlay, state.deposits.values(), amount, c.at)
  const gst = gstRateOf(c.gstRate)
  const data = { commandId: c.commandId, depositId: c.depositId, amount: amount.toFixed(2), method: c.method, reference, requestedBy: c.requestedBy, requestedAt: c.at, ...(gst ? { gstRate: gst } : {}) }
  return [{ type: 'DepositRequested', data }]
}

/** The rate as recorded, or undefined for none (0 leaves deposits exactly as they were). */
function gstRateOf(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined
  const ok = isDecimalString(raw) && !raw.startsWith('-') && new Decimal(raw).lessThanOrEqualTo(1)
  if (!ok) throw new WalletInputInvalid({ gstRate: m.gstRateInvalid })
  return new Decimal(raw).isZero() ? undefined : new Decimal(raw).toString()
}

/** A deposit or withdrawal still waiting for an admin: a missing or settled one is refused. */
function pending<T extends { status: string }>(found: T | undefined, kind: 'deposit' | 'withdrawal'): T {
  if (!found) throw new WalletRefused(`${kind}NotFound`, m[`${kind}NotFound`])
  if (found.status !== 'pending') throw new WalletRefused(`${kind}NotPending`, m[`${kind}NotPending`], { status: found.status })
  return found
}

const pendingDeposit = (state: WalletState, depositId: string): DepositState => pending(state.deposits.get(depositId), 'deposit')

function confirmDeposit(c: Of<'ConfirmDeposit'>, state: WalletState, limits: WalletLimits): Decision {
  const deposit = pendingDeposit(state, c.depositId)
  if (c.amount !== undefined && !rupees(c.amount, 'amount').equals(deposit.amount)) {
    throw new WalletRefused('depositAmountMismatch', m.depositAmountMismatch, { requested: deposit.amount })
  }
  // GST is charged on the face value: the wallet gets what is left of the gross after it.
  const split = deposit.gstRate === undefined ? undefined : depositGstSplit(deposit.amount, deposit.gstRate)
  const credited = split?.credited ?? deposit.amount
  aboveBalanceCap(state, new Decimal(credited), limits)
  if (needsSecondAdmin(c.userId, c.confirmedBy, deposit, limits)) {
    return [{ type: 'DepositApproved', data: { commandId: c.commandId, depositId: c.depositId, approvedBy: c.confirmedBy } }]
  }
  const gst = split ? { gross: split.gross, gst: split.gst, gstRate: split.gstRate } : {}
  return [{ type: 'DepositConfirmed', data: { commandId: c.commandId, depositId: c.depositId, amount: credited, confirmedBy: c.confirmedBy, ...gst } }]
}

/** A deposit may not lift the cash wallet above the per-wallet cap. */
function aboveBalanceCap(state: WalletState, amount: Decimal, limits: WalletLimits): void {
  if (state.wallets.cash.plus(amount).greaterThan(limits.maxBalance)) {
    throw new WalletRefused('walletLimitReached', m.walletLimitReached, { maxBalance: new Decimal(limits.maxBalance).toFixed(2) })
  }
}

/**
 * The four-eyes rule of money movements an admin approves: never one's own, and above the
 * threshold two different admins. True when this approval is the first of two (recorded, not
 * applied). The provider's confirmation is the bank's word, not an admin's approval.
 */
function needsSecondAdmin(userId: string, by: string, item: { amount: string; approvals?: readonly string[] }, limits: WalletLimits): boolean {
  if (!by.startsWith('admin:')) return false
  if (by === `admin:${userId}`) throw new WalletRefused('selfApproval', m.selfApproval)
  if (!new Decimal(item.amount).greaterThan(limits.twoAdminAbove)) return false
  const approvals = item.approvals ?? []
  if (approvals.includes(by)) throw new WalletRefused('alreadyApproved', m.alreadyApproved)
  return approvals.length === 0
}

function rejectDeposit(c: Of<'RejectDeposit'>, state: WalletState): Decision {
  const reason = required(c.reason, 'reason', m.reasonRequired)
  pendingDeposit(state, c.depositId)
  return [{ type: 'DepositRejected', data: { commandId: c.commandId, depositId: c.depositId, reason, rejectedBy: c.rejectedBy } }]
}

function requestWithdrawal(c: Of<'RequestWithdrawal'>, state: WalletState, limits: WalletLimits): Decision {
  const errors = validateWithdrawal({ amount: c.amount, bankAccountId: c.bankAccountId }, { min: limits.minWithdrawal, max: limits.maxWithdrawal })
  if (Object.keys(errors).length > 0) throw new WalletInputInvalid(errors)
  const amount = rupees(normalizeWithdrawalAmount(c.amount), 'amount')
  if (state.withdrawals.has(c.withdrawalId)) throw new WalletRefused('withdrawalAlreadyExists', m.withdrawalAlreadyExists)
  if (state.wallets.winning.lessThan(amount)) {
    const shortfall = amount.minus(state.wallets.winning).toFixed(2)
    throw new WalletRefused('insufficientBalance', m.winningInsufficient, { shortfall })
  }
  const tds = withdrawalTds(amount, c.at, state, c.tdsPolicy)
  const data = { commandId: c.commandId, withdrawalId: c.withdrawalId, amount: amount.toFixed(2), bankAccountId: c.bankAccountId.trim(), tds }
  return [{ type: 'WithdrawalRequested', data }]
}

const pendingWithdrawal = (state: WalletState, withdrawalId: string): WithdrawalState => pending(state.withdrawals.get(withdrawalId), 'withdrawal')

function completeWithdrawal(c: Of<'CompleteWithdrawal'>, state: WalletState, limits: WalletLimits): Decision {
  const payoutReference = c.payoutReference == null ? null : limited(c.payoutReference, 'payoutReference')
  const withdrawal = pendingWithdrawal(state, c.withdrawalId)
  if (needsSecondAdmin(c.userId, c.completedBy, withdrawal, limits)) {
    return [{ type: 'WithdrawalApproved', data: { commandId: c.commandId, withdrawalId: c.withdrawalId, approvedBy: c.completedBy } }]
  }
  const data = { commandId: c.commandId, withdrawalId: c.withdrawalId, completedBy: c.completedBy, payoutReference }
  return [{ type: 'WithdrawalCompleted', data }]
}

function rejectWithdrawal(c: Of<'RejectWithdrawal'>, state: WalletState): Decision {
  const reason = required(c.reason, 'reason', m.reasonRequired)
  const { amount } = pendingWithdrawal(state, c.withdrawalId)
  return [{ type: 'WithdrawalRejected', data: { commandId: c.commandId, withdrawalId: c.withdrawalId, amount, reason, rejectedBy: c.rejectedBy } }]
}

/** The TDS record a withdrawal of `amount` at `at` gets under `policy`: what the request records and the preview shows. */
export function withdrawalTds(amount: Decimal, at: string, state: WalletState, policy?: WithdrawalTdsPolicy) {
  return policy === RULE133_POLICY ? rule133Record(amount, at, state) : computeTds(amount, policy)
}

/**
 * Rule 133 at a withdrawal: the year's figures come from the ledger (the wallet state), the
 * working goes on the event whole. `inputs.amount` stays the withdrawal, the rate is 30/100
 * of `working.netWinnings`.
 */
export function rule133Record(amount: Decimal, at: string, state: WalletState) {
  const financialYear = financialYearOf(at)
  const year = taxYearOf(state, financialYear)
  const working = rule133AtWithdrawal({
    financialYear, withdrawal: amount.toFixed(2), withdrawnBefore: year.withdrawn.toFixed(2), nonTaxableDeposits: year.deposits.toFixed(2),
    openingBalance: year.opening.toFixed(2), alreadyTaxed: year.taxed.toFixed(2),
  })
  const inputs = { amount: amount.toFixed(2), rateNumerator: RULE133_RATE_PERCENT, rateDenominator: '100', scale: 2 as const, rounding: 'ROUND_HALF_UP' as const }
  return { policy: RULE133_POLICY, inputs, tax: working.tds, paid: working.paid, working }
}

/**
 * Rule 133 at 31 March, once per user and year: the closing balance is what the account held
 * when the year ended (carried into the next year), the TDS comes out of the balance now,
 * winnings first, then cash; what the balance cannot cover is recorded as uncollected.
 */
function closeTaxYear(c: Of<'CloseTaxYear'>, state: WalletState): Decision {
  if (!isFinancialYear(c.financialYear)) throw new WalletInputInvalid({ financialYear: m.financialYearInvalid })
  if (new Date(c.at) < financialYearBounds(c.financialYear).to) throw new WalletRefused('taxYearOpen', m.taxYearOpen)
  // Closed before, or nothing happened that year (closing = opening: no net winnings).
  if (state.closedYears.has(c.financialYear) || !state.taxYears.has(c.financialYear)) return []
  const year = taxYearOf(state, c.financialYear)
  const closingBalance = state.taxYears.get(nextFinancialYear(c.financialYear))?.carriedIn ?? accountBalance(state.wallets)
  const working = rule133AtYearEnd({
    financialYear: c.financialYear, withdrawnInYear: year.withdrawn.toFixed(2), closingBalance: closingBalance.toFixed(2),
    nonTaxableDeposits: year.deposits.toFixed(2), openingBalance: year.opening.toFixed(2), alreadyTaxed: year.taxed.toFixed(2),
  })
  const tds = new Decimal(working.tds)
  const winning = Decimal.min(tds, Decimal.max(state.wallets.winning, 0))
  const cash = Decimal.min(tds.minus(winning), Decimal.max(state.wallets.cash, 0))
  const debit = { winning: winning.toFixed(2), cash: cash.toFixed(2), reward: '0.00' }
  const uncollected = tds.minus(winning).minus(cash).toFixed(2)
  return [{ type: 'TaxYearClosed', data: { commandId: c.commandId, financialYear: c.financialYear, working, debit, uncollected } }]
}
