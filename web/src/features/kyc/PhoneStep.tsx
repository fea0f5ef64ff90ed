import { useState, type FormEvent } from 'react'
import { mobileInput, OTP_LENGTH } from '@arena/domain'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { Field } from '../../ui/Field'
import type { KycProfile } from './api'
import { phoneOtpRequested, phoneOtpSubmitted, phoneReset, selectKyc } from './slice'

/** Step 1: the phone proven with an OTP (spec: phone verified first). Verified numbers show as done. */
export function PhoneStep({ profile }: { profile: KycProfile }) {
  const dispatch = useAppDispatch()
  const phone = useAppSelector(selectKyc).phone
  const [countryCode, setCountryCode] = useState(profile.countryCode || '91')
  const [mobile, setMobile] = useState(profile.mobile)
  const [otp, setOtp] = useState('')
  const verified = profile.mobileVerifyStatus === 'verify'
  const codeSent = phone.stage === 'otp'

  function submit(event: FormEvent) {
    event.preventDefault()
    if (codeSent) dispatch(phoneOtpSubmitted(otp))
    else dispatch(phoneOtpRequested({ countryCode, mobile }))
  }

  return (
    <section className="card kyc-step" aria-labelledby="kyc-step-phone">
      <div className="kyc-step__head">
        <h2 id="kyc-step-phone">1. Phone verification</h2>
        <span className={`kyc-badge kyc-badge--${verified ? 'verify' : 'none'}`}>{verified ? 'Verified' : 'Not verified'}</span>
      </div>
      {verified ? (
        <p className="kyc-muted">+{profile.countryCode} {profile.mobile} is verified.</p>
      ) : (
        <form onSubmit={submit} noValidate className="kyc-form">
          <Field label="Country code" value={countryCode} maxLength={4} readOnly={codeSent} onChange={event => setCountryCode(event.target.value.replace(/\D/g, ''))} />
          <div className="kyc-inline">
            <Field label="Mobile number" inputMode="numeric" value={mobile} readOnly={codeSent} error={phone.errors.mobile}
              onChange={event => setMobile(mobileInput(event.target.value))} />
            {codeSent && (
              <button type="button" className="icon-button" aria-label="Change number" onClick={() => dispatch(phoneReset())}>
                ×
              </button>
            )}
          </div>
          {codeSent && (
            <Field label="OTP" inputMode="numeric" autoComplete="one-time-code" maxLength={OTP_LENGTH} value={otp} error={phone.errors.otp}
              onChange={event => setOtp(event.target.value.replace(/\D/g, ''))} />
          )}
          <div className="form-actions">
            <button type="submit" className="button button--primary" disabled={phone.sending}>
              {codeSent ? 'Verify OTP' : 'Get OTP'}
            </button>
            {codeSent && (
              <button type="button" className="button button--ghost" disabled={phone.sending} onClick={() => dispatch(phoneOtpRequested({ countryCode, mobile }))}>
                Resend OTP
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  )
}
