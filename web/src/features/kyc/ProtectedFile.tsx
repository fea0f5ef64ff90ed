import { useEffect, useState } from 'react'
import { useAppSelector } from '../../app/hooks'
import { selectToken } from '../session/slice'
import { fetchProtectedFile } from './api'

/** A KYC document or cheque image: fetched with the token and shown from an object URL (videos play inline). */
export function ProtectedFile({ path, alt, className }: { path: string; alt: string; className?: string }) {
  const token = useAppSelector(selectToken)
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
  if (failed) return <p className="kyc-muted">The file could not be loaded.</p>
  if (!url) return <p className="kyc-muted">Loading…</p>
  if (path.endsWith('.mp4')) return <video className={className} src={url} controls aria-label={alt} />
  return <img className={className} src={url} alt={alt} />
}
