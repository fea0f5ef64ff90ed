import { DEFAULT_EXCLUDED_STATES } from '@arena/domain'
import { BRAND } from '../../app/site'
import './pages.css'

export function Legality() {
  return (
    <article className="document">
      <h1>Legality</h1>
      <p>
        {BRAND} contests are trading competitions played with a virtual fund. No real cryptocurrency is bought, sold or held for
        you: your orders are matched against live market prices only to measure how well you trade.
      </p>

      <h2>Age</h2>
      <p>You must be 18 or older to create an account and play.</p>

      <h2>Where paid contests are not offered</h2>
      <p>
        Because of the laws on paid online games in some states, residents of {DEFAULT_EXCLUDED_STATES.join(', ')} may not join
        paid contests.
      </p>

      <h2>Money and tax</h2>
      <p>
        All payments are made in INR through Indian payment methods. TDS is deducted from withdrawals of winnings at 30%, and
        identity (KYC) and PAN verification are required before any withdrawal.
      </p>

      <h2>Your responsibility</h2>
      <p>It is your responsibility to make sure that taking part is lawful where you live.</p>
    </article>
  )
}
