import { Link } from 'react-router-dom'
import { Carousel } from './Carousel'
import './games.css'

const banners = [
  { to: '/dashboard', title: 'Trading Contests', text: 'Trade a virtual USDT fund against live prices and rank by gain percent.' },
  { to: '/up-down', title: 'Up Down', text: 'Call whether prices go up or down within a short time slot.' },
  { to: '/coming-soon', title: 'More games', text: 'A new game is on its way. Get notified when it launches.' },
]

const slides = [
  { src: '/games/slide-1.svg', alt: 'Trading contests: same virtual fund, live prices' },
  { src: '/games/slide-2.svg', alt: 'Up Down: call the next move' },
  { src: '/games/slide-3.svg', alt: 'Live leaderboard ranked by gain percent' },
  { src: '/games/slide-4.svg', alt: 'Win prizes paid to your winning wallet' },
  { src: '/games/slide-5.svg', alt: 'Refer friends and earn bonuses in your reward wallet' },
]

export function GamesPage() {
  return (
    <article className="games">
      <h1>Choose a Game</h1>
      <ul className="game-banners">
        {banners.map(banner => (
          <li key={banner.to}>
            <Link className="game-banner" to={banner.to}>
              <span className="game-banner__title">{banner.title}</span>
              <span className="game-banner__text">{banner.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Carousel slides={slides} label="Game highlights" />
    </article>
  )
}
