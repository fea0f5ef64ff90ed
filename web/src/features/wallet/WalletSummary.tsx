import { Link, NavLink } from 'react-router-dom'
import { useAppSelector } from '../../app/hooks'
import { selectFreePlay } from '../playMode/slice'
import { withoutDeposits } from '../shell/links'
import { useBalances } from './useBalances'
import './wallet.css'

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
      <article className="card wallet-tile">
        <h2>Reward Wallet</h2>
        <p className="wallet-tile__amount">{reward}</p>
        <p className="wallet-muted">Bonus and referral cash, usable only to play.</p>
        <div className="wallet-tile__actions">
          <Link className="button button--ghost" to="/walletbonus">Bonus History</Link>
          <Link className="button button--ghost" to="/wallet#referral-history">Referral History</Link>
        </div>
      </article>
      <article className="card wallet-tile">
        <h2>Winning Wallet</h2>
        <p className="wallet-tile__amount">{winning}</p>
        <p className="wallet-muted">Contest winnings, the only wallet you can withdraw.</p>
        <div className="wallet-tile__actions">
          <Link className="button button--primary" to="/withdrawal-request">Withdraw</Link>
          <Link className="button button--ghost" to="/wallet#winning-history">Winning History</Link>
        </div>
      </article>
      <article className="card wallet-tile">
        <h2>Cash Wallet</h2>
        <p className="wallet-tile__amount">{cash}</p>
        <p className="wallet-muted">Your deposits, usable only to play.</p>
        <div className="wallet-tile__actions">
          {!freePlay && <Link className="button button--primary" to="/add-money">Add Cash</Link>}
          <Link className="button button--ghost" to="/WalletHistoryTable">Wallet History</Link>
        </div>
      </article>
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
  const freePlay = useAppSelector(selectFreePlay)
  return (
    <nav className="wallet-tabs" aria-label="Wallet">
      <ul>
        {withoutDeposits(TABS, freePlay).map(tab => (
          <li key={tab.to}>
            <NavLink to={tab.to}>{tab.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
