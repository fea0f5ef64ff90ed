import { DashboardContestTiles } from '../contest/DashboardContestTiles'
import { DashboardWalletTiles } from '../wallet/DashboardWalletTiles'
import { LoginHistoryTable } from './LoginHistoryTable'
import './dashboard.css'

/** The dashboard tiles of spec section 2 that other features will bring; listed, not faked. */
const NOT_BUILT = [
  'KYC status (Pending / Completed)',
]

export function DashboardPage() {
  return (
    <article className="dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      <DashboardWalletTiles />
      <DashboardContestTiles />
      <section className="card dashboard-card dashboard-pending" aria-labelledby="dashboard-pending-title">
        <h2 id="dashboard-pending-title">Not built yet</h2>
        <p>These dashboard tiles are not built yet, so they are not shown rather than shown with made-up numbers:</p>
        <ul>
          {NOT_BUILT.map(tile => (
            <li key={tile}>{tile}</li>
          ))}
        </ul>
      </section>
      <LoginHistoryTable />
    </article>
  )
}
