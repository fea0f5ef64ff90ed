import type { MediaImage } from './mediaItems'

/** A list of media images at one size, loaded as they scroll into view. */
export function ImageList({ images, className, width, height }: { images: MediaImage[]; className: string; width: number; height: number }) {
  return (
    <ul className={className}>
      {images.map(image => (
        <li key={image.src}>
          <img src={image.src} alt={image.alt} width={width} height={height} loading="lazy" />
        </li>
      ))}
    </ul>
  )
}
