import { identityStreams, type ClaimEvent, type ClaimKind } from '@arena/contracts'
import { decideClaim, evolveClaim, initialClaim } from '../domain/claim'
import { IdentityError } from '../domain/errors'
import { runCommand, type Cause } from './commandRunner'
import type { IdentityDeps } from './deps'

export type ClaimRequest = [kind: ClaimKind, value: string]

const claimFold = { initial: initialClaim, evolve: (state: typeof initialClaim, event: ClaimEvent) => evolveClaim(state, event) }

/** Takes one unique value for a user; refuses with CLAIM_TAKEN (naming the kind) if someone holds it. */
export async function takeClaim(deps: IdentityDeps, [kind, value]: ClaimRequest, userId: string, cause: Cause): Promise<void> {
  try {
    await runCommand(deps.store, identityStreams.claim(kind, value), claimFold, state => ({ events: decideClaim({ type: 'TakeClaim', userId }, state), result: undefined }), cause)
  } catch (error) {
    if (error instanceof IdentityError && error.code === 'CLAIM_TAKEN') throw new IdentityError('CLAIM_TAKEN', { kind })
    throw error
  }
}

export async function releaseClaim(deps: IdentityDeps, [kind, value]: ClaimRequest, userId: string, cause: Cause): Promise<void> {
  await runCommand(deps.store, identityStreams.claim(kind, value), claimFold, state => ({ events: decideClaim({ type: 'ReleaseClaim', userId }, state), result: undefined }), cause)
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
