// @jsxRuntime automatic -- so a test can import the route table without a Vite build (tsx reads the root tsconfig)
import type { ReactNode } from 'react'
import type { RouteObject } from 'react-router-dom'
import { EmailVerificationPage } from '../features/auth/EmailVerificationPage'
import { LoginPage } from '../features/auth/LoginPage'
import { PasswordResetPage } from '../features/auth/PasswordResetPage'
import { TempLoginPage } from '../features/auth/TempLoginPage'
import { Landing } from '../features/landing/Landing'
import { VisitorsOnly } from '../features/session/RequireSession'
import { PublicLayout, SignedInLayout } from '../features/shell/Layouts'
import { NotBuilt } from '../features/shell/NotBuilt'
import { NotFound } from '../features/shell/NotFound'
import { Root } from '../features/shell/Root'
// Every other page is downloaded when first opened; the shell and sign-in screens above are in the entry chunk.
import { adminPages, contestPages, dashboardPages, exchangePages, gamesPages, infoPages, kycPages, profilePages, supportPages, walletPages } from './lazyPages'

/** One route of spec section 2; a route without an element shows the shared not-built placeholder. */
function page(path: string, title: string, element?: ReactNode): RouteObject {
  return { path, handle: { title }, element: element ?? <NotBuilt title={title} /> }
}

const visitorsOnly = (element: ReactNode) => <VisitorsOnly>{element}</VisitorsOnly>

const admin = (element: ReactNode) => <adminPages.AdminArea>{element}</adminPages.AdminArea>

/** Public routes: anyone may open them; home and login screens send signed-in players to /dashboard. */
const publicRoutes: RouteObject[] = [
  page('/', 'Home', visitorsOnly(<Landing />)),
  page('/login', "Let's Get Started", visitorsOnly(<LoginPage />)),
  // Not visitors-only: a signed-in player's link must still verify; the saga then goes to /.
  page('/login/:_id', 'Email verification', <EmailVerificationPage />),
  page('/referral/:refer', "Let's Get Started", visitorsOnly(<LoginPage />)),
  page('/privacy-policy', 'Privacy Policy', <infoPages.PrivacyPolicy />),
  page('/term-and-condition', 'Terms and Conditions', <infoPages.TermsAndConditions />),
  page('/faq', 'Frequently Asked Questions', <infoPages.FaqPage />),
  page('/about-us', 'About Us', <infoPages.AboutUs />),
  page('/contact-us', 'Contact Us', <infoPages.ContactPage />),
  page('/media', 'Media', <infoPages.MediaPage />),
  page('/cancellation-refund-policy', 'Cancellation & Refund Policy', <infoPages.CancellationRefundPolicy />),
  page('/legality', 'Legality', <infoPages.Legality />),
  page('/games', 'Games', <gamesPages.GamesPage />),
  page('/up-down', 'Up Down', <gamesPages.UpDownPage />),
  page('/up-down-free', 'Up Down Free Game', <gamesPages.UpDownFreePage />),
  page('/mobile-exchange/:id/:symbol', 'Exchange', <exchangePages.MobileExchangePage />),
  page('/add-money-mobile', 'Add Money', <walletPages.AddMoneyMobilePage />),
  page('/profit-loss-mobile/:symbol', 'Profit and Loss', <exchangePages.ProfitLossMobilePage />),
  page('/temp-login', 'Temporary Login', visitorsOnly(<TempLoginPage />)),
  page('/password-reset/:userId/:token', 'Reset Password', <PasswordResetPage />),
  page('/coming-soon', 'Coming Soon', <infoPages.ComingSoon />),
  // The link a private contest's creator shares (issue 18); a visitor is asked to sign in first.
  page('/contest/join/:code', 'Join a private contest', <contestPages.JoinByCodePage />),
]

/** Signed-in routes (spec section 2): the layout sends visitors to /. */
const signedInRoutes: RouteObject[] = [
  page('/dashboard', 'Dashboard', <dashboardPages.DashboardPage />),
  page('/contest', 'Contests', <contestPages.ContestPage />),
  page('/contest/:type', 'Contests', <contestPages.ContestPage />),
  page('/profile-user', 'Profile', <profilePages.ProfilePage />),
  page('/kyc', 'KYC', <kycPages.KycPage />),
  page('/help-center', 'Help Center', <supportPages.HelpCenterPage />),
  page('/help-history', 'Ticket History', <supportPages.HelpHistoryPage />),
  page('/add-money', 'Add Money', <walletPages.AddMoneyPage />),
  page('/wallet', 'Wallet', <walletPages.WalletPage />),
  page('/walletbonus', 'Bonus History', <walletPages.WalletBonusPage />),
  page('/exchange/:id/:symbol', 'Exchange', <exchangePages.ExchangePage />),
  // The variant screen of spec section 2: ticker figures and a full-height chart only.
  page('/exchange-chart/:id/:symbol', 'Chart', <exchangePages.ChartOnlyPage />),
  page('/chat-room/:id', 'Support Chat', <supportPages.ChatRoomPage />),
  page('/trading-contest/:id', 'Contest Details', <contestPages.ContestDetailPage />),
  page('/contest/:id/replay', 'Contest Replay', <contestPages.ContestReplayPage />),
  page('/withdrawal-request', 'Withdraw Funds', <walletPages.WithdrawalRequestPage />),
  page('/withdrawalHistory', 'Withdrawal History', <walletPages.WithdrawalHistoryPage />),
  page('/tds-statement', 'TDS Statement', <walletPages.TdsStatementPage />),
  page('/withdrawalHistoryTable', 'Withdrawal History', <walletPages.WithdrawalHistoryTablePage />),
  page('/transaction-history', 'Transaction History', <walletPages.TransactionHistoryPage />),
  page('/transaction-history-table', 'Transaction History', <walletPages.TransactionHistoryTablePage />),
  page('/WalletHistoryTable', 'Wallet History', <walletPages.WalletHistoryTablePage />),
  page('/bankdetail', 'Bank Details', <walletPages.BankDetailPage />),
  page('/admin', 'Admin', admin(<adminPages.AdminHome />)),
  page('/admin/users', 'Users', admin(<adminPages.AdminUsersPage />)),
  page('/admin/contests', 'Contests', admin(<adminPages.AdminContestsPage />)),
  page('/admin/deposits', 'Deposits', admin(<adminPages.AdminDepositsPage />)),
  page('/admin/withdrawals', 'Withdrawals', admin(<adminPages.AdminWithdrawalsPage />)),
  page('/admin/kyc', 'KYC Review', admin(<adminPages.AdminKycPage />)),
  page('/admin/bank-details', 'Bank Details Review', admin(<adminPages.AdminBankDetailsPage />)),
  page('/admin/ledger', 'Ledger Replay', admin(<adminPages.AdminLedgerPage />)),
  page('/admin/tds', 'TDS Report', admin(<adminPages.AdminTdsPage />)),
  page('/admin/banners', 'Banners', admin(<adminPages.AdminBannersPage />)),
  page('/admin/fair-play', 'Fair Play', admin(<adminPages.AdminFairPlayPage />)),
  page('/admin/sponsors', 'Sponsors', admin(<adminPages.AdminSponsorsPage />)),
  page('/admin/tickets', 'Support Tickets', admin(<adminPages.AdminTicketsPage />)),
]

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { element: <PublicLayout />, children: [...publicRoutes, page('*', 'Page not found', <NotFound />)] },
      { element: <SignedInLayout />, children: signedInRoutes },
    ],
  },
]

/** Every concrete path of spec section 2, for tests that check nothing was left out. */
export const routePaths = [...publicRoutes, ...signedInRoutes].map(route => route.path as string)

/** Who can open which path: the layout tests visit each as the person it is for. */
export const routeAudience = {
  public: publicRoutes.map(route => route.path as string),
  signedIn: signedInRoutes.map(route => route.path as string),
}
