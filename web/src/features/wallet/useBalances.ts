import { useLoadOnMount } from '../../app/useLoadOnMount'
import { inr } from './historyRows'
import { selectWallet, walletBalanceRequested } from './slice'

/**
 * The three wallets as display text, refreshed from the server when a screen showing them
 * mounts; between loads the `walletBalance` push keeps them live. '—' until first known.
 */
export function useBalances() {
  const [wallet] = useLoadOnMount(selectWallet, walletBalanceRequested())
  const b = wallet.balances
  return {
    status: wallet.status,
    error: wallet.error,
    cash: b ? inr(b.balance) : '—',
    winning: b ? inr(b.winningamount) : '—',
    // The wallet service credits referral cash into `bonus`, so the Reward Wallet is that one figure.
    reward: b ? inr(b.bonus) : '—',
  }
}
