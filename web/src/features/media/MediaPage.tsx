import { ImageList } from './ImageList'
import { mediaImages } from './mediaItems'
import './media.css'

export function MediaPage() {
  return (
    <article>
      <h1>Media</h1>
      <p className="media__intro">Press coverage and media material about the platform.</p>
      <ImageList images={mediaImages} className="media-grid" width={800} height={500} />
    </article>
  )
}
