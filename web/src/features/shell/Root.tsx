import { useEffect } from 'react'
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom'
import { BRAND } from '../../app/site'
import { BackButtonBlock } from '../session/BackButtonBlock'
import { Toasts } from '../toast/Toasts'

export interface RouteHandle {
  title?: string
}

/** Tab title from the deepest route that names one. */
function useDocumentTitle() {
  const matches = useMatches()
  const title = [...matches].reverse().map(match => (match.handle as RouteHandle | undefined)?.title).find(Boolean)
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND}` : `${BRAND} — crypto trading contests`
  }, [title])
}

export function Root() {
  useDocumentTitle()
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Outlet />
      <Toasts />
      <BackButtonBlock />
      <ScrollRestoration />
    </>
  )
}
