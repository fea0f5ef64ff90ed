import { BRAND, SUPPORT_EMAIL } from '../../app/site'
import { indiaYear } from '../../ui/formatDateTime'
import { useIsSignedIn } from '../session/useIsSignedIn'
import { ExternalAnchor } from './ExternalAnchor'
import { appStoreLinks, socialLinks } from './externalLinks'
import { LinkList } from './LinkList'
import { companyLinks, legalLinks, playerMenu, type NavLinkSpec } from './links'
import { useWithoutDeposits } from './useWithoutDeposits'
import './shell.css'

function LinkColumn({ title, links }: { title: string; links: NavLinkSpec[] }) {
  return (
    <div className="footer__column">
      <h2>{title}</h2>
      <LinkList links={links} />
    </div>
  )
}

export function Footer() {
  const signedIn = useIsSignedIn()
  const playLinks = useWithoutDeposits(playerMenu)
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {signedIn && <LinkColumn title="Play" links={playLinks} />}
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
