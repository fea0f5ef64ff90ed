import { lazyPage } from './lazyPage'

/*
 * Pages downloaded the first time they are opened, so a phone on a slow connection only fetches
 * the shell (header, landing page, sign-in, router and store) before the first screen. Each area
 * is one chunk (a module in pageChunks/), so moving around inside an area costs no more requests.
 * Reducers and sagas stay registered up front in store.ts: only the components are lazy.
 */

const adminChunk = () => import('./pageChunks/admin')
export const AdminArea = lazyPage(() => adminChunk().then(m => m.AdminArea))
export const AdminHome = lazyPage(() => adminChunk().then(m => m.AdminHome))
export const AdminUsersPage = lazyPage(() => adminChunk().then(m => m.AdminUsersPage))
export const AdminContestsPage = lazyPage(() => adminChunk().then(m => m.AdminContestsPage))
export const AdminDepositsPage = lazyPage(() => adminChunk().then(m => m.AdminDepositsPage))
export const AdminWithdrawalsPage = lazyPage(() => adminChunk().then(m => m.AdminWithdrawalsPage))
export const AdminKycPage = lazyPage(() => adminChunk().then(m => m.AdminKycPage))
export const AdminBankDetailsPage = lazyPage(() => adminChunk().then(m => m.AdminBankDetailsPage))
export const AdminLedgerPage = lazyPage(() => adminChunk().then(m => m.AdminLedgerPage))
export const AdminTdsPage = lazyPage(() => adminChunk().then(m => m.AdminTdsPage))
export const AdminFairPlayPage = lazyPage(() => adminChunk().then(m => m.AdminFairPlayPage))
export const AdminSponsorsPage = lazyPage(() => adminChunk().then(m => m.AdminSponsorsPage))
export const AdminBannersPage = lazyPage(() => adminChunk().then(m => m.AdminBannersPage))
export const AdminTicketsPage = lazyPage(() => adminChunk().then(m => m.AdminTicketsPage))

export const DashboardPage = lazyPage(() => import('./pageChunks/dashboard').then(m => m.DashboardPage))

const contestsChunk = () => import('./pageChunks/contests')
export const ContestPage = lazyPage(() => contestsChunk().then(m => m.ContestPage))
export const ContestDetailPage = lazyPage(() => contestsChunk().then(m => m.ContestDetailPage))
export const ContestReplayPage = lazyPage(() => contestsChunk().then(m => m.ContestReplayPage))
export const JoinByCodePage = lazyPage(() => contestsChunk().then(m => m.JoinByCodePage))

const exchangeChunk = () => import('./pageChunks/exchange')
export const ExchangePage = lazyPage(() => exchangeChunk().then(m => m.ExchangePage))
export const ChartOnlyPage = lazyPage(() => exchangeChunk().then(m => m.ChartOnlyPage))
export const MobileExchangePage = lazyPage(() => exchangeChunk().then(m => m.MobileExchangePage))
export const ProfitLossMobilePage = lazyPage(() => exchangeChunk().then(m => m.ProfitLossMobilePage))

const walletChunk = () => import('./pageChunks/wallet')
export const AddMoneyPage = lazyPage(() => walletChunk().then(m => m.AddMoneyPage))
export const AddMoneyMobilePage = lazyPage(() => walletChunk().then(m => m.AddMoneyMobilePage))
export const WalletPage = lazyPage(() => walletChunk().then(m => m.WalletPage))
export const WalletBonusPage = lazyPage(() => walletChunk().then(m => m.WalletBonusPage))
export const WalletHistoryTablePage = lazyPage(() => walletChunk().then(m => m.WalletHistoryTablePage))
export const TransactionHistoryPage = lazyPage(() => walletChunk().then(m => m.TransactionHistoryPage))
export const TransactionHistoryTablePage = lazyPage(() => walletChunk().then(m => m.TransactionHistoryTablePage))
export const WithdrawalHistoryPage = lazyPage(() => walletChunk().then(m => m.WithdrawalHistoryPage))
export const WithdrawalHistoryTablePage = lazyPage(() => walletChunk().then(m => m.WithdrawalHistoryTablePage))
export const WithdrawalRequestPage = lazyPage(() => walletChunk().then(m => m.WithdrawalRequestPage))
export const TdsStatementPage = lazyPage(() => walletChunk().then(m => m.TdsStatementPage))
export const BankDetailPage = lazyPage(() => walletChunk().then(m => m.BankDetailPage))

export const KycPage = lazyPage(() => import('./pageChunks/kyc').then(m => m.KycPage))

const supportChunk = () => import('./pageChunks/support')
export const HelpCenterPage = lazyPage(() => supportChunk().then(m => m.HelpCenterPage))
export const HelpHistoryPage = lazyPage(() => supportChunk().then(m => m.HelpHistoryPage))
export const ChatRoomPage = lazyPage(() => supportChunk().then(m => m.ChatRoomPage))

export const ProfilePage = lazyPage(() => import('./pageChunks/profile').then(m => m.ProfilePage))

const infoChunk = () => import('./pageChunks/info')
export const AboutUs = lazyPage(() => infoChunk().then(m => m.AboutUs))
export const CancellationRefundPolicy = lazyPage(() => infoChunk().then(m => m.CancellationRefundPolicy))
export const ComingSoon = lazyPage(() => infoChunk().then(m => m.ComingSoon))
export const ContactPage = lazyPage(() => infoChunk().then(m => m.ContactPage))
export const FaqPage = lazyPage(() => infoChunk().then(m => m.FaqPage))
export const Legality = lazyPage(() => infoChunk().then(m => m.Legality))
export const MediaPage = lazyPage(() => infoChunk().then(m => m.MediaPage))
export const PrivacyPolicy = lazyPage(() => infoChunk().then(m => m.PrivacyPolicy))
export const TermsAndConditions = lazyPage(() => infoChunk().then(m => m.TermsAndConditions))

const gamesChunk = () => import('./pageChunks/games')
export const GamesPage = lazyPage(() => gamesChunk().then(m => m.GamesPage))
export const UpDownPage = lazyPage(() => gamesChunk().then(m => m.UpDownPage))
export const UpDownFreePage = lazyPage(() => gamesChunk().then(m => m.UpDownFreePage))
