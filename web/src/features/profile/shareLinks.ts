/** Spec section 9: the referral link is the site origin plus /referral/{referralCode}. */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/$/, '')}/referral/${encodeURIComponent(code)}`
}

/** The prefilled invitation the share buttons carry. */
export function invitationText(brand: string, code: string): string {
  return `Join me on ${brand} for crypto trading contests. Sign up with my referral code ${code}:`
}

export interface ShareTarget {
  name: 'Messenger' | 'Facebook' | 'WhatsApp' | 'LinkedIn' | 'Twitter'
  href: string
}

/**
 * Plain share URLs, no SDKs: nothing loads from those sites until the player clicks. Messenger
 * has no web share page without a registered Facebook app id, so it uses the app's own link,
 * which opens Messenger on phones.
 */
export function shareTargets(link: string, text: string): ShareTarget[] {
  const url = encodeURIComponent(link)
  const message = encodeURIComponent(text)
  return [
    { name: 'Messenger', href: `fb-messenger://share/?link=${url}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { name: 'WhatsApp', href: `https://api.whatsapp.com/send?text=${message}%20${url}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { name: 'Twitter', href: `https://twitter.com/intent/tweet?text=${message}&url=${url}` },
  ]
}
