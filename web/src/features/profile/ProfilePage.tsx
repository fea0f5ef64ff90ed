import { useLoadOnMount } from '../../app/useLoadOnMount'
import { RetryAlert } from '../../ui/RetryAlert'
import { ContactChange } from './ContactChange'
import { DeleteAccountButton } from './DeleteAccountButton'
import { PersonalData } from './PersonalData'
import { ProfileImageCard } from './ProfileImageCard'
import { ReferralCard } from './ReferralCard'
import { ResponsiblePlaySection } from '../responsiblePlay/ResponsiblePlaySection'
import { profileRequested, selectProfile } from './slice'
import './profile.css'

/** /profile-user (spec section 2, Profile). */
export function ProfilePage() {
  const [{ data, status, error }, reload] = useLoadOnMount(selectProfile, profileRequested())
  return (
    <article className="profile-page" aria-labelledby="profile-title" aria-busy={status === 'loading'}>
      <h1 id="profile-title">Profile</h1>
      {status === 'failed' && (
        <RetryAlert error={error} onRetry={reload} className="card" />
      )}
      {!data && status !== 'failed' && <p role="status">Loading your profile…</p>}
      {data && (
        <div className="profile-grid">
          <ProfileImageCard name={data.name} />
          <PersonalData profile={data} />
          <ContactChange profile={data} />
          <ReferralCard code={data.referralCode} />
          <ResponsiblePlaySection />
          <DeleteAccountButton />
        </div>
      )}
    </article>
  )
}
