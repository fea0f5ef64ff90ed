import './pageLoading.css'

/**
 * Stands in for a page while its code downloads. The text is the same "Loading…" status the
 * data screens show; the spinner tells sighted players on a slow connection that it is working.
 */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      Loading…
    </div>
  )
}
