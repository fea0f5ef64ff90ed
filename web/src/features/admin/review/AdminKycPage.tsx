import type { KycDocument } from '@arena/contracts'
import { ProtectedImage } from '../../../ui/ProtectedImage'
import { STATUS_LABELS } from '../../kyc/kycStatus'
import { formatDateTime } from '../../../ui/formatDateTime'
import { QueueActionDialog } from '../QueueActionDialog'
import { ReviewFilterSelect } from './ReviewFilterSelect'
import type { KycReviewRow } from './api'
import { useReviewQueue } from './useReviewQueue'
import '../../kyc/kyc.css'

const FILTERS = [
  { value: 'pending', label: 'Pending' },
  { value: 'verify', label: 'Verified' },
  { value: 'reject', label: 'Rejected' },
  { value: '', label: 'All' },
]
const DOCUMENT_LABELS: Record<KycDocument, string> = { photoFront: 'Photo ID front', photoBack: 'Photo ID back', address: 'Address proof', pan: 'PAN card', video: 'Face video' }
const ID_LABELS = { id: 'Aadhaar', ps: 'Passport', li: 'Driving licence' } as const

type Pending = { row: KycReviewRow; document: KycDocument; decision: 'approve' | 'reject' }

/** /admin/kyc: players with documents to review; each document approved, or rejected with a reason. */
export function AdminKycPage() {
  const { queue, token, deciding, ask, close, filter, decide } = useReviewQueue<'kyc', Pending>('kyc')
  return (
    <section aria-labelledby="admin-kyc-title" aria-busy={queue.status === 'loading'}>
      <h1 id="admin-kyc-title">KYC review</h1>
      <p className="admin-hint">Check each document against what the player declared. A rejection reason is shown to the player, who can then upload again.</p>
      <ReviewFilterSelect value={queue.filter} options={FILTERS} onChange={filter} />
      {queue.status === 'failed' && <p role="alert" className="field__error">{queue.error}</p>}
      {queue.status === 'loaded' && queue.rows.length === 0 && <p>Nothing to show.</p>}
      {queue.rows.map(row => (
        <article key={row.userId} className="card kyc-step" aria-label={`KYC of ${row.name}`}>
          <h2>{row.name}</h2>
          <p className="kyc-muted">
            {row.mobile || row.email} · phone {row.mobileVerifyStatus === 'verify' ? 'verified' : 'not verified'} · KYC {row.kycCompleteStatus}
          </p>
          {row.photoId && (
            <p>
              {ID_LABELS[row.photoId.docType]} {row.photoId.documentNo} · {row.photoId.fname} {row.photoId.lname} · {row.photoId.gender} · born {row.photoId.dob}
            </p>
          )}
          {row.address && <p>Address proof: {row.address.docTypeAddress}, state {row.address.state}</p>}
          {row.panNo && <p>PAN {row.panNo}</p>}
          <ul className="admin-sections">
            {row.documents.map(doc => (
              <li key={doc.document} className="card">
                <h3>{DOCUMENT_LABELS[doc.document]} · {STATUS_LABELS[doc.status]}</h3>
                <ProtectedImage path={doc.url} token={token} alt={`${DOCUMENT_LABELS[doc.document]} of ${row.name}`} className="kyc-file" />
                <p className="kyc-muted">Sent {formatDateTime(doc.submittedAt)}</p>
                {doc.status === 'reject' && <p>Reason: {doc.reason}</p>}
                {doc.status === 'pending' && (
                  <div className="queue-actions">
                    <button type="button" className="button button--primary" onClick={() => ask({ row, document: doc.document, decision: 'approve' })}>Approve</button>
                    <button type="button" className="button button--ghost" onClick={() => ask({ row, document: doc.document, decision: 'reject' })}>Reject</button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </article>
      ))}
      {deciding && (
        <QueueActionDialog
          title={deciding.decision === 'approve' ? 'Approve document' : 'Reject document'}
          summary={<p>{DOCUMENT_LABELS[deciding.document]} of {deciding.row.name}</p>}
          submitLabel={deciding.decision === 'approve' ? 'Approve' : 'Reject'}
          {...(deciding.decision === 'reject' ? { input: 'reason' as const } : {})}
          action={queue.action}
          onSubmit={reason => decide({ queue: 'kyc', id: deciding.row.userId, document: deciding.document, decision: deciding.decision, reason })}
          onClose={close}
        />
      )}
    </section>
  )
}
