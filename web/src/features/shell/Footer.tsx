import { Link } from 'react-router-dom'
import { BRAND, SUPPORT_EMAIL } from '../../app/site'
import { indiaYear } from '../../ui/formatDateTime'
import { useIsSignedIn } from '../session/useIsSignedIn'
import { ExternalAnchor } from './ExternalAnchor'
import { appStoreLinks, socialLinks } from './externalLinks'
import { useAppSelector } from '../../app/hooks'
import { selectFreePlay } from '../playMode/slice'
import { companyLinks, legalLinks, playerMenu, withoutDeposits, type NavLinkSpec } from './links'
import './shell.css'

function LinkColumn({ title, links }: { title: string; links: NavLinkSpec[] }) {
  return (
    <div className="footer__column">
      <h2>{title}</h2>
      <ul>
        {links.map(link => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function Footer() {
  const signedIn = useIsSignedIn()
  const freePlay = useAppSelector(selectFreePlay)
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {signedIn && <LinkColumn title="Play" links={withoutDeposits(playerMenu, freePlay)} />}
        <LinkColumn title="Company" links={companyLinks} />
        <LinkColumn title="Legal" links={legalLinks} />
        <div className="footer__column">
          <h2>Follow us</h2>
          <ul>
            {socialLinks.map(link => (
              <li key={link.href}>
                <ExternalAnchor link={link} />
              </li>
            ))}
          </ul>
        </div>
        <div className="footer__column">
          <h2>Get the app</h2>
          <ul>
            {appStoreLinks.map(link => (
              <li key={link.href}>
                <ExternalAnchor link={link} className="store-badge" />
              </li>
            ))}
          </ul>
          <p className="footer__contact">
            Support: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
        </div>
      </div>
      <p className="site-footer__legal">
        © {indiaYear()} {BRAND}. For players aged 18 and over. Paid contests are not open to residents of Assam, Odisha,
        Sikkim, Nagaland, Andhra Pradesh, Telangana, Meghalaya and Tamil Nadu.
      </p>
    </footer>
  )
}
