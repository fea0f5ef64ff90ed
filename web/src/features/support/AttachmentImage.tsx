import { useEffect, useState } from 'react'
import { useSelector } from 'react-redux'
import { selectToken } from '../session/slice'
import { fetchAttachment } from './api'

/** A ticket image, fetched with the player's token (the server shows it to owner and admins only). */
export function AttachmentImage({ file, alt }: { file: string; alt: string }) {
  const token = useSelector(selectToken)
  const [url, setUrl] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let live = true
    let objectUrl: string | undefined
    setFailed(false)
    fetchAttachment(file, token)
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
  }, [file, token])

  if (failed) return <p className="support-muted">Image could not be loaded.</p>
  if (!url) return <p className="support-muted">Loading image…</p>
  return (
    <a href={url} target="_blank" rel="noreferrer" className="support-image">
      <img src={url} alt={alt} />
    </a>
  )
}
