import { Decimal, maxDecimal, minDecimal, parseDecimal, parseInr, type DecimalInput } from './money'

export type WalletName = 'reward' | 'winning' | 'cash'

/** The order the spec deducts in (section 5): bonus money first, cash last. */
export const DEDUCTION_ORDER: readonly WalletName[] = ['reward', 'winning', 'cash']

export type WalletBalances = Record<WalletName, DecimalInput>
export type TickedWallets = Record<WalletName, boolean>
/** Amount taken from each wallet, as 2-place decimal strings; unticked wallets show "0.00". */
export type EntryFeeSplit = Record<WalletName, string>

/** The payment modal's 50%; the other reading in the spec is 10. */
export const DEFAULT_REWARD_CAP_PERCENT = '50'

export const rewardCapNote = (capPercent: DecimalInput = DEFAULT_REWARD_CAP_PERCENT): string =>
  `Note: You can use maximum ${parseDecimal(capPercent).toString()}% of entry fees from the reward wallet`

export const INSUFFICIENT_BALANCE_MESSAGE = 'Insufficient balance in the selected wallets'
export const NO_WALLET_SELECTED_MESSAGE = 'Please select at least one wallet'

export interface EntryFeeShortfall {
  code: 'INSUFFICIENT_BALANCE' | 'NO_WALLET_SELECTED'
  message: string
  /** What the ticked wallets could not cover, so the client can say how much to add. */
  shortfall: string
}

export type EntryFeeResult = { ok: true; split: EntryFeeSplit } | { ok: false; error: EntryFeeShortfall }

export interface EntryFeeRequest {
  fee: DecimalInput
  balances: WalletBalances
  ticked: TickedWallets
  rewardCapPercent?: DecimalInput
}

/**
 * Splits an entry fee over the ticked wallets: reward up to the cap (a percent of the fee)
 * and its balance, then winning, then cash, each up to what is left and its balance.
 * The reward share is rounded DOWN to the paisa so the cap is never exceeded
 * (50% of 0.01 is 0.005, which becomes 0.00 from reward and 0.01 from the next wallet).
 * Balances count only to the whole paisa and a negative balance counts as zero, so every
 * share is an exact 2-place amount and the shares add up to the fee exactly.
 */
export function splitEntryFee({ fee, balances, ticked, rewardCapPercent = DEFAULT_REWARD_CAP_PERCENT }: EntryFeeRequest): EntryFeeResult {
  const amount = parseInr(fee)
  const cap = parseDecimal(rewardCapPercent)
  if (cap.isNegative() || cap.greaterThan(100)) throw new RangeError(`reward cap ${cap.toString()}% is not a percentage`)
  const taken: Record<WalletName, Decimal> = { reward: new Decimal(0), winning: new Decimal(0), cash: new Decimal(0) }
  const show = (): EntryFeeSplit => ({ reward: taken.reward.toFixed(2), winning: taken.winning.toFixed(2), cash: taken.cash.toFixed(2) })
  if (amount.isZero()) return { ok: true, split: show() }

  let left = amount
  for (const wallet of DEDUCTION_ORDER) {
    if (!ticked[wallet]) continue
    const available = maxDecimal(parseDecimal(balances[wallet]), new Decimal(0)).toDecimalPlaces(2, Decimal.ROUND_DOWN)
    let limit = minDecimal(left, available)
    if (wallet === 'reward') {
      limit = minDecimal(limit, amount.times(cap).dividedBy(100)).toDecimalPlaces(2, Decimal.ROUND_DOWN)
    }
    taken[wallet] = limit
    left = left.minus(limit)
  }
  if (left.isZero()) return { ok: true, split: show() }

  const none = !DEDUCTION_ORDER.some(w => ticked[w])
  return {
    ok: false,
    error: {
      code: none ? 'NO_WALLET_SELECTED' : 'INSUFFICIENT_BALANCE',
      message: none ? NO_WALLET_SELECTED_MESSAGE : INSUFFICIENT_BALANCE_MESSAGE,
      shortfall: left.toFixed(2),
    },
  }
}
