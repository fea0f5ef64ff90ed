import { Link } from 'react-router-dom'
import { SUPPORT_EMAIL } from '../../app/site'
import './pages.css'

export function CancellationRefundPolicy() {
  return (
    <article className="document">
      <h1>Cancellation &amp; Refund Policy</h1>

      <h2>Cancelled contests</h2>
      <p>
        If a contest is cancelled, every player's entry fee is refunded in full, back to the wallets it was paid from (cash,
        winning or reward wallet).
      </p>

      <h2>Money you add</h2>
      <p>
        Money added to your cash wallet is used to join contests; it cannot be withdrawn. If a deposit has not reached your cash
        wallet after a few minutes, please raise a ticket in the Help Center with the transfer details, or write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>

      <h2>Winnings</h2>
      <p>
        Prizes are paid into your winning wallet, which is the only wallet you can withdraw from. A withdrawal request holds the
        amount until it is processed; if a request is rejected, the amount is released back to your winning wallet and the
        reason is shown in your withdrawal history.
      </p>

      <h2>Closed accounts</h2>
      <p>
        An account cancelled for false play is not entitled to further prizes. Read the <Link to="/term-and-condition">Terms and
        Conditions</Link> for the full rules.
      </p>
    </article>
  )
}
