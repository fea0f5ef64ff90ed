import type { ReactNode } from 'react'

interface LoadedProps {
  status: 'idle' | 'loading' | 'loaded' | 'failed' | string
  error?: string | null
  /** What is already shown: a reload keeps it on screen instead of flashing "Loading…". */
  rows: readonly unknown[]
  children: ReactNode
}

/** A loaded list's states: the error when the last load failed, "Loading…" until the first rows come, then the list. */
export function Loaded({ status, error, rows, children }: LoadedProps) {
  return (
    <>
      {status === 'failed' && <p role="alert" className="field__error">{error}</p>}
      {status === 'loading' && rows.length === 0 ? <p role="status">Loading…</p> : children}
    </>
  )
}
