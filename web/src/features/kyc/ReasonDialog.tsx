import { Modal } from '../../ui/Modal'

/** The reject reason(s) of a document, as the admin wrote them (spec: rejected items show a reason dialog). */
export function ReasonDialog({ title, reasons, open, onClose }: { title: string; reasons: string[]; open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title={title} onClose={onClose}>
      {reasons.length === 0 ? <p>No reason was given.</p> : reasons.map(reason => <p key={reason}>{reason}</p>)}
      <div className="form-actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          OK
        </button>
      </div>
    </Modal>
  )
}
