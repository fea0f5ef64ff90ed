import type { LoginRecordedData, PlayerDeclaredData, UserEvent } from '@arena/contracts'

export type Gender = 'Male' | 'Female' | 'Eunuch'

/** A user as the deciders and the read model see it: a fold of the `user-<id>` stream. */
export interface UserState {
  exists: boolean
  id: string
  name: string
  countryCode: string
  mobile: string | null
  email: string | null
  mobileVerified: boolean
  emailVerified: boolean
  referralCode: string
  referredBy: string | null
  fname: string
  lname: string
  dob: string
  gender: Gender | ''
  profileImage: string | null
  passwordHash: string | null
  pendingReset: { tokenHash: string; expiresAt: string } | null
  blocked: boolean
  deletedAt: string | null
  roles: ReadonlySet<'player' | 'admin'>
  registeredAt: string
  lastLogin: LoginRecordedData | null
  /** Birth date and state the player declared before their first paid contest; given once. */
  declaration: PlayerDeclaredData | null
  /** Open sessions by id, with their expiry: a token is honoured only while its session is here. */
  sessions: ReadonlyMap<string, string>
  /** When each open session started (a break ends those open when it began). */
  sessionStarts: ReadonlyMap<string, string>
}

export const initialUser: UserState = {
  exists: false,
  id: '',
  name: '',
  countryCode: '',
  mobile: null,
  email: null,
  mobileVerified: false,
  emailVerified: false,
  referralCode: '',
  referredBy: null,
  fname: '',
  lname: '',
  dob: '',
  gender: '',
  profileImage: null,
  passwordHash: null,
  pendingReset: null,
  blocked: false,
  deletedAt: null,
  roles: new Set(['player']),
  registeredAt: '',
  lastLogin: null,
  declaration: null,
  sessions: new Map(),
  sessionStarts: new Map(),
}

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const d = event.data
      // The sign-up address was proven by the OTP that completed the registration.
      return {
        ...state, exists: true, id: d.userId, name: d.name, countryCode: d.countryCode, mobile: d.mobile, email: d.email,
        mobileVerified: d.mobile !== null, emailVerified: d.email !== null, referralCode: d.referralCode,
        referredBy: d.referredBy, registeredAt: d.at,
      }
    }
    case 'LoginRecorded':
      return { ...state, lastLogin: event.data }
    case 'ProfileImageChanged':
      return { ...state, profileImage: event.data.file }
    case 'ProfileImageRemoved':
      return { ...state, profileImage: null }
    case 'PersonalDataChanged': {
      const { mobile, email, ...rest } = event.data
      const next: UserState = { ...state, ...rest }
      if (mobile !== undefined && mobile !== state.mobile) Object.assign(next, { mobile, mobileVerified: false })
      if (email !== undefined && email !== state.email) Object.assign(next, { email, emailVerified: false })
      return next
    }
    case 'PasswordSet':
      return { ...state, passwordHash: event.data.hash, pendingReset: null }
    case 'PasswordResetRequested':
      return { ...state, pendingReset: event.data }
    case 'EmailVerified':
      return event.data.email === state.email ? { ...state, emailVerified: true } : state
    case 'SessionStarted': {
      // Sessions whose token has expired by now can never be used again: drop them so the map stays small.
      const open = new Map([...state.sessions].filter(([, expiresAt]) => expiresAt > event.data.startedAt))
      open.set(event.data.sessionId, event.data.expiresAt)
      const starts = new Map([...state.sessionStarts].filter(([id]) => open.has(id)))
      starts.set(event.data.sessionId, event.data.startedAt)
      return { ...state, sessions: open, sessionStarts: starts }
    }
    case 'SessionEnded': {
      const open = new Map(state.sessions)
      open.delete(event.data.sessionId)
      return { ...state, sessions: open }
    }
    // Blocking, deleting and a role change end every session: tokens issued before carry the old
    // standing (or role claim), so the user must sign in again.
    case 'UserBlocked':
      return { ...state, blocked: true, sessions: new Map() }
    case 'UserUnblocked':
      return { ...state, blocked: false }
    case 'AccountDeleted':
      return { ...state, deletedAt: event.data.deletedAt, sessions: new Map() }
    case 'AccountRestored':
      return { ...state, deletedAt: null }
    case 'RoleGranted':
      return { ...state, roles: new Set([...state.roles, event.data.role]), sessions: new Map() }
    case 'MobileVerified':
      return { ...state, countryCode: event.data.countryCode, mobile: event.data.mobile, mobileVerified: true }
    case 'PlayerDeclared':
      return { ...state, declaration: event.data }
    default: {
      const never: never = event
      throw new Error(`unknown user event ${JSON.stringify(never)}`)
    }
  }
}

export const isAdmin = (user: UserState): boolean => user.roles.has('admin')

/** Blocked and deleted users are refused everywhere, including with a token issued earlier. */
export const isLockedOut = (user: UserState): boolean => user.blocked || user.deletedAt !== null
