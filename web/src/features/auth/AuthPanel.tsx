import { useId, useRef, type KeyboardEvent } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { AuthForm } from './AuthForm'
import { selectAuth } from './selectors'
import { tabChanged, type AuthTab } from './slice'
import './auth.css'

const TABS: { tab: AuthTab; label: string }[] = [
  { tab: 'signIn', label: 'Sign In' },
  { tab: 'signUp', label: 'Sign Up' },
]

/** The two tabs of the sign-in form, with arrow-key movement between them (WAI-ARIA tabs pattern). */
export function AuthPanel() {
  const dispatch = useAppDispatch()
  const { tab, sending } = useAppSelector(selectAuth)
  const baseId = useId()
  const refs = useRef<(HTMLButtonElement | null)[]>([])

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    const next = TABS[(TABS.findIndex(t => t.tab === tab) + 1) % TABS.length]!
    dispatch(tabChanged(next.tab))
    refs.current[TABS.indexOf(next)]?.focus()
  }

  return (
    <div className="auth-panel">
      <div role="tablist" aria-label="Sign in or sign up" className="auth-tabs" onKeyDown={onKeyDown}>
        {TABS.map((item, index) => (
          <button
            key={item.tab}
            ref={element => {
              refs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${baseId}-${item.tab}`}
            aria-selected={tab === item.tab}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === item.tab ? 0 : -1}
            disabled={sending && tab !== item.tab}
            className="auth-tabs__tab"
            onClick={() => tab !== item.tab && dispatch(tabChanged(item.tab))}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${tab}`}>
        <AuthForm key={tab} />
      </div>
    </div>
  )
}
