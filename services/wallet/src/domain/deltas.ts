import { Decimal } from '@arena/domain'
import type { WalletEvent } from './events'

/** The three spendable balances: cash (`balance`), winning (`winningamount`), reward (`bonus`). */
export interface Wallets {
  cash: Decimal
  winning: Decimal
  reward: Decimal
}

export const zeroWallets = (): Wallets => ({ cash: new Decimal(0), winning: new Decimal(0), reward: new Decimal(0) })

/**
 * How one event moves the spendable balances. The one place that says so, used by the decider's
 * state and by the read model, so the balance a user sees is the sum of their events.
 * A withdrawal leaves the winning wallet when requested (the hold) and comes back if rejected;
 * completing it moves nothing.
 */
export function walletDeltas(event: WalletEvent): Wallets {
  const d = zeroWallets()
  switch (event.type) {
    case 'DepositConfirmed':
      return { ...d, cash: new Decimal(event.data.amount) }
    case 'BonusCredited':
      return { ...d, reward: new Decimal(event.data.amount) }
    case 'EntryFeeDebited': {
      const { cash, winning, reward } = event.data.split
      return { cash: new Decimal(cash).negated(), winning: new Decimal(winning).negated(), reward: new Decimal(reward).negated() }
    }
    case 'EntryFeeRefunded': {
      const { cash, winning, reward } = event.data.split
      return { cash: new Decimal(cash), winning: new Decimal(winning), reward: new Decimal(reward) }
    }
    case 'PrizeCredited':
      return { ...d, winning: new Decimal(event.data.amount) }
    case 'WithdrawalRequested':
      return { ...d, winning: new Decimal(event.data.amount).negated() }
    case 'WithdrawalRejected':
      return { ...d, winning: new Decimal(event.data.amount) }
    case 'TaxYearClosed':
      return { ...d, cash: new Decimal(event.data.debit.cash).negated(), winning: new Decimal(event.data.debit.winning).negated() }
    case 'DepositRequested':
    case 'DepositApproved':
    case 'WithdrawalApproved':
    case 'DepositRejected':
    case 'WithdrawalCompleted':
    case 'DepositLimitChanged':
    case 'BreakTaken':
      return d
    default: {
      const never: never = event
      throw new Error(`unknown wallet event ${JSON.stringify(never)}`)
    }
  }
}

export const addWallets = (a: Wallets, b: Wallets): Wallets => ({
  cash: a.cash.plus(b.cash),
  winning: a.winning.plus(b.winning),
  reward: a.reward.plus(b.reward),
})

/** The spec's field names, as 2-place strings. */
export const balancesDto = (w: Wallets) => ({ balance: w.cash.toFixed(2), winningamount: w.winning.toFixed(2), bonus: w.reward.toFixed(2) })
