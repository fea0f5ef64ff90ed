import { BRAND } from '../../app/site'
import { CopyButton } from '../../ui/CopyButton'
import { invitationText, referralLink, shareTargets } from './shareLinks'

/** Referral code and link with copy and share buttons (spec section 2, Profile). */
export function ReferralCard({ code }: { code: string }) {
  const link = referralLink(window.location.origin, code)
  const targets = shareTargets(link, invitationText(BRAND, code))
  return (
    <section className="card profile-card" aria-labelledby="referral-title">
      <h2 id="referral-title">Refer and earn</h2>
      <div className="copy-row">
        <span className="copy-row__label">Referral code</span>
        <code className="copy-row__value" data-testid="referral-code">{code}</code>
        <CopyButton text={code} label="Copy referral code" />
      </div>
      <div className="copy-row">
        <span className="copy-row__label">Referral link</span>
        <code className="copy-row__value" data-testid="referral-link">{link}</code>
        <CopyButton text={link} label="Copy referral link" />
      </div>
      <ul className="share-list" aria-label="Share your referral link">
        {targets.map(target => (
          <li key={target.name}>
            <a className="button button--ghost" href={target.href} target="_blank" rel="noopener noreferrer">
              {target.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
