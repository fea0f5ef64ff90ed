import { kycGateMessage, kycGateMessages, streams, type PlayerDeclaredData } from '@arena/contracts'
import { ageOn, calendarDateAt, messages, parseCalendarDate } from '@arena/domain'
import type { IdentityDeps } from './deps'
import { gateInput } from '../verifyingKyc/kycProfile'

/**
 * Whether a user may be paid out to a bank account (the wallet's PayoutEligibility port):
 * completed KYC, and an accepted account of their own. A refusal names its form field.
 */
export interface PayoutEligibility {
  check(userId: string, bankAccountId: string): Promise<{ ok: true } | { ok: false; field: string; message: string }>
}

/**
 * What contests need to know about a player: age for the 18+ rule, state for the residency rule.
 * Both come from the player's declaration (PlayerDeclared), made once before the first paid
 * contest; null until it is made. KYC is checked against it at withdrawal (declarationCheck).
 */
export interface PlayerFacts {
  /** Whole years today in India, from the declared birth date; null until declared. */
  age(userId: string): Promise<number | null>
  /** The declared state of residence; null until declared. */
  state(userId: string): Promise<string | null>
}

/**
 * Whether KYC agrees with what the player declared (the wallet's DeclarationCheck port): the
 * photo ID's birth date and the address proof's state against the declaration. The answer is
 * the reason they disagree, for the admin who reviews the held withdrawal, or null when they
 * agree or there is nothing to compare (no declaration, or no such KYC document yet).
 */
export interface DeclarationCheck {
  disagreement(userId: string): Promise<string | null>
}

export function payoutEligibility(deps: IdentityDeps): PayoutEligibility {
  return {
    async check(userId, bankAccountId) {
      const user = deps.view.byId(userId)
      if (!user) return { ok: false, field: 'kyc', message: kycGateMessages.missing }
      const gate = kycGateMessage(gateInput(deps.kyc.kyc(userId), user))
      if (gate) return { ok: false, field: 'kyc', message: gate }
      const account = deps.kyc.bank(userId).accounts.find(a => a.id === bankAccountId && a.status === 'accepted')
      return account ? { ok: true } : { ok: false, field: 'bank_account_id', message: messages.bankAccountRequired }
    },
  }
}

export function playerFacts(deps: IdentityDeps): PlayerFacts {
  return factsOfDeclaration(deps, async userId => deps.view.byId(userId)?.declaration)
}

/**
 * The same facts read from the user's stream, for a process that keeps no users view (the
 * contest worker, whose demo traders join): the declaration is on the user's own stream.
 */
export function playerFactsFromStreams(deps: IdentityDeps): PlayerFacts {
  return factsOfDeclaration(deps, async userId => (await deps.commands.user.load(streams.user(userId))).declaration)
}

function factsOfDeclaration(deps: Pick<IdentityDeps, 'clock'>, declarationOf: (userId: string) => Promise<PlayerDeclaredData | null | undefined>): PlayerFacts {
  return {
    async age(userId) {
      const dob = (await declarationOf(userId))?.dob ?? ''
      return parseCalendarDate(dob) ? ageOn(dob, calendarDateAt(deps.clock.now())) : null
    },
    async state(userId) {
      return (await declarationOf(userId))?.state ?? null
    },
  }
}

const sameState = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase()

export function declarationCheck(deps: IdentityDeps): DeclarationCheck {
  return {
    async disagreement(userId) {
      const declared = deps.view.byId(userId)?.declaration
      if (!declared) return null
      const kyc = deps.kyc.kyc(userId)
      const reasons: string[] = []
      const kycDob = kyc.photoId?.dob
      if (kycDob && kycDob !== declared.dob) reasons.push(`Declared date of birth ${declared.dob}, KYC photo ID says ${kycDob}`)
      const kycState = kyc.address?.state
      if (kycState && !sameState(kycState, declared.state)) reasons.push(`Declared state ${declared.state}, KYC address proof says ${kycState}`)
      return reasons.length > 0 ? reasons.join('; ') : null
    },
  }
}

/**
 * The PAN for the TDS report: the one the player gave in KYC unless it was rejected (a refused
 * PAN is known to be wrong); null until one is on file.
 */
export function panOf(deps: IdentityDeps): (userId: string) => Promise<string | null> {
  return async userId => {
    const kyc = deps.kyc.kyc(userId)
    return kyc.panNo && kyc.docs.pan?.status !== 'reject' ? kyc.panNo : null
  }
}
