import type { IdentityDeps } from '../adapters/deps'

const PURPOSE = 'email-verification'

interface EmailLinkClaims {
  userId: string
  email: string
  expiresAt: string
}

/**
 * The spec's /login/{_id} link (links already mailed still verify; new addresses are proven by
 * an OTP in persional-data-update instead), with `_id` a sealed token instead of a raw user id, so
 * nobody can verify an address they cannot read mail for.
 */
export function emailVerificationLink(deps: IdentityDeps, userId: string, email: string, now: Date): string {
  const expiresAt = new Date(now.getTime() + deps.limits.emailLinkTtlSeconds * 1000).toISOString()
  const claims: EmailLinkClaims = { userId, email, expiresAt }
  return `${deps.publicUrl}/login/${deps.sealer.seal(PURPOSE, claims)}`
}

export function readEmailLink(deps: IdentityDeps, token: string, now: Date): EmailLinkClaims | undefined {
  const claims = deps.sealer.unseal<EmailLinkClaims>(PURPOSE, token)
  if (!claims || typeof claims.userId !== 'string' || typeof claims.email !== 'string') return undefined
  return new Date(claims.expiresAt) > now ? claims : undefined
}
