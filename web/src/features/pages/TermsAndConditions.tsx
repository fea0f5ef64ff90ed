import { DEFAULT_EXCLUDED_STATES } from '@arena/domain'
import { Link } from 'react-router-dom'
import { BRAND } from '../../app/site'
import { REFERRAL_BONUS_RULE } from '../faq/referralRule'
import './pages.css'

export function TermsAndConditions() {
  return (
    <article className="document">
      <h1>Terms and Conditions</h1>
      <p>By creating an account on {BRAND} you accept these terms. Please read them before joining a contest.</p>

      <h2>1. Who may play</h2>
      <p>You must be at least 18 years old. Residents of the following states may not join paid contests:</p>
      <ul>
        {DEFAULT_EXCLUDED_STATES.map(state => (
          <li key={state}>{state}</li>
        ))}
      </ul>

      <h2>2. Contests</h2>
      <ul>
        <li>The entry fee, the virtual fund, the number of seats and the prizes are set for each contest and shown before you join.</li>
        <li>The virtual fund is quoted in USDT and can only be used for trading inside that contest. No real crypto is bought or sold.</li>
        <li>Your trade balance must be at least the virtual fund assigned to you for the contest.</li>
        <li>You may take part in several contests at the same time.</li>
      </ul>

      <h2>3. Ranking and prizes</h2>
      <ul>
        <li>You must place at least five buy and sell bids in a contest, otherwise you are not counted as a player.</li>
        <li>At least one of your trades must be filled for you to qualify for a prize.</li>
        <li>Players with equal results share the prize of their positions.</li>
        <li>Prizes are paid into your winning wallet when the contest ends.</li>
      </ul>

      <h2>4. Cancelled contests</h2>
      <p>If a contest is cancelled, your entry fee is refunded in full.</p>

      <h2>5. Money</h2>
      <ul>
        <li>Funds can be added only in INR. Crypto deposits are not accepted.</li>
        <li>Money in the cash wallet and the reward wallet can only be used to play. Only the winning wallet can be withdrawn.</li>
        <li>Deductions apply on adding cash and on withdrawal (a withdrawal fee), and TDS is deducted from withdrawals.</li>
        <li>KYC and an accepted bank account are required before you can withdraw.</li>
        <li>{REFERRAL_BONUS_RULE}</li>
      </ul>

      <h2>6. Fair play</h2>
      <p>False play leads to the cancellation of your account.</p>

      <h2>7. Disputes</h2>
      <p>
        If a dispute arises, we will first try to settle it with you in good faith. If it is not settled within 15 days of talks,
        it will be referred to arbitration, held in Jaipur, India.
      </p>

      <p>
        See also our <Link to="/privacy-policy">Privacy Policy</Link> and <Link to="/cancellation-refund-policy">Cancellation &amp; Refund Policy</Link>.
      </p>
    </article>
  )
}
