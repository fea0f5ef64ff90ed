import { Link } from 'react-router-dom'
import { useAppSelector } from '../../app/hooks'
import { selectFreePlay } from '../playMode/slice'
import { useBalances } from './useBalances'
import './wallet.css'

/** The dashboard's wallet tiles (spec section 2): Cash wallet with add cash, and "You Won" to the wallet. */
export function DashboardWalletTiles() {
  const { cash, winning, status, error } = useBalances()
  const freePlay = useAppSelector(selectFreePlay)
  return (
    <div className="dashboard-wallets">
      {status === 'failed' && <p role="alert" className="field__error">{error}</p>}
      <section className="card wallet-tile" aria-labelledby="dashboard-cash-title">
        <h2 id="dashboard-cash-title">Cash wallet</h2>
        <p className="wallet-tile__amount">{cash}</p>
        {!freePlay && <Link className="button button--primary" to="/add-money">Add Cash</Link>}
      </section>
      <section className="card wallet-tile" aria-labelledby="dashboard-won-title">
        <h2 id="dashboard-won-title">You Won</h2>
        <p className="wallet-tile__amount">
          <Link to="/wallet" aria-label={`You Won ${winning}: open the wallet`}>{winning}</Link>
        </p>
      </section>
    </div>
  )
}
