import { kycGateMessage, kycGateMessages } from '@arena/contracts'
import { ageOn, calendarDateAt, messages, parseCalendarDate } from '@arena/domain'
import type { IdentityDeps } from '../app/deps'
import { gateInput } from '../verifyingKyc/kycProfile'

/**
 * Whether a user may be paid out to a bank account (the wallet's PayoutEligibility port):
 * completed KYC, and an accepted account of their own. A refusal names its form field.
 */
export interface PayoutEligibility {
  check(userId: string, bankAccountId: string): Promise<{ ok: true } | { ok: false; field: string; message: string }>
}

/** What contests need to know about a player: age for the 18+ rule, state for the residency rule. */
export interface PlayerFacts {
  /** Whole years today in India, from the photo ID's birth date; null until one was given. */
  age(userId: string): Promise<number | null>
  /** The state declared with the latest address proof (whatever its review); null until one was sent. */
  state(userId: string): Promise<string | null>
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
  return {
    async age(userId) {
      const dob = deps.view.byId(userId)?.dob ?? ''
      return parseCalendarDate(dob) ? ageOn(dob, calendarDateAt(deps.clock.now())) : null
    },
    async state(userId) {
      return deps.kyc.kyc(userId).address?.state ?? null
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
