/**
 * Off-site destinations. The spec names the kinds of links (social pages, app stores, a blog)
 * but not the accounts, so these point at each platform until the real pages exist.
 */
export interface ExternalLink {
  href: string
  label: string
}

export const blogLink: ExternalLink = { href: 'https://medium.com/', label: 'Blog' }

export const socialLinks: ExternalLink[] = [
  { href: 'https://www.facebook.com/', label: 'Facebook' },
  { href: 'https://x.com/', label: 'Twitter' },
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.linkedin.com/', label: 'LinkedIn' },
  { href: 'https://t.me/', label: 'Telegram' },
  { href: 'https://www.youtube.com/', label: 'YouTube' },
]

export const appStoreLinks: ExternalLink[] = [
  { href: 'https://play.google.com/store/apps', label: 'Get it on Google Play' },
  { href: 'https://www.apple.com/app-store/', label: 'Download on the App Store' },
]
