import { LoginHistoryTable } from './LoginHistoryTable'
import './dashboard.css'

/** The dashboard tiles of spec section 2 that other features will bring; listed, not faked. */
const NOT_BUILT = [
  'Cash wallet with an add-cash link',
  'Counts of live, past and upcoming contests',
  '"You Won" amount linking to the wallet',
  'KYC status (Pending / Completed)',
  'Live contest with its "Ends In" countdown',
  'Upcoming contest with its "Starts In" countdown',
  'Banner carousel',
]

export function DashboardPage() {
  return (
    <article className="dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
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
