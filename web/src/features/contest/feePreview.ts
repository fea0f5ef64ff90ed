import { isDecimalString, rewardCapNote, splitEntryFee, type EntryFeeResult, type TickedWallets } from '@arena/domain'
import type { WalletBalanceDto } from './model'

/** The payment modal's note (spec section 5), worded by the same rule the server applies. */
export const REWARD_NOTE = rewardCapNote()

export const NO_TICKS: TickedWallets = { cash: false, winning: false, reward: false }

/** The modal's wallets in the spec's words, with the balance field each one reads. */
export const WALLETS = [
  { wallet: 'cash', label: 'Cash Wallet', field: 'balance' },
  { wallet: 'winning', label: 'Winning Wallet', field: 'winningamount' },
  { wallet: 'reward', label: 'Reward Wallet', field: 'bonus' },
] as const

const amount = (value: unknown): string => (isDecimalString(value) ? value : '0')

/**
 * What joining would take from each ticked wallet, by the shared rule (reward up to 50% of the
 * fee and its balance, then winning, then cash), so the preview and the server never disagree.
 * Null while the balances are unknown, the fee is not an amount, or the contest is free.
 */
export function feePreview(fee: unknown, balances: WalletBalanceDto | null, ticked: TickedWallets): EntryFeeResult | null {
  if (!balances || !isDecimalString(fee, 2) || fee.startsWith('-')) return null
  // A free contest takes nothing from any wallet: nothing to preview, nothing to refuse.
  if (/^0*(\.0*)?$/.test(fee)) return null
  return splitEntryFee({
    fee,
    balances: { cash: amount(balances.balance), winning: amount(balances.winningamount), reward: amount(balances.bonus) },
    ticked,
  })
}
