import { isAdmin, type UserState } from '../domain/user'

/** One row of the admin user list. */
export function adminUserRow(user: UserState) {
  return {
    _id: user.id,
    name: user.name,
    countryCode: user.countryCode,
    mobile: user.mobile ?? '',
    email: user.email ?? '',
    role: isAdmin(user) ? 'admin' : 'player',
    userBlock: user.blocked ? 'yes' : 'no',
    deletedAt: user.deletedAt,
    referralCode: user.referralCode,
    referredBy: user.referredBy,
    createdAt: user.registeredAt,
    lastLogin: user.lastLogin?.date ?? null,
  }
}
