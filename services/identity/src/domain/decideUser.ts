import { calendarDateAt, isAdult, parseCalendarDate } from '@arena/domain'
import type { LoginRecordedData, PersonalDataChangedData, SessionStartedData, UserEvent, UserRegisteredData } from '@arena/contracts'
import { refuse } from './errors'
import type { UserState } from './user'

/** How long a soft-deleted account can still be restored. */
export const RESTORE_WINDOW_MONTHS = 6

export type UserCommand =
  /** `login` is the first login when a person signed up; null when an operator script registers someone. */
  | { type: 'RegisterUser'; data: UserRegisteredData; login: LoginRecordedData | null }
  | { type: 'RecordLogin'; data: LoginRecordedData }
  /** A login's session; `login` is null when registration already recorded the login. */
  | { type: 'StartSession'; session: SessionStartedData; login: LoginRecordedData | null }
  | { type: 'EndSession'; sessionId: string }
  /** "Log out of all devices": ends every open session, the caller's own included. */
  | { type: 'EndAllSessions' }
  /** A break began at `before`: ends the sessions open then, never one started after (a redelivery must not end those). */
  | { type: 'EndSessionsStartedBefore'; before: string }
  | { type: 'ChangeProfileImage'; file: string }
  | { type: 'RemoveProfileImage' }
  | { type: 'ChangePersonalData'; data: PersonalDataChangedData; now: Date }
  | { type: 'SetPassword'; hash: string }
  | { type: 'RequestPasswordReset'; tokenHash: string; expiresAt: string }
  | { type: 'ResetPassword'; tokenHash: string; hash: string; now: Date }
  | { type: 'VerifyEmail'; email: string }
  | { type: 'BlockUser'; by: string }
  | { type: 'UnblockUser'; by: string }
  | { type: 'DeleteAccount'; now: Date }
  | { type: 'RestoreAccount'; by: string; now: Date }
  | { type: 'GrantRole'; role: 'player' | 'admin' }
  /** The caller proved this number with an OTP (the KYC phone step); its claim is already taken. */
  | { type: 'VerifyMobile'; countryCode: string; mobile: string }
  /** The caller proved this email with an OTP sent to it; its claim is already taken. */
  | { type: 'ProveEmail'; email: string }
  /** The once-only declaration before a first paid contest; `state` is checked against the state list by the caller. */
  | { type: 'DeclarePlayer'; dob: string; state: string; now: Date }

/**
 * Commands that may apply to a locked-out user; every other one needs an active account. Ending
 * a session is always allowed: logging out must work whatever happened to the account.
 */
const ADMIN_COMMANDS = new Set<UserCommand['type']>(['BlockUser', 'UnblockUser', 'RestoreAccount', 'GrantRole', 'EndSession', 'EndAllSessions', 'EndSessionsStartedBefore'])

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'RegisterUser') {
    if (state.exists) refuse('ALREADY_REGISTERED')
    const registered: UserEvent = { type: 'UserRegistered', data: command.data }
    return command.login ? [registered, { type: 'LoginRecorded', data: command.login }] : [registered]
  }
  if (!state.exists) return refuse('USER_NOT_FOUND')
  if (!ADMIN_COMMANDS.has(command.type)) {
    if (state.deletedAt !== null) refuse('ACCOUNT_DELETED')
    if (state.blocked) refuse('ACCOUNT_BLOCKED')
  }
  switch (command.type) {
    case 'RecordLogin':
      return [{ type: 'LoginRecorded', data: command.data }]
    case 'StartSession': {
      const started: UserEvent = { type: 'SessionStarted', data: command.session }
      return command.login ? [{ type: 'LoginRecorded', data: command.login }, started] : [started]
    }
    case 'EndSession':
      return state.sessions.has(command.sessionId) ? [{ type: 'SessionEnded', data: { sessionId: command.sessionId, reason: 'logout' } }] : []
    case 'EndAllSessions':
      return [...state.sessions.keys()].map(sessionId => ({ type: 'SessionEnded', data: { sessionId, reason: 'all-devices' } }))
    case 'EndSessionsStartedBefore':
      return [...state.sessions.keys()]
        .filter(sessionId => Date.parse(state.sessionStarts.get(sessionId) ?? '') <= Date.parse(command.before) || !state.sessionStarts.has(sessionId))
        .map(sessionId => ({ type: 'SessionEnded', data: { sessionId, reason: 'break' } }))
    case 'ChangeProfileImage':
      return [{ type: 'ProfileImageChanged', data: { file: command.file } }]
    case 'RemoveProfileImage':
      return state.profileImage === null ? [] : [{ type: 'ProfileImageRemoved', data: {} }]
    case 'ChangePersonalData':
      return decidePersonalData(command.data, command.now, state)
    case 'SetPassword':
      return [{ type: 'PasswordSet', data: { hash: command.hash } }]
    case 'RequestPasswordReset':
      return [{ type: 'PasswordResetRequested', data: { tokenHash: command.tokenHash, expiresAt: command.expiresAt } }]
    case 'ResetPassword': {
      const pending = state.pendingReset
      const valid = pending !== null && pending.tokenHash === command.tokenHash && new Date(pending.expiresAt) > command.now
      if (!valid) refuse('RESET_TOKEN_INVALID')
      return [{ type: 'PasswordSet', data: { hash: command.hash } }]
    }
    case 'VerifyEmail':
      if (command.email !== state.email) refuse('EMAIL_CHANGED')
      return state.emailVerified ? [] : [{ type: 'EmailVerified', data: { email: command.email } }]
    case 'BlockUser':
      return state.blocked ? [] : [{ type: 'UserBlocked', data: { by: command.by } }]
    case 'UnblockUser':
      return state.blocked ? [{ type: 'UserUnblocked', data: { by: command.by } }] : []
    case 'DeleteAccount':
      return [{ type: 'AccountDeleted', data: { deletedAt: command.now.toISOString() } }]
    case 'RestoreAccount': {
      if (state.deletedAt === null) return refuse('NOT_DELETED')
      if (command.now > restoreDeadline(state.deletedAt)) refuse('RESTORE_WINDOW_PASSED')
      return [{ type: 'AccountRestored', data: { by: command.by } }]
    }
    case 'GrantRole':
      return state.roles.has(command.role) ? [] : [{ type: 'RoleGranted', data: { role: command.role } }]
    case 'ProveEmail': {
      // One append: the address never stands on the account unproven, even across a crash.
      const events: UserEvent[] = []
      if (state.email !== command.email) events.push({ type: 'PersonalDataChanged', data: { email: command.email } })
      if (state.email !== command.email || !state.emailVerified) events.push({ type: 'EmailVerified', data: { email: command.email } })
      return events
    }
    case 'VerifyMobile': {
      const same = state.mobileVerified && state.mobile === command.mobile && state.countryCode === command.countryCode
      return same ? [] : [{ type: 'MobileVerified', data: { countryCode: command.countryCode, mobile: command.mobile } }]
    }
    case 'DeclarePlayer': {
      // Asked once: a second answer could undo the first (a minor trying an older date).
      if (state.declaration) refuse('ALREADY_DECLARED')
      if (!parseCalendarDate(command.dob)) refuse('DOB_INVALID')
      if (!isAdult(command.dob, calendarDateAt(command.now))) refuse('UNDER_AGE')
      return [{ type: 'PlayerDeclared', data: { dob: command.dob, state: command.state, at: command.now.toISOString() } }]
    }
    default: {
      const never: never = command
      throw new Error(`unknown user command ${JSON.stringify(never)}`)
    }
  }
}

function decidePersonalData(data: PersonalDataChangedData, now: Date, state: UserState): UserEvent[] {
  if (data.dob !== undefined) {
    // Players must be adults; the rule applies wherever a birth date becomes known.
    if (!parseCalendarDate(data.dob)) refuse('DOB_INVALID')
    if (!isAdult(data.dob, calendarDateAt(now))) refuse('UNDER_AGE')
  }
  const changed = Object.fromEntries(
    Object.entries(data).filter(([key, value]) => value !== undefined && value !== state[key as keyof UserState]),
  ) as PersonalDataChangedData
  return Object.keys(changed).length === 0 ? [] : [{ type: 'PersonalDataChanged', data: changed }]
}

/** Calendar months, not 183 days: deleted on 31 Aug, restorable until the end of 28/29 Feb. */
export function restoreDeadline(deletedAt: string): Date {
  const deleted = new Date(deletedAt)
  const target = new Date(deleted)
  target.setUTCDate(1)
  target.setUTCMonth(target.getUTCMonth() + RESTORE_WINDOW_MONTHS)
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(deleted.getUTCDate(), lastDay))
  return target
}
