import { useEffect, useState } from 'react'
import { useAppSelector } from '../../app/hooks'
import { selectToken } from '../session/slice'
import { fetchProfileImage } from './api'

/** An image the server shows only to its owner: fetched with the token, shown from an object URL. */
export function ProtectedImage({ path, alt, className }: { path: string; alt: string; className?: string }) {
  const token = useAppSelector(selectToken)
  const [url, setUrl] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    let objectUrl: string | undefined
    setFailed(false)
    setUrl(null)
    fetchProfileImage(path, token)
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
  if (failed) return <p className="profile-muted">Image could not be loaded.</p>
  if (!url) return <p className="profile-muted">Loading image…</p>
  return <img className={className} src={url} alt={alt} />
}
