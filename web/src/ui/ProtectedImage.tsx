import { useEffect, useState } from 'react'
import { fetchProtectedFile } from './fetchProtectedFile'
import './ui.css'

interface ProtectedImageProps {
  /** The server path of the file; one ending in .mp4 plays inline as a video. */
  path: string
  token: string | null
  alt: string
  className?: string
  /** Wraps the image in a link that opens it full size in a new tab. */
  linked?: boolean
}

/** A protected image or video: fetched with the token and shown from an object URL, freed when it changes. */
export function ProtectedImage({ path, token, alt, className, linked = false }: ProtectedImageProps) {
  const [url, setUrl] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    let objectUrl: string | undefined
    setFailed(false)
    setUrl(null)
    fetchProtectedFile(path, token)
      .then(blob => {
        if (!live) return
        objectUrl = URL.createObjectURL(blob)
        setUrl(objectUrl)
      })
      .catch(() => live && setFailed(true))
    return () => {
      live = false
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [path, token])
  const video = path.endsWith('.mp4')
  const noun = video ? 'Video' : 'Image'
  if (failed) return <p className="protected-image__note">{noun} could not be loaded.</p>
  if (!url) return <p className="protected-image__note">Loading {noun.toLowerCase()}…</p>
  if (video) return <video className={className} src={url} controls aria-label={alt} />
  const image = <img className={className} src={url} alt={alt} />
  return linked ? <a href={url} target="_blank" rel="noreferrer" className="protected-image__link">{image}</a> : image
}
