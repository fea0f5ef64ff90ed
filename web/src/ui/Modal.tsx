import { useEffect, useId, useRef, type ReactNode } from 'react'
import './ui.css'

/**
 * A native modal dialog: the browser traps focus, closes on Escape and restores focus
 * afterwards, so the component only mirrors `open` onto showModal()/close().
 */
export function Modal({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      <div className="modal__head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      {open && children}
    </dialog>
  )
}
