// The signed-in home page.
export { DashboardPage } from '../../features/dashboard/DashboardPage'
