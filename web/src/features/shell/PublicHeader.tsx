import { NavLink } from 'react-router-dom'
import { SignInButton, SignInModal } from '../auth/SignInModal'
import { useIsSignedIn } from '../session/useIsSignedIn'
import { ExternalAnchor } from './ExternalAnchor'
import { blogLink } from './externalLinks'
import { publicHeaderLinks } from './links'
import { Logo } from './Logo'
import { MenuButton } from './MenuButton'
import { UserMenu } from './UserMenu'
import { useMenuToggle } from './useMenuToggle'
import './shell.css'

export function PublicHeader() {
  const menu = useMenuToggle()
  const signedIn = useIsSignedIn()
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Logo to="/" />
        <MenuButton open={menu.open} controls="public-nav" onClick={menu.toggle} />
        <nav id="public-nav" aria-label="Main" className={`site-nav${menu.open ? ' site-nav--open' : ''}`}>
          <ul>
            {publicHeaderLinks.map(link => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
            <li>
              <ExternalAnchor link={blogLink} />
            </li>
          </ul>
          {signedIn ? (
            <div className="header-user">
              <UserMenu />
            </div>
          ) : (
            <SignInButton />
          )}
        </nav>
      </div>
      {!signedIn && <SignInModal />}
    </header>
  )
}
