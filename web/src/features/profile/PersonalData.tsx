import type { Profile } from './slice'

/** Spec section 6: name, birth date, gender, mobile and email are read-only here. */
export function PersonalData({ profile }: { profile: Profile }) {
  const fullName = [profile.fname, profile.lname].filter(Boolean).join(' ')
  const rows: [string, string][] = [
    ['Username', profile.name],
    ['Name', fullName],
    ['Birth date', profile.dob],
    ['Gender', profile.gender],
    ['Mobile', profile.mobile ? `+${profile.countryCode} ${profile.mobile}` : ''],
    ['Email', profile.email],
  ]
  return (
    <section className="card profile-card" aria-labelledby="personal-title">
      <h2 id="personal-title">Personal data</h2>
      <dl className="profile-data">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || <span className="profile-muted">Not given</span>}</dd>
          </div>
        ))}
      </dl>
      <p className="profile-muted">Name, birth date and gender come from your KYC documents.</p>
    </section>
  )
}
