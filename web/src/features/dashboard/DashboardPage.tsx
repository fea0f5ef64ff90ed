import { DashboardContestTiles } from '../contest/DashboardContestTiles'
import { DashboardKycTile } from '../kyc/DashboardKycTile'
import { DashboardWalletTiles } from '../wallet/DashboardWalletTiles'
import { LoginHistoryTable } from './LoginHistoryTable'
import './dashboard.css'

export function DashboardPage() {
  return (
    <article className="dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      <DashboardWalletTiles />
      <DashboardKycTile />
      <DashboardContestTiles />
      <LoginHistoryTable />
    </article>
  )
}
