import { useState } from 'react'
import { Modal } from '../../ui/Modal'

/** A rejected withdrawal's (or deposit's) status: a button that opens the reason (spec section 4). */
export function RejectReasonButton({ reason, txId, title = 'Withdrawal Reject Reason' }: { reason: string | null; txId: string; title?: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="button button--ghost wallet-status--rejected" aria-label={`Rejected: show the reason for ${txId}`} onClick={() => setOpen(true)}>
        Rejected
      </button>
      <Modal open={open} title={title} onClose={() => setOpen(false)}>
        <p>{reason || 'No reason was given.'}</p>
        <div className="form-actions">
          <button type="button" className="button button--primary" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      </Modal>
    </>
  )
}
