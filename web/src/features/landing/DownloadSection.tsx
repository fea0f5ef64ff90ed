import { ExternalAnchor } from '../shell/ExternalAnchor'
import { appStoreLinks } from '../shell/externalLinks'
import { SubscribeButton } from '../subscriber/SubscriberModal'
import { Section } from './Section'

export function DownloadSection() {
  return (
    <Section id="download" title="Download the App" className="download">
      <p className="landing-section__lead">
        Follow your contests, the order book and the leaderboard from your phone. Get the app from your store, or leave your
        details to hear about new releases.
      </p>
      <div className="download__actions">
        {appStoreLinks.map(link => (
          <ExternalAnchor key={link.href} link={link} className="button button--ghost" />
        ))}
        <SubscribeButton />
      </div>
    </Section>
  )
}
