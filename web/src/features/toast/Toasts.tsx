import { useDispatch, useSelector } from 'react-redux'
import { selectToasts, toastClosed } from './slice'
import './toast.css'

/** Live region, so screen readers announce each message as it appears. */
export function Toasts() {
  const toasts = useSelector(selectToasts)
  const dispatch = useDispatch()
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
