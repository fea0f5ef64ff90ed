import { useEffect } from 'react'
import { Link, useParams } from 'react-router-dom'
import { validatePassword } from '@arena/domain'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { useValidatedForm } from '../../ui/useValidatedForm'
import { PasswordField } from './PasswordField'
import { passwordResetReset, passwordResetSubmitted, selectPasswordReset } from './formsSlice'
import './auth.css'

const empty = { password: '', password2: '' }

/** /password-reset/{userId}/{token}: a new password, twice, from the mailed link. */
export function PasswordResetPage() {
  const dispatch = useAppDispatch()
  const { userId = '', token = '' } = useParams()
  const state = useAppSelector(selectPasswordReset)
  const form = useValidatedForm(empty, validatePassword, state.errors)
  const sending = state.status === 'sending'
  useEffect(() => () => void dispatch(passwordResetReset()), [dispatch])
  return (
    <section className="auth-page" aria-labelledby="reset-title">
      <h1 id="reset-title">Reset Password</h1>
      {state.status === 'sent' ? (
        <p className="card" role="status">
          {state.message} You can now log in with your new password.
        </p>
      ) : (
        <form
          className="card"
          noValidate
          aria-label="Reset password"
          aria-busy={sending}
          onSubmit={form.onSubmit(values => dispatch(passwordResetSubmitted({ ...values, userId, token })))}
        >
          <PasswordField label="New password" autoComplete="new-password" {...form.bind('password')} error={form.errorOf('password')} />
          <PasswordField label="Confirm password" autoComplete="new-password" {...form.bind('password2')} error={form.errorOf('password2')} />
          <button className="button button--primary" type="submit" disabled={sending}>
            Reset Password
          </button>
          {state.status === 'failed' && Object.keys(state.errors).length === 0 && (
            <p className="field__error" role="alert">
              {state.message}
            </p>
          )}
        </form>
      )}
      <Link to="/">Go to Home</Link>
    </section>
  )
}
