import { Link } from 'react-router-dom'

export function Hero() {
  return (
    <div className="hero">
      <div>
        <h1>Trade crypto with a virtual fund. Win real prizes.</h1>
        <p className="hero__lead">
          Join timed contests, trade a virtual USDT fund against live market prices, and climb the leaderboard. The best gain
          percent wins.
        </p>
        <div className="hero__actions">
          <Link className="button button--primary" to="/login">
            Login/Sign Up
          </Link>
          <a className="button button--ghost" href="#how-to-play">
            How to play
          </a>
        </div>
      </div>
      <img className="hero__art" src="/games/slide-1.svg" alt="" width="1200" height="450" />
    </div>
  )
}
