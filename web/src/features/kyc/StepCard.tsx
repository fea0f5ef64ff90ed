import { useState, type ReactNode } from 'react'
import { ReasonDialog } from './ReasonDialog'
import { STATUS_LABELS, type StepView } from './kycStatus'

/** One KYC step: its status, the reject reason on demand, and the form while the step is open. */
export function StepCard({ number, title, view, children }: { number: number; title: string; view: StepView; children: ReactNode }) {
  const [reasonOpen, setReasonOpen] = useState(false)
  const headingId = `kyc-step-${number}`
  const label = view.status ? STATUS_LABELS[view.status] : 'Not submitted'
  return (
    <section className="card kyc-step" aria-labelledby={headingId}>
      <div className="kyc-step__head">
        <h2 id={headingId}>
          {number}. {title}
        </h2>
        <span className={`kyc-badge kyc-badge--${view.status ?? 'none'}`}>{label}</span>
      </div>
      {view.status === 'reject' && (
        <>
          <button type="button" className="link-button" onClick={() => setReasonOpen(true)}>
            View reject reason
          </button>
          <ReasonDialog title={`${title} Reject Reason`} reasons={view.reasons} open={reasonOpen} onClose={() => setReasonOpen(false)} />
        </>
      )}
      {view.locked && <p className="kyc-muted">Complete the step above first.</p>}
      {view.status === 'pending' && <p className="kyc-muted">Submitted. Waiting for verification.</p>}
      {view.status === 'verify' && <p className="kyc-muted">Verified.</p>}
      {view.open && children}
    </section>
  )
}
