import { useEffect } from 'react'
import { Link, useParams } from 'react-router-dom'
import { useAppDispatch } from '../../app/hooks'
import { ForgotPasswordButton } from '../forgotPassword/ForgotPasswordModal'
import { AuthPanel } from './AuthPanel'
import { referralPrefilled, tabChanged } from './slice'

/** /login and /referral/{refer}: the sign-in form on its own page; a referral link opens Sign Up, prefilled. */
export function LoginPage() {
  const dispatch = useAppDispatch()
  const { refer } = useParams()
  useEffect(() => {
    dispatch(refer ? referralPrefilled(refer) : tabChanged('signIn'))
  }, [refer, dispatch])
  return (
    <section className="auth-page" aria-labelledby="auth-page-title">
      <h1 id="auth-page-title">Let's Get Started</h1>
      <div className="card">
        <AuthPanel />
      </div>
      <p className="auth-page__more">
        Have an account with a password? <Link to="/temp-login">Log in with email and password</Link> · <ForgotPasswordButton />
      </p>
    </section>
  )
}
