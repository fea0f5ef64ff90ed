import { Link } from 'react-router-dom'
import { useLoadOnMount } from '../../app/useLoadOnMount'
import { AddressForm, PanForm, VideoForm } from './DocumentForms'
import { kycBanner, KYC_VERIFIED, stepViews } from './kycStatus'
import { PhoneStep } from './PhoneStep'
import { PhotoIdForm } from './PhotoIdForm'
import { kycRequested, selectKyc } from './slice'
import { StepCard } from './StepCard'
import './kyc.css'

/** /kyc: phone, then photo ID, address proof, PAN and the face video, each reviewed by an admin. */
export function KycPage() {
  const [{ profile, status, error }] = useLoadOnMount(selectKyc, kycRequested())
  if (!profile) {
    return (
      <section className="page kyc-page" aria-busy={status === 'loading'}>
        <h1>KYC</h1>
        {status === 'failed' ? <p role="alert" className="field__error">{error}</p> : <p className="kyc-muted">Loading…</p>}
      </section>
    )
  }
  const views = stepViews(profile)
  const banner = kycBanner(profile)
  return (
    <section className="page kyc-page" aria-labelledby="kyc-title">
      <h1 id="kyc-title">KYC</h1>
      <p className="kyc-muted">KYC is needed only to add bank details and withdraw winnings.</p>
      {banner && (
        <p role="status" className={`kyc-banner ${banner === KYC_VERIFIED ? 'kyc-banner--done' : 'kyc-banner--pending'}`}>
          {banner}
        </p>
      )}
      {profile.kycCompleteStatus === 'complete' && (
        <p>
          Your KYC is complete. <Link to="/bankdetail">Add bank details</Link>
        </p>
      )}
      <PhoneStep profile={profile} />
      <StepCard number={2} title="Photo ID Verification" view={views.photoId}>
        <PhotoIdForm initial={{ fname: profile.fname, lname: profile.lname, gender: profile.gender, dob: profile.dob }} />
      </StepCard>
      <StepCard number={3} title="Address Proof" view={views.address}>
        <AddressForm />
      </StepCard>
      <StepCard number={4} title="PAN Verification" view={views.pan}>
        <PanForm />
      </StepCard>
      <StepCard number={5} title="Video Verification" view={views.video}>
        <VideoForm />
      </StepCard>
    </section>
  )
}
