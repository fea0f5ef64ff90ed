import { Link } from 'react-router-dom'
import { ImageList } from '../media/ImageList'
import { pressLogos } from '../media/mediaItems'
import { Section } from './Section'
import '../media/media.css'

export function MediaSection() {
  return (
    <Section id="media" title="Media">
      <ImageList images={pressLogos} className="press-logos" width={240} height={80} />
      <Link className="button button--ghost" to="/media">
        View More
      </Link>
    </Section>
  )
}
