import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { Modal } from '../../ui/Modal'
import { AuthPanel } from './AuthPanel'
import { selectAuth } from './selectors'
import { signInClosed, signInOpened } from './slice'

/** The header's sign-in / sign-up modal; its open flag lives in the store so a login can close it. */
export function SignInModal() {
  const dispatch = useAppDispatch()
  const { modalOpen } = useAppSelector(selectAuth)
  return (
    <Modal open={modalOpen} title="Let's Get Started" onClose={() => modalOpen && dispatch(signInClosed())}>
      <AuthPanel />
    </Modal>
  )
}

export function SignInButton({ className = 'button button--primary' }: { className?: string }) {
  const dispatch = useAppDispatch()
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={() => dispatch(signInOpened('signIn'))}>
      Login/Sign Up
    </button>
  )
}
