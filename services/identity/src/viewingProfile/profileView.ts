import { isAdmin, type UserState } from '../domain/user'

export const profileImageUrl = (file: string): string => `/api/profile-image/${file}`

/**
 * The Profile entity in the spec's field names. Wallet and KYC fields belong to other services
 * and arrive through `extras`; identity's own fields win if both name one.
 */
export function profileView(user: UserState, publicUrl: string, extras: Record<string, unknown> = {}) {
  return {
    ...extras,
    _id: user.id,
    id: user.id,
    name: user.name,
    fname: user.fname,
    lname: user.lname,
    dob: user.dob,
    gender: user.gender,
    email: user.email ?? '',
    mobile: user.mobile ?? '',
    countryCode: user.countryCode,
    profileImage: user.profileImage ? profileImageUrl(user.profileImage) : '',
    referralCode: user.referralCode,
    referralLink: `${publicUrl}/referral/${user.referralCode}`,
    // KYC statuses read pending/verify/reject; a mobile proven by OTP is verified.
    mobileVerifyStatus: user.mobile && user.mobileVerified ? 'verify' : 'pending',
    email_verified: user.email !== null && user.emailVerified,
    userBlock: user.blocked ? 'yes' : 'no',
    role: isAdmin(user) ? 'admin' : 'player',
    hasPassword: user.passwordHash !== null,
    createdAt: user.registeredAt,
  }
}
