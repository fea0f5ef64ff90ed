import { useSelector } from 'react-redux'
import { selectIsSignedIn, type SessionState } from './slice'

/** Whether the stored token is present and unexpired at this render. */
export function useIsSignedIn(): boolean {
  return useSelector((state: { session: SessionState }) => selectIsSignedIn(state, Math.floor(Date.now() / 1000)))
}
