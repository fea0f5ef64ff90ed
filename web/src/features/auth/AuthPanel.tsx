import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { Tabs, type TabsLook } from '../../ui/Tabs'
import { AuthForm } from './AuthForm'
import { selectAuth } from './selectors'
import { tabChanged, type AuthTab } from './slice'
import './auth.css'

const TABS: { tab: AuthTab; label: string }[] = [
  { tab: 'signIn', label: 'Sign In' },
  { tab: 'signUp', label: 'Sign Up' },
]

const LOOK: TabsLook = { root: 'auth-panel', list: 'auth-tabs', tab: 'auth-tabs__tab' }

/** The two tabs of the sign-in form; the tab shown is in the store, and a send in flight keeps the other one shut. */
export function AuthPanel() {
  const dispatch = useAppDispatch()
  const { tab, sending } = useAppSelector(selectAuth)
  return (
    <Tabs
      label="Sign in or sign up"
      look={LOOK}
      selected={tab}
      onSelect={next => dispatch(tabChanged(next as AuthTab))}
      tabs={TABS.map(item => ({ id: item.tab, title: item.label, disabled: sending && tab !== item.tab, content: <AuthForm key={item.tab} /> }))}
    />
  )
}
