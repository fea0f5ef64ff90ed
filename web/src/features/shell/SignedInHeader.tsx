import { LinkList } from './LinkList'
import { playerMenu } from './links'
import { Logo } from './Logo'
import { MenuButton } from './MenuButton'
import { UserMenu } from './UserMenu'
import { useMenuToggle } from './useMenuToggle'
import { useWithoutDeposits } from './useWithoutDeposits'
// Straight from its module: the feature index also exports pages, which are downloaded lazily.
import { UnreadBadge } from '../support/UnreadBadge'
import { NotificationBell } from '../notifications/NotificationBell'
import { HeaderWallets } from '../wallet/HeaderWallets'
import { ExchangeHeaderFigures } from '../exchange/ExchangeHeaderFigures'
import './shell.css'

export function SignedInHeader() {
  const menu = useMenuToggle()
  const links = useWithoutDeposits(playerMenu)
  return (
    <header className="site-header site-header--player">
      <div className="site-header__inner">
        <Logo to="/dashboard" />
        <HeaderWallets />
        <ExchangeHeaderFigures />
        <div className="header-user">
          <NotificationBell />
          <UnreadBadge />
          <UserMenu />
          <MenuButton open={menu.open} controls="player-nav" onClick={menu.toggle} />
        </div>
      </div>
      <nav id="player-nav" aria-label="Player" className={`player-nav${menu.open ? ' player-nav--open' : ''}`}>
        <LinkList links={links} nav />
      </nav>
    </header>
  )
}
