import { useEffect } from 'react'
import { mobileInput, validateTempLogin } from '@arena/domain'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { Field } from '../../ui/Field'
import { useValidatedForm } from '../../ui/useValidatedForm'
import { ForgotPasswordButton } from '../forgotPassword/ForgotPasswordModal'
import { PasswordField } from './PasswordField'
import { selectTempLogin, tempLoginReset, tempLoginSubmitted } from './formsSlice'
import './auth.css'

const empty = { email: '', password: '', mobile: '' }

/** /temp-login: temporary users sign in with email, password and mobile; the saga then goes to /dashboard. */
export function TempLoginPage() {
  const dispatch = useAppDispatch()
  const state = useAppSelector(selectTempLogin)
  const form = useValidatedForm(empty, validateTempLogin, state.errors)
  const sending = state.status === 'sending'
  useEffect(() => () => void dispatch(tempLoginReset()), [dispatch])
  const mobile = form.bind('mobile')
  return (
    <section className="auth-page" aria-labelledby="temp-login-title">
      <h1 id="temp-login-title">Temporary Login</h1>
      <form className="card" noValidate aria-label="Temporary login" aria-busy={sending} onSubmit={form.onSubmit(values => dispatch(tempLoginSubmitted(values)))}>
        <Field label="Email" type="email" autoComplete="email" {...form.bind('email')} error={form.errorOf('email')} />
        <PasswordField label="Password" autoComplete="current-password" {...form.bind('password')} error={form.errorOf('password')} />
        <Field
          label="Mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          {...mobile}
          onChange={event => {
            event.target.value = mobileInput(event.target.value)
            mobile.onChange(event)
          }}
          error={form.errorOf('mobile')}
        />
        <div className="form-actions">
          <button className="button button--primary" type="submit" disabled={sending}>
            Submit
          </button>
          <ForgotPasswordButton />
        </div>
        {state.status === 'failed' && state.message && Object.keys(state.errors).length === 0 && (
          <p className="field__error" role="alert">
            {state.message}
          </p>
        )}
      </form>
    </section>
  )
}
