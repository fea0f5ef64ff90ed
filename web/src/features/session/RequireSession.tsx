import type { ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { useIsSignedIn } from './useIsSignedIn'

/** Signed-in routes: visitors are sent to / (spec section 2). */
export function RequireSession({ children }: { children: ReactNode }) {
  return useIsSignedIn() ? children : <Navigate to="/" replace />
}

/** Home and login screens: a signed-in player goes straight to the dashboard. */
export function VisitorsOnly({ children }: { children: ReactNode }) {
  return useIsSignedIn() ? <Navigate to="/dashboard" replace /> : children
}
