import type { Cause } from '@arena/contracts'
import { identityStreams, newId, type OtpChannel, type OtpPurpose } from '@arena/contracts'
import { IdentityError } from '../domain/errors'
import { randomOtp } from '../adapters/secrets'
import { deliver } from '../adapters/delivery/deliver'
import type { IdentityDeps } from '../adapters/deps'

/** Where a code goes: `+<calling code><number>` by SMS, or an email address. */
export interface OtpTarget {
  channel: OtpChannel
  address: string
}

/** What encrypted_otp carries: the challenge, bound to the address it was sent to. */
interface SealedChallenge {
  challengeId: string
  channel: OtpChannel
  address: string
}

const SEAL_PURPOSE = 'otp-challenge'

/**
 * Sends a fresh code and returns the spec's encrypted_otp. The per-address cool-down and hourly
 * limit are decided on the address's stream; the per-IP limit is kept in memory.
 */
export async function issueOtp(deps: IdentityDeps, target: OtpTarget, purpose: OtpPurpose, ip: string, cause: Cause): Promise<string> {
  const challengeId = await issueChallenge(deps, target, purpose, ip, cause)
  const sealed: SealedChallenge = { challengeId, channel: target.channel, address: target.address }
  return deps.sealer.seal(SEAL_PURPOSE, sealed)
}

/** Sends a fresh code and returns its challenge id, for callers that keep the challenge themselves (KYC phone step). */
export async function issueChallenge(deps: IdentityDeps, target: OtpTarget, purpose: OtpPurpose, ip: string, cause: Cause): Promise<string> {
  if (deps.limiters.otpPerIp.retryAfterSeconds(ip) > 0) throw new IdentityError('OTP_IP_LIMIT')
  const code = randomOtp()
  const salt = deps.otpHasher.newSalt()
  const challengeId = newId()
  const command = { type: 'IssueOtp' as const, challengeId, purpose, hash: deps.otpHasher.hash(code, salt), salt, ip, now: new Date(cause.at) }
  await deps.commands.otp.execute(identityStreams.otp(target.channel, target.address), command, cause)
  deps.limiters.otpPerIp.hit(ip)
  await deliver(deps, { channel: target.channel, address: target.address, code, purpose })
  return challengeId
}

/**
 * Checks a submitted code against the challenge in encrypted_otp and consumes it. A wrong code
 * is recorded before the refusal, so five wrong tries lock the challenge even across restarts.
 */
export async function verifyOtp(deps: IdentityDeps, target: OtpTarget, encryptedOtp: string | undefined, code: string, cause: Cause): Promise<void> {
  const sealed = encryptedOtp ? deps.sealer.unseal<SealedChallenge>(SEAL_PURPOSE, encryptedOtp) : undefined
  // A challenge sent to another address must not unlock this one.
  if (!sealed || sealed.channel !== target.channel || sealed.address !== target.address) throw new IdentityError('OTP_NOT_ISSUED')
  await verifyChallenge(deps, target, sealed.challengeId, code, cause)
}

/** Checks a code against a known challenge of the address and consumes it; wrong codes count as in verifyOtp. */
export async function verifyChallenge(deps: IdentityDeps, target: OtpTarget, challengeId: string, code: string, cause: Cause): Promise<void> {
  const command = {
    type: 'VerifyOtp' as const,
    challengeId,
    now: new Date(cause.at),
    matches: (challenge: { salt: string; hash: string }) => deps.otpHasher.matches(code, challenge.salt, challenge.hash),
  }
  const { events, state } = await deps.commands.otp.execute(identityStreams.otp(target.channel, target.address), command, cause)
  // A wrong code is recorded, not thrown by the decider, so its event is appended; the refusal comes after.
  if (!events.some(e => e.type === 'OtpVerified')) {
    throw new IdentityError('OTP_WRONG', { attemptsLeft: deps.limits.maxWrongAttempts - (state.challenges[challengeId]?.failures ?? 0) })
  }
}
