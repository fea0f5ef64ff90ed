import { useId } from 'react'
import { useLocation } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { Field } from '../../ui/Field'
import { COUNTRIES, countryByIso, flagEmoji } from './countries'
import { selectAuth, selectAuthErrors, selectUsesMobile } from './selectors'
import { addressReset, countryChanged, fieldChanged } from './slice'

/**
 * Country picker and the mobile (India) or email (elsewhere) box. At the OTP step both are
 * read-only and a cross next to the number goes back to the Get OTP state (spec section 4).
 */
export function AddressFields() {
  const dispatch = useAppDispatch()
  const auth = useAppSelector(selectAuth)
  const errors = useAppSelector(selectAuthErrors)
  const usesMobile = useAppSelector(selectUsesMobile)
  const { pathname } = useLocation()
  const selectId = useId()
  const otpStep = auth.step === 'otp'
  const country = countryByIso(auth.countryIso)
  const field = usesMobile ? 'mobile' : 'email'
  return (
    <div className="auth-address">
      <div className="field">
        <label htmlFor={selectId}>Country</label>
        <div className="auth-country">
          <span className="auth-country__badge" aria-hidden="true">
            {flagEmoji(country.iso2)} +{country.callingCode}
          </span>
          <select id={selectId} value={auth.countryIso} disabled={otpStep || auth.sending} onChange={event => dispatch(countryChanged(event.target.value))}>
            {COUNTRIES.map(option => (
              <option key={option.iso2} value={option.iso2}>
                {flagEmoji(option.iso2)} {option.name} (+{option.callingCode})
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="auth-address__line">
        <Field
          label={usesMobile ? 'Mobile number' : 'Email'}
          name={field}
          type={usesMobile ? 'tel' : 'email'}
          inputMode={usesMobile ? 'numeric' : 'email'}
          autoComplete={usesMobile ? 'tel-national' : 'email'}
          maxLength={usesMobile ? 10 : 254}
          readOnly={otpStep}
          value={auth.values[field]}
          onChange={event => dispatch(fieldChanged({ field, value: event.target.value }))}
          error={errors[field]}
        />
        {otpStep && (
          <button
            type="button"
            className="auth-address__reset"
            aria-label={usesMobile ? 'Change mobile number' : 'Change email'}
            title="Change"
            disabled={auth.sending}
            onClick={() => dispatch(addressReset())}
          >
            ×
          </button>
        )}
      </div>
      {pathname.startsWith('/referral/') && auth.values.referralBy && !otpStep && auth.tab === 'signUp' && (
        <p className="auth-note">Referral code {auth.values.referralBy} will be applied when you sign up.</p>
      )}
    </div>
  )
}
