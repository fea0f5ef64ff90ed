import { useState, type FormEvent } from 'react'
import { mobileInput, OTP_LENGTH } from '@arena/domain'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { Field } from '../../ui/Field'
import { PasswordField } from '../auth/PasswordField'
import { changeClosed, changeOpened, changeOtpSubmitted, changeRequested, selectProfile, type ChangeKind, type Profile } from './slice'
import { SubmitActions } from '../../ui/SubmitActions'

const TITLES: Record<ChangeKind, string> = { mobile: 'Change mobile number', email: 'Change email', password: 'Change password' }

/**
 * Changing the mobile, email or password. Nothing changes on the session alone: the server sends
 * an OTP (to the new mobile or email, or to the registered mobile for a password) and the change
 * applies only with it.
 */
export function ContactChange({ profile }: { profile: Profile }) {
  const dispatch = useAppDispatch()
  const change = useAppSelector(selectProfile).change
  const passwordTitle = profile.hasPassword ? 'Change password' : 'Set password'
  return (
    <section className="card profile-card" aria-labelledby="contact-change-title">
      <h2 id="contact-change-title">Mobile, email and password</h2>
      {change.kind === null ? (
        <div className="form-actions">
          <button type="button" className="button button--ghost" onClick={() => dispatch(changeOpened('mobile'))}>{TITLES.mobile}</button>
          <button type="button" className="button button--ghost" onClick={() => dispatch(changeOpened('email'))}>{TITLES.email}</button>
          <button type="button" className="button button--ghost" onClick={() => dispatch(changeOpened('password'))}>{passwordTitle}</button>
        </div>
      ) : (
        <ChangeSteps kind={change.kind} profile={profile} title={change.kind === 'password' ? passwordTitle : TITLES[change.kind]} />
      )}
    </section>
  )
}

function ChangeSteps({ kind, profile, title }: { kind: ChangeKind; profile: Profile; title: string }) {
  const dispatch = useAppDispatch()
  const change = useAppSelector(selectProfile).change
  const [values, setValues] = useState<Record<string, string>>({ countryCode: profile.countryCode || '91', mobile: '', email: '', opassword: '', password: '', password2: '' })
  const [otp, setOtp] = useState('')
  const codeSent = change.stage === 'otp'
  const set = (name: string) => (value: string) => setValues(current => ({ ...current, [name]: value }))

  function fields(): Record<string, string> {
    if (kind === 'mobile') return { type: 'mobile', countryCode: values.countryCode!, mobile: values.mobile! }
    if (kind === 'email') return { type: 'email', email: values.email!.trim() }
    const password = { type: 'password', password: values.password!, password2: values.password2! }
    return profile.hasPassword ? { ...password, opassword: values.opassword! } : password
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (codeSent) dispatch(changeOtpSubmitted(otp))
    else dispatch(changeRequested(fields()))
  }

  const errors = change.errors
  return (
    <form onSubmit={submit} noValidate className="profile-change" aria-label={title}>
      <h3>{title}</h3>
      {kind === 'mobile' && (
        <>
          <Field label="Country code" value={values.countryCode} maxLength={4} readOnly={codeSent} error={errors.countryCode}
            onChange={event => set('countryCode')(event.target.value.replace(/\D/g, ''))} />
          <Field label="New mobile number" inputMode="numeric" value={values.mobile} readOnly={codeSent} error={errors.mobile}
            onChange={event => set('mobile')(mobileInput(event.target.value))} />
        </>
      )}
      {kind === 'email' && (
        <Field label="New email" type="email" autoComplete="email" value={values.email} readOnly={codeSent} error={errors.email}
          onChange={event => set('email')(event.target.value)} />
      )}
      {kind === 'password' && (
        <>
          {profile.hasPassword && (
            <PasswordField label="Old password" autoComplete="current-password" value={values.opassword} readOnly={codeSent} error={errors.opassword}
              onChange={event => set('opassword')(event.target.value)} />
          )}
          <PasswordField label="New password" autoComplete="new-password" value={values.password} readOnly={codeSent} error={errors.password}
            onChange={event => set('password')(event.target.value)} />
          <PasswordField label="Confirm password" autoComplete="new-password" value={values.password2} readOnly={codeSent} error={errors.password2}
            onChange={event => set('password2')(event.target.value)} />
        </>
      )}
      {codeSent && (
        <>
          <p className="profile-muted" role="status">Enter the OTP sent to {change.sentTo}.</p>
          <Field label="OTP" inputMode="numeric" autoComplete="one-time-code" maxLength={OTP_LENGTH} value={otp} error={errors.otp}
            onChange={event => setOtp(event.target.value.replace(/\D/g, ''))} />
        </>
      )}
      {(errors.form || (!codeSent && errors.otp)) && <p className="field__error" role="alert">{errors.form ?? errors.otp}</p>}
      <SubmitActions label={codeSent ? 'Verify OTP' : 'Get OTP'} busyLabel="Please wait…" busy={change.sending}>
        {codeSent && (
          <button type="button" className="button button--ghost" disabled={change.sending} onClick={() => dispatch(changeRequested(change.fields))}>
            Resend OTP
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={() => dispatch(changeClosed())}>Cancel</button>
      </SubmitActions>
    </form>
  )
}
