import type { BankEvent, ClaimEvent, KycEvent, OtpEvent, UserEvent } from '@arena/contracts'
import type { Decider } from '@arena/domain'
import { decideBank, evolveBank, initialBank, type BankCommand, type BankState } from './bank'
import { decideClaim, evolveClaim, initialClaim, type ClaimCommand, type ClaimState } from './claim'
import { decideKyc, type KycCommand } from './decideKyc'
import { decideIssue, decideVerify, type IssueOtp, type VerifyOtp } from './decideOtp'
import { decideUser, type UserCommand } from './decideUser'
import { evolveKyc, initialKyc, type KycState } from './kyc'
import { evolveOtp, initialOtp, type OtpLimits, type OtpState } from './otp'
import { evolveUser, initialUser, type UserState } from './user'

/** A user's account: profile, password, roles, sessions. */
export const userDecider: Decider<UserCommand, UserEvent, UserState> = { decide: decideUser, evolve: evolveUser, initialState: () => initialUser }

/** One unique value (username, mobile, email, referral code) and who holds it. */
export const claimDecider: Decider<ClaimCommand, ClaimEvent, ClaimState> = { decide: decideClaim, evolve: evolveClaim, initialState: () => initialClaim }

/** A player's KYC documents and their review. */
export const kycDecider: Decider<KycCommand, KycEvent, KycState> = { decide: decideKyc, evolve: evolveKyc, initialState: () => initialKyc }

/** A player's bank accounts and UPI ids. */
export const bankDecider: Decider<BankCommand, BankEvent, BankState> = { decide: decideBank, evolve: evolveBank, initialState: () => initialBank }

export type OtpCommand = ({ type: 'IssueOtp' } & IssueOtp) | ({ type: 'VerifyOtp' } & VerifyOtp)

/** One address's codes under the operator's limits: sends, wrong tries, verification. */
export const otpDecider = (limits: OtpLimits): Decider<OtpCommand, OtpEvent, OtpState> => ({
  decide: (command, state) => (command.type === 'IssueOtp' ? decideIssue(command, state, limits) : decideVerify(command, state, limits).events),
  evolve: evolveOtp,
  initialState: () => initialOtp,
})
