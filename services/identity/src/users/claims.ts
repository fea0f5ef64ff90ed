import type { Cause } from '@arena/contracts'
import { identityStreams, type ClaimKind } from '@arena/contracts'
import { IdentityError } from '../domain/errors'
import type { IdentityDeps } from '../adapters/deps'

export type ClaimRequest = [kind: ClaimKind, value: string]

/** Takes one unique value for a user; refuses with CLAIM_TAKEN (naming the kind) if someone holds it. */
export async function takeClaim(deps: IdentityDeps, [kind, value]: ClaimRequest, userId: string, cause: Cause): Promise<void> {
  try {
    await deps.commands.claim.execute(identityStreams.claim(kind, value), { type: 'TakeClaim', userId }, cause)
  } catch (error) {
    if (error instanceof IdentityError && error.code === 'CLAIM_TAKEN') throw new IdentityError('CLAIM_TAKEN', { kind })
    throw error
  }
}

export async function releaseClaim(deps: IdentityDeps, [kind, value]: ClaimRequest, userId: string, cause: Cause): Promise<void> {
  await deps.commands.claim.execute(identityStreams.claim(kind, value), { type: 'ReleaseClaim', userId }, cause)
}

/**
 * Takes several values or none: if one is held by someone else, the ones already taken are
 * released, so a registration that loses a race does not lock its mobile or email away.
 */
export async function takeClaims(deps: IdentityDeps, claims: ClaimRequest[], userId: string, cause: Cause): Promise<void> {
  const taken: ClaimRequest[] = []
  try {
    for (const claim of claims) {
      await takeClaim(deps, claim, userId, cause)
      taken.push(claim)
    }
  } catch (error) {
    for (const claim of taken.reverse()) await releaseClaim(deps, claim, userId, cause)
    throw error
  }
}
