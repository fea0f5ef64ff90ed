import type { ReactNode } from 'react'

interface SubmitActionsProps {
  label: ReactNode
  /** Shown instead of `label` while the form is being sent; the button is disabled then. */
  busyLabel: ReactNode
  busy: boolean
  /** Disabled for another reason (already saved, not allowed). */
  disabled?: boolean
  /** Further actions beside the submit button (Cancel, a link). */
  children?: ReactNode
}

/** A form's row of actions: the primary submit button, which says it is sending and cannot be pressed twice. */
export function SubmitActions({ label, busyLabel, busy, disabled = false, children }: SubmitActionsProps) {
  return (
    <div className="form-actions">
      <button type="submit" className="button button--primary" disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </button>
      {children}
    </div>
  )
}
