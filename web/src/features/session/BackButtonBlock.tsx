import { useEffect } from 'react'
import { useBlocker } from 'react-router-dom'
import { useIsSignedIn } from './useIsSignedIn'

/**
 * While signed in the browser back button does nothing (spec section 2): the router undoes
 * the history step and this component releases the block, so the current page stays.
 */
export function BackButtonBlock() {
  const signedIn = useIsSignedIn()
  const blocker = useBlocker(({ historyAction }) => signedIn && historyAction === 'POP')
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset()
  }, [blocker])
  return null
}
