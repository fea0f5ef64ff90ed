import type { ReactNode } from 'react'

interface RetryAlertProps {
  error: ReactNode
  onRetry: () => void
  className?: string
  /** The error line's own class, where the box does not colour it. */
  errorClassName?: string
  /** Further ways on, after the button (a link back). */
  children?: ReactNode
}

/** A load that failed: what went wrong and a Try again button that asks once more. */
export function RetryAlert({ error, onRetry, className, errorClassName, children }: RetryAlertProps) {
  return (
    <div role="alert" className={className}>
      <p className={errorClassName}>{error}</p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        Try again
      </button>
      {children}
    </div>
  )
}
