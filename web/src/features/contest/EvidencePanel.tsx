import { useEffect, useState } from 'react'
import { useAppSelector } from '../../app/hooks'
import { selectToken } from '../session/slice'
import { downloadEvidence, fetchEvidenceHead, playerEvidencePath, type EvidenceHead } from './evidence'

/**
 * The result page's proof: the sealed last hash of the contest's evidence bundle, and for a
 * player their pseudonymised copy's hash and a download. Which hash belongs to which form is said
 * on the page, since a player's copy is chained anew and ends in a hash of its own.
 */
export function EvidencePanel({ contestId }: { contestId: string }) {
  const token = useAppSelector(selectToken)
  const [head, setHead] = useState<EvidenceHead | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const [downloading, setDownloading] = useState(false)
  const [downloadError, setDownloadError] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    setHead(null)
    setFailed(null)
    fetchEvidenceHead(contestId, token)
      .then(answer => live && setHead(answer))
      .catch((error: Error) => live && setFailed(error.message))
    return () => {
      live = false
    }
  }, [contestId, token])
  const download = () => {
    setDownloading(true)
    setDownloadError(null)
    downloadEvidence(playerEvidencePath(contestId), token)
      .catch((error: Error) => setDownloadError(error.message))
      .finally(() => setDownloading(false))
  }
  return (
    <section className="card contest-evidence" aria-labelledby="contest-evidence-title">
      <h2 id="contest-evidence-title">Evidence</h2>
      {failed && <p role="alert" className="field__error">{failed}</p>}
      {!failed && !head && <p aria-live="polite">Loading the evidence…</p>}
      {head && head.sealedHash === null && <p>The evidence of this contest is being sealed; it shows here in a moment.</p>}
      {head?.sealedHash && (
        <>
          <p>
            Every join, order, fill, price, rank and prize of this contest is in its evidence bundle, each line carrying the hash
            of the one before. Anyone can check it with <code>npx tsx scripts/verify-contest.ts</code>.
          </p>
          <dl className="contest-facts">
            <div>
              <dt>Last hash, whole bundle (sealed at settlement)</dt>
              <dd><code className="contest-evidence__hash">{head.sealedHash}</code></dd>
            </div>
            {head.yourCopyHash && (
              <div>
                <dt>Last hash, your copy (players under pseudonyms)</dt>
                <dd><code className="contest-evidence__hash">{head.yourCopyHash}</code></dd>
              </div>
            )}
          </dl>
          {head.played && (
            <p>
              <button type="button" className="button button--primary" onClick={download} disabled={downloading}>
                {downloading ? 'Downloading…' : 'Download evidence'}
              </button>
            </p>
          )}
          {downloadError && <p role="alert" className="field__error">{downloadError}</p>}
        </>
      )}
    </section>
  )
}
