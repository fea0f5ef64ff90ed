import { Link, NavLink } from 'react-router-dom'
import { useDispatch, useSelector } from 'react-redux'
import { logoutRequested, selectLoggingOut, selectUser } from '../session/slice'
import { playerMenu } from './links'
import { Logo } from './Logo'
import { MenuButton } from './MenuButton'
import { useMenuToggle } from './useMenuToggle'
import './shell.css'

/** Wallet figures arrive with the wallet feature; until then the bar says they are unavailable. */
const walletFigures = ['Cash Wallet', 'Winning Amount', 'Reward Wallet']

export function SignedInHeader() {
  const menu = useMenuToggle()
  const user = useSelector(selectUser)
  const loggingOut = useSelector(selectLoggingOut)
  const dispatch = useDispatch()
  return (
    <header className="site-header site-header--player">
      <div className="site-header__inner">
        <Logo to="/dashboard" />
        <dl className="header-bar" aria-label="Wallets">
          {walletFigures.map(label => (
            <div key={label} className="header-bar__item">
              <dt>{label}</dt>
              <dd title="Not available yet">—</dd>
            </div>
          ))}
        </dl>
        <div className="header-user">
          <Link to="/profile-user" className="header-user__name">
            {(user?.name || 'Profile').toUpperCase()}
          </Link>
          <button
            type="button"
            className="icon-button"
            aria-label="Logout"
            title="Logout"
            disabled={loggingOut}
            onClick={() => dispatch(logoutRequested())}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M10 4H5v16h5M15 8l4 4-4 4M19 12H9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <MenuButton open={menu.open} controls="player-nav" onClick={menu.toggle} />
        </div>
      </div>
      <nav id="player-nav" aria-label="Player" className={`player-nav${menu.open ? ' player-nav--open' : ''}`}>
        <ul>
          {playerMenu.map(link => (
            <li key={link.to}>
              <NavLink to={link.to}>{link.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}
