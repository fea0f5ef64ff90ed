import { Link } from 'react-router-dom'
import { useLoadOnMount } from '../../app/useLoadOnMount'
import { kycRequested, selectKyc } from './slice'
import './kyc.css'

/** The dashboard's KYC status tile (spec section 2): Completed in green, Pending in red, from kycCompleteStatus. */
export function DashboardKycTile() {
  const [{ profile, status, error }] = useLoadOnMount(selectKyc, kycRequested())
  const complete = profile?.kycCompleteStatus === 'complete'
  return (
    <section className="card dashboard-card kyc-tile" aria-labelledby="dashboard-kyc-title">
      <h2 id="dashboard-kyc-title">KYC status</h2>
      {profile ? (
        <p className={`kyc-tile__status kyc-tile__status--${complete ? 'complete' : 'pending'}`}>{complete ? 'Completed' : 'Pending'}</p>
      ) : (
        <p className={status === 'failed' ? 'field__error' : 'kyc-muted'}>{status === 'failed' ? error : 'Loading…'}</p>
      )}
      {profile && !complete && <Link to="/kyc">Complete your KYC</Link>}
    </section>
  )
}
