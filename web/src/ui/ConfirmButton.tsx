import { useState, type ReactNode } from 'react'
import { Modal } from './Modal'

interface ConfirmButtonProps {
  /** The button's text; `busyLabel` replaces it while the action runs. */
  label: string
  busyLabel?: string
  /** Disables both the button and the dialog's confirm while the action runs, so it is sent once. */
  busy: boolean
  className: string
  /** The dialog's title and the confirm button's text. */
  title: string
  confirmLabel: string
  onConfirm(): void
  /** What confirming will do, shown in the dialog. */
  children: ReactNode
}

/** A button that asks before an action that cannot be taken back: the action runs only on the dialog's confirm. */
export function ConfirmButton({ label, busyLabel, busy, className, title, confirmLabel, onConfirm, children }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={className} disabled={busy} onClick={() => setOpen(true)}>
        {busy && busyLabel ? busyLabel : label}
      </button>
      <Modal open={open} title={title} onClose={() => setOpen(false)}>
        {children}
        <div className="form-actions">
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() => {
              onConfirm()
              setOpen(false)
            }}
          >
            {confirmLabel}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </div>
      </Modal>
    </>
  )
}
