import { Link } from 'react-router-dom'
import { BRAND } from '../../app/site'
import './pages.css'

export function AboutUs() {
  return (
    <article className="document">
      <h1>About Us</h1>
      <p>
        {BRAND} is a place to prove your trading skill without risking a trading account. Every contest gives each player the
        same virtual fund in USDT and the same time window. You trade it against live crypto market prices, and the leaderboard
        shows who made the best gain.
      </p>

      <h2>How it works</h2>
      <p>
        You pay an entry fee in INR to join a contest. The entry fee, the virtual fund and the prizes are fixed for each contest
        before it starts. At the end, players are ranked by their gain or loss percent and the prizes are paid into the winners'
        winning wallets, from where they can be withdrawn to a bank account.
      </p>

      <h2>Fair by design</h2>
      <ul>
        <li>Everyone starts with the same fund, so only trading decisions count.</li>
        <li>Only players who place at least five buy and sell bids are ranked, and a prize needs at least one filled trade.</li>
        <li>Tied players share the prize; cancelled contests are refunded in full.</li>
      </ul>

      <p>
        Read <Link to="/faq">the FAQ</Link> or <Link to="/contact-us">contact us</Link> with any question.
      </p>
    </article>
  )
}
