import { useEffect } from 'react'
import { useDispatch, useSelector } from 'react-redux'
import { newestToastClosed, selectToasts, toastClosed } from './slice'
import './toast.css'

/**
 * Live region, so screen readers announce each message as it appears. Escape closes the newest
 * message, unless a dialog is open: then Escape is the dialog's.
 */
export function Toasts() {
  const toasts = useSelector(selectToasts)
  const dispatch = useDispatch()
  const any = toasts.length > 0
  useEffect(() => {
    if (!any) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]')) return
      dispatch(newestToastClosed())
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [any, dispatch])
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map(toast => (
        <div key={toast.id} className={`toast toast--${toast.kind}`}>
          <span>{toast.text}</span>
          <button type="button" className="toast__close" aria-label="Close message" onClick={() => dispatch(toastClosed(toast.id))}>
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
