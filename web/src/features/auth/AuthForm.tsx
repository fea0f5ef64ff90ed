import { OTP_LENGTH } from '@arena/domain'
import { useLocation } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { Field } from '../../ui/Field'
import { AddressFields } from './AddressFields'
import { NewUserFields, TermsField } from './NewUserFields'
import { selectAuth, selectAuthErrors, selectShowsNewUserFields, selectSubmitLabel } from './selectors'
import { authSubmitted, fieldChanged, otpResendRequested } from './slice'

/** One tab's form; every state of spec section 4 is read from the store. */
export function AuthForm() {
  const dispatch = useAppDispatch()
  const auth = useAppSelector(selectAuth)
  const errors = useAppSelector(selectAuthErrors)
  const newUser = useAppSelector(selectShowsNewUserFields)
  const label = useAppSelector(selectSubmitLabel)
  const { pathname } = useLocation()
  const otpStep = auth.step === 'otp'
  return (
    <form
      className="auth-form"
      noValidate
      aria-label={auth.tab === 'signIn' ? 'Sign In' : 'Sign Up'}
      aria-busy={auth.sending}
      onSubmit={event => {
        event.preventDefault()
        dispatch(authSubmitted({ pathname }))
      }}
    >
      <AddressFields />
      {newUser && <NewUserFields />}
      {otpStep && (
        <Field
          label="OTP"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          autoFocus
          value={auth.values.otp}
          onChange={event => dispatch(fieldChanged({ field: 'otp', value: event.target.value }))}
          error={errors.otp}
        />
      )}
      {newUser && <TermsField />}
      <div className="form-actions auth-form__actions">
        <button className="button button--primary" type="submit" disabled={auth.sending}>
          {label}
        </button>
        {otpStep && (
          <button type="button" className="link-button" disabled={auth.sending} onClick={() => dispatch(otpResendRequested())}>
            Resend OTP
          </button>
        )}
      </div>
      {auth.sending && (
        <p className="auth-note" role="status">
          Please wait…
        </p>
      )}
    </form>
  )
}
