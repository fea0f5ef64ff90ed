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
import {
  AboutUs,
  AddMoneyMobilePage,
  AddMoneyPage,
  AdminArea,
  AdminBankDetailsPage,
  AdminBannersPage,
  AdminContestsPage,
  AdminDepositsPage,
  AdminHome,
  AdminKycPage,
  AdminLedgerPage,
  AdminTdsPage,
  AdminTicketsPage,
  AdminUsersPage,
  AdminWithdrawalsPage,
  AdminFairPlayPage,
  AdminSponsorsPage,
  BankDetailPage,
  CancellationRefundPolicy,
  ChartOnlyPage,
  ChatRoomPage,
  ComingSoon,
  ContactPage,
  ContestDetailPage,
  ContestPage,
  JoinByCodePage,
  DashboardPage,
  ExchangePage,
  FaqPage,
  GamesPage,
  HelpCenterPage,
  HelpHistoryPage,
  KycPage,
  Legality,
  MediaPage,
  MobileExchangePage,
  ContestReplayPage,
  PrivacyPolicy,
  ProfilePage,
  ProfitLossMobilePage,
  TermsAndConditions,
  TransactionHistoryPage,
  TransactionHistoryTablePage,
  UpDownFreePage,
  UpDownPage,
  WalletBonusPage,
  WalletHistoryTablePage,
  WalletPage,
  WithdrawalHistoryPage,
  WithdrawalHistoryTablePage,
  WithdrawalRequestPage,
  TdsStatementPage,
} from './lazyPages'

/** One route of spec section 2; a route without an element shows the shared not-built placeholder. */
function page(path: string, title: string, element?: ReactNode): RouteObject {
  return { path, handle: { title }, element: element ?? <NotBuilt title={title} /> }
}

const visitorsOnly = (element: ReactNode) => <VisitorsOnly>{element}</VisitorsOnly>

const admin = (element: ReactNode) => <AdminArea>{element}</AdminArea>

/** Public routes: anyone may open them; home and login screens send signed-in players to /dashboard. */
const publicRoutes: RouteObject[] = [
  page('/', 'Home', visitorsOnly(<Landing />)),
  page('/login', "Let's Get Started", visitorsOnly(<LoginPage />)),
  // Not visitors-only: a signed-in player's link must still verify; the saga then goes to /.
  page('/login/:_id', 'Email verification', <EmailVerificationPage />),
  page('/referral/:refer', "Let's Get Started", visitorsOnly(<LoginPage />)),
  page('/privacy-policy', 'Privacy Policy', <PrivacyPolicy />),
  page('/term-and-condition', 'Terms and Conditions', <TermsAndConditions />),
  page('/faq', 'Frequently Asked Questions', <FaqPage />),
  page('/about-us', 'About Us', <AboutUs />),
  page('/contact-us', 'Contact Us', <ContactPage />),
  page('/media', 'Media', <MediaPage />),
  page('/cancellation-refund-policy', 'Cancellation & Refund Policy', <CancellationRefundPolicy />),
  page('/legality', 'Legality', <Legality />),
  page('/games', 'Games', <GamesPage />),
  page('/up-down', 'Up Down', <UpDownPage />),
  page('/up-down-free', 'Up Down Free Game', <UpDownFreePage />),
  page('/mobile-exchange/:id/:symbol', 'Exchange', <MobileExchangePage />),
  page('/add-money-mobile', 'Add Money', <AddMoneyMobilePage />),
  page('/profit-loss-mobile/:symbol', 'Profit and Loss', <ProfitLossMobilePage />),
  page('/temp-login', 'Temporary Login', visitorsOnly(<TempLoginPage />)),
  page('/password-reset/:userId/:token', 'Reset Password', <PasswordResetPage />),
  page('/coming-soon', 'Coming Soon', <ComingSoon />),
  // The link a private contest's creator shares (issue 18); a visitor is asked to sign in first.
  page('/contest/join/:code', 'Join a private contest', <JoinByCodePage />),
]

/** Signed-in routes (spec section 2): the layout sends visitors to /. */
const signedInRoutes: RouteObject[] = [
  page('/dashboard', 'Dashboard', <DashboardPage />),
  page('/contest', 'Contests', <ContestPage />),
  page('/contest/:type', 'Contests', <ContestPage />),
  page('/profile-user', 'Profile', <ProfilePage />),
  page('/kyc', 'KYC', <KycPage />),
  page('/help-center', 'Help Center', <HelpCenterPage />),
  page('/help-history', 'Ticket History', <HelpHistoryPage />),
  page('/add-money', 'Add Money', <AddMoneyPage />),
  page('/wallet', 'Wallet', <WalletPage />),
  page('/walletbonus', 'Bonus History', <WalletBonusPage />),
  page('/exchange/:id/:symbol', 'Exchange', <ExchangePage />),
  // The variant screen of spec section 2: ticker figures and a full-height chart only.
  page('/exchange-chart/:id/:symbol', 'Chart', <ChartOnlyPage />),
  page('/chat-room/:id', 'Support Chat', <ChatRoomPage />),
  page('/trading-contest/:id', 'Contest Details', <ContestDetailPage />),
  page('/contest/:id/replay', 'Contest Replay', <ContestReplayPage />),
  page('/withdrawal-request', 'Withdraw Funds', <WithdrawalRequestPage />),
  page('/withdrawalHistory', 'Withdrawal History', <WithdrawalHistoryPage />),
  page('/tds-statement', 'TDS Statement', <TdsStatementPage />),
  page('/withdrawalHistoryTable', 'Withdrawal History', <WithdrawalHistoryTablePage />),
  page('/transaction-history', 'Transaction History', <TransactionHistoryPage />),
  page('/transaction-history-table', 'Transaction History', <TransactionHistoryTablePage />),
  page('/WalletHistoryTable', 'Wallet History', <WalletHistoryTablePage />),
  page('/bankdetail', 'Bank Details', <BankDetailPage />),
  page('/admin', 'Admin', admin(<AdminHome />)),
  page('/admin/users', 'Users', admin(<AdminUsersPage />)),
  page('/admin/contests', 'Contests', admin(<AdminContestsPage />)),
  page('/admin/deposits', 'Deposits', admin(<AdminDepositsPage />)),
  page('/admin/withdrawals', 'Withdrawals', admin(<AdminWithdrawalsPage />)),
  page('/admin/kyc', 'KYC Review', admin(<AdminKycPage />)),
  page('/admin/bank-details', 'Bank Details Review', admin(<AdminBankDetailsPage />)),
  page('/admin/ledger', 'Ledger Replay', admin(<AdminLedgerPage />)),
  page('/admin/tds', 'TDS Report', admin(<AdminTdsPage />)),
  page('/admin/banners', 'Banners', admin(<AdminBannersPage />)),
  page('/admin/fair-play', 'Fair Play', admin(<AdminFairPlayPage />)),
  page('/admin/sponsors', 'Sponsors', admin(<AdminSponsorsPage />)),
  page('/admin/tickets', 'Support Tickets', admin(<AdminTicketsPage />)),
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
