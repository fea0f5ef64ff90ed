import { NavLink } from 'react-router-dom'
import { playerMenu } from './links'
import { Logo } from './Logo'
import { MenuButton } from './MenuButton'
import { UserMenu } from './UserMenu'
import { useMenuToggle } from './useMenuToggle'
import './shell.css'

/** Wallet figures arrive with the wallet feature; until then the bar says they are unavailable. */
const walletFigures = ['Cash Wallet', 'Winning Amount', 'Reward Wallet']

export function SignedInHeader() {
  const menu = useMenuToggle()
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
          <UserMenu />
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
