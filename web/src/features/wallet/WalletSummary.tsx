import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useAppSelector } from '../../app/hooks'
import { selectFreePlay } from '../playMode/slice'
import { LinkList } from '../shell/LinkList'
import { useWithoutDeposits } from '../shell/useWithoutDeposits'
import { useBalances } from './useBalances'
import './wallet.css'

/** One wallet of the summary strip: its balance, what it is for, and its buttons. */
function WalletTile({ title, amount, note, children }: { title: string; amount: string; note: string; children: ReactNode }) {
  return (
    <article className="card wallet-tile">
      <h2>{title}</h2>
      <p className="wallet-tile__amount">{amount}</p>
      <p className="wallet-muted">{note}</p>
      <div className="wallet-tile__actions">{children}</div>
    </article>
  )
}

/**
 * The summary strip of spec section 2: each wallet with its balance and its buttons. Links,
 * not buttons, because each one goes to a screen.
 */
export function WalletSummary() {
  const { cash, winning, reward, status, error } = useBalances()
  const freePlay = useAppSelector(selectFreePlay)
  return (
    <section className="wallet-summary" aria-label="Wallet balances" aria-busy={status === 'loading'}>
      {status === 'failed' && (
        <p role="alert" className="field__error wallet-summary__error">
          {error}
        </p>
      )}
      <WalletTile title="Reward Wallet" amount={reward} note="Bonus and referral cash, usable only to play.">
        <Link className="button button--ghost" to="/walletbonus">Bonus History</Link>
        <Link className="button button--ghost" to="/wallet#referral-history">Referral History</Link>
      </WalletTile>
      <WalletTile title="Winning Wallet" amount={winning} note="Contest winnings, the only wallet you can withdraw.">
        <Link className="button button--primary" to="/withdrawal-request">Withdraw</Link>
        <Link className="button button--ghost" to="/wallet#winning-history">Winning History</Link>
      </WalletTile>
      <WalletTile title="Cash Wallet" amount={cash} note="Your deposits, usable only to play.">
        {!freePlay && <Link className="button button--primary" to="/add-money">Add Cash</Link>}
        <Link className="button button--ghost" to="/WalletHistoryTable">Wallet History</Link>
      </WalletTile>
    </section>
  )
}

const TABS = [
  { to: '/add-money', label: 'Deposit funds' },
  { to: '/withdrawal-request', label: 'Withdraw funds' },
  { to: '/transaction-history', label: 'Transaction history' },
  { to: '/withdrawalHistory', label: 'Withdrawal history' },
  { to: '/tds-statement', label: 'TDS statement' },
]

/** The wallet screens' tab links (spec section 2). */
export function WalletTabs() {
  return (
    <nav className="wallet-tabs" aria-label="Wallet">
      <LinkList links={useWithoutDeposits(TABS)} nav />
    </nav>
  )
}
