/** Spec section 2: logging in on one of these pages keeps the visitor where they were. */
export const PUBLIC_PAGES: readonly string[] = ['/privacy-policy', '/term-and-condition', '/faq', '/about-us', '/contact-us']

/** Where a fresh login goes from `pathname`: null to stay, else the dashboard. */
export function afterLoginPath(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/'
  return PUBLIC_PAGES.includes(path) ? null : '/dashboard'
}
