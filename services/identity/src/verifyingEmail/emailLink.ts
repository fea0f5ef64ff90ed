import type { IdentityDeps } from '../app/deps'
import { deliver } from '../app/deliver'

const PURPOSE = 'email-verification'

interface EmailLinkClaims {
  userId: string
  email: string
  expiresAt: string
}

/**
 * The spec's /login/{_id} link, with `_id` a sealed token instead of a raw user id, so
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

export async function sendEmailVerification(deps: IdentityDeps, userId: string, email: string, now: Date): Promise<void> {
  const link = emailVerificationLink(deps, userId, email, now)
  await deliver(deps, { channel: 'email', address: email, code: link.slice(link.lastIndexOf('/') + 1), purpose: 'email-verification', link })
}
