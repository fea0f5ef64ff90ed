import { Link } from 'react-router-dom'
import { pressLogos } from '../media/mediaItems'
import { Section } from './Section'
import '../media/media.css'

export function MediaSection() {
  return (
    <Section id="media" title="Media">
      <ul className="press-logos">
        {pressLogos.map(logo => (
          <li key={logo.src}>
            <img src={logo.src} alt={logo.alt} width="240" height="80" loading="lazy" />
          </li>
        ))}
      </ul>
      <Link className="button button--ghost" to="/media">
        View More
      </Link>
    </Section>
  )
}
