import { Component, type ReactNode } from 'react'
import '../ui/pageLoading.css'

/** A page's code could not be downloaded: the player is offline, or a new release replaced the file. */
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super('The page could not be loaded', { cause })
    this.name = 'PageLoadError'
  }
}

/**
 * Catches a failed page download and offers a reload, which also fetches the current release.
 * Any other error is thrown on, so it reaches the router's error screen exactly as before.
 */
export class PageLoadBoundary extends Component<{ children: ReactNode }, { failed: unknown }> {
  override state: { failed: unknown } = { failed: null }

  static getDerivedStateFromError(error: unknown) {
    return { failed: error }
  }

  override render() {
    const { failed } = this.state
    if (failed === null) return this.props.children
    if (!(failed instanceof PageLoadError)) throw failed
    return (
      <section className="page-load-failed" role="alert">
        <p>This page could not be loaded. Check your connection and try again.</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Try again
        </button>
      </section>
    )
  }
}
