import { mediaImages } from './mediaItems'
import './media.css'

export function MediaPage() {
  return (
    <article>
      <h1>Media</h1>
      <p className="media__intro">Press coverage and media material about the platform.</p>
      <ul className="media-grid">
        {mediaImages.map(image => (
          <li key={image.src}>
            <img src={image.src} alt={image.alt} width="800" height="500" loading="lazy" />
          </li>
        ))}
      </ul>
    </article>
  )
}
