/** Where the menu and the footer point (spec section 2, "Menu and footer"). */
export interface NavLinkSpec {
  to: string
  label: string
}

export const playerMenu: NavLinkSpec[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/contest/live', label: 'Live Contests' },
  { to: '/contest/upcoming', label: 'Upcoming Contests' },
  { to: '/contest/past', label: 'Past Contests' },
  { to: '/wallet', label: 'Wallet' },
  { to: '/add-money', label: 'Add Money' },
  { to: '/bankdetail', label: 'Bank Details' },
  { to: '/kyc', label: 'KYC' },
  { to: '/profile-user', label: 'Profile' },
  { to: '/help-center', label: 'Submit Ticket' },
  { to: '/help-history', label: 'Ticket History' },
  { to: '/media', label: 'Media' },
]

export const companyLinks: NavLinkSpec[] = [
  { to: '/about-us', label: 'About Us' },
  { to: '/games', label: 'Games' },
  { to: '/media', label: 'Media' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact-us', label: 'Contact Us' },
]

export const legalLinks: NavLinkSpec[] = [
  { to: '/term-and-condition', label: 'Terms and Conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/cancellation-refund-policy', label: 'Cancellation & Refund Policy' },
  { to: '/legality', label: 'Legality' },
]

/** The public header's own links (the Contact Us header in the spec). */
export const publicHeaderLinks: NavLinkSpec[] = [
  { to: '/about-us', label: 'About Us' },
  { to: '/media', label: 'Media' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact-us', label: 'Contact Us' },
]

/** The deposit screens, which free play (PLAY_MODE=free) takes out of every menu. */
const DEPOSIT_PATHS = new Set(['/add-money', '/add-money-mobile'])

export const withoutDeposits = <T extends NavLinkSpec>(links: T[], freePlay: boolean): T[] => (freePlay ? links.filter(link => !DEPOSIT_PATHS.has(link.to)) : links)
