import { Type, defineMessage, typesOf, type MessageOf, type Static } from './schema'

/**
 * Identity's events. Users live in `user-<id>` (see `streams.user`); uniqueness, OTP challenges,
 * subscribers and contact messages have their own stream categories below.
 */
export const identityStreams = {
  /** One stream per unique value (a username, a mobile, an email, a referral code); its holder wins. */
  claim: (kind: ClaimKind, value: string) => `claim-${kind}-${value.toLowerCase()}`,
  /** One stream per delivery address, so attempt counts and cool-downs survive restarts. */
  otp: (channel: OtpChannel, address: string) => `otp-${channel}-${address.toLowerCase()}`,
  subscriber: (email: string) => `subscriber-${email.toLowerCase()}`,
  contact: (messageId: string) => `contact-${messageId}`,
  /** One stream per websocket ticket: redeeming appends at expected version 0, so a ticket opens one socket. */
  socketTicket: (ticketId: string) => `socketticket-${ticketId}`,
} as const

export type ClaimKind = 'username' | 'mobile' | 'email' | 'referral'
export type OtpChannel = 'sms' | 'email'
/** What a code proves: a sign-up or sign-in, a new mobile or email of a signed-in user, or that user's consent to a password change. */
export type OtpPurpose = 'register' | 'login' | 'change-address' | 'change-password'
const NullableString = Type.Union([Type.String(), Type.Null()])
const Instant = Type.String({ description: 'ISO-8601 instant' })

/**
 * A new player. Wallet credits the registration bonus on it, and the referral bonus to
 * `referredBy` (a user id) when set. The address the user signed up with was proven by an OTP.
 */
export const UserRegistered = defineMessage('UserRegistered', Type.Object({
  userId: Type.String(),
  /** The username chosen at sign-up (the spec's `name`). */
  name: Type.String(),
  /** Calling code without '+', e.g. '91'. */
  countryCode: Type.String(),
  mobile: NullableString,
  email: NullableString,
  referralCode: Type.String(),
  referredBy: NullableString,
  at: Instant,
}))

/** One row of the dashboard's Login History table. */
export const LoginRecorded = defineMessage('LoginRecorded', Type.Object({
  ip: Type.String(),
  cityName: Type.String(),
  countryName: Type.String(),
  device: Type.String(),
  browser: Type.String(),
  os: Type.String(),
  date: Instant,
  /** The browser's own random id (header X-Device-Id), for fair-play checks; absent when it sent none. */
  deviceId: Type.Optional(Type.String()),
}))

/** `file` is the generated name under `<dataDir>/uploads/profile/`. */
export const ProfileImageChanged = defineMessage('ProfileImageChanged', Type.Object({ file: Type.String() }))
export const ProfileImageRemoved = defineMessage('ProfileImageRemoved', Type.Object({}))

/** Only the fields that changed are present. A new email or mobile is unverified until proven. */
export const PersonalDataChanged = defineMessage('PersonalDataChanged', Type.Object({
  fname: Type.Optional(Type.String()),
  lname: Type.Optional(Type.String()),
  /** YYYY-MM-DD. */
  dob: Type.Optional(Type.String()),
  gender: Type.Optional(Type.Union([Type.Literal('Male'), Type.Literal('Female'), Type.Literal('Eunuch')])),
  countryCode: Type.Optional(Type.String()),
  mobile: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
}))

/** `hash` is a self-describing scrypt hash; the password itself is never stored. */
export const PasswordSet = defineMessage('PasswordSet', Type.Object({ hash: Type.String() }))

/** Only a hash of the emailed reset token is kept, so the log cannot be used to reset. */
export const PasswordResetRequested = defineMessage('PasswordResetRequested', Type.Object({
  tokenHash: Type.String(),
  expiresAt: Instant,
}))

/** A mobile proven by an OTP after sign-up (the KYC phone step); it replaces the account's mobile. */
export const MobileVerified = defineMessage('MobileVerified', Type.Object({ countryCode: Type.String(), mobile: Type.String() }))
/**
 * What the player declared once, before their first paid contest (self-declared, not proven):
 * the contests' 18+ and residency rules read it, and a withdrawal is held for review when KYC
 * later says otherwise.
 */
export const PlayerDeclared = defineMessage('PlayerDeclared', Type.Object({
  /** YYYY-MM-DD. */
  dob: Type.String(),
  /** A name from INDIAN_STATES. */
  state: Type.String(),
  at: Instant,
}))
export const EmailVerified = defineMessage('EmailVerified', Type.Object({ email: Type.String() }))
export const UserBlocked = defineMessage('UserBlocked', Type.Object({ by: Type.String() }))
export const UserUnblocked = defineMessage('UserUnblocked', Type.Object({ by: Type.String() }))
/** Soft delete: the account can be restored by an admin for 6 months from `deletedAt`. */
export const AccountDeleted = defineMessage('AccountDeleted', Type.Object({ deletedAt: Instant }))
export const AccountRestored = defineMessage('AccountRestored', Type.Object({ by: Type.String() }))
export const RoleGranted = defineMessage('RoleGranted', Type.Object({ role: Type.Union([Type.Literal('player'), Type.Literal('admin')]) }))

/**
 * A signed-in session: every token it issues names `sessionId` (the `sid` claim) and is refused
 * once the session has ended. Started with each login; `expiresAt` is its token's expiry.
 */
export const SessionStarted = defineMessage('SessionStarted', Type.Object({
  sessionId: Type.String(),
  startedAt: Instant,
  expiresAt: Instant,
}))
/**
 * A session ended by its user: `logout` on this device, `all-devices` from "log out of all
 * devices". Blocking, deleting and a role change end every session without this event.
 */
export const SessionEnded = defineMessage('SessionEnded', Type.Object({
  sessionId: Type.String(),
  /** `break`: the user took a time-out or self-exclusion (the wallet's BreakTaken). */
  reason: Type.Union([Type.Literal('logout'), Type.Literal('all-devices'), Type.Literal('break')]),
}))

/** A websocket ticket spent; the stream's expected version 0 makes a second use fail on every edge. */
export const SocketTicketRedeemed = defineMessage('SocketTicketRedeemed', Type.Object({
  userId: Type.String(),
  sessionId: Type.String(),
  at: Instant,
}))

/** A claim stream's holder. Appended with the stream's expected version, so one claimer wins. */
export const ClaimTaken = defineMessage('ClaimTaken', Type.Object({ userId: Type.String() }))
/** Frees the value again, e.g. when a registration that took it could not finish. */
export const ClaimReleased = defineMessage('ClaimReleased', Type.Object({ userId: Type.String() }))

/** `hash` is HMAC-SHA256(server key, salt:code); the code itself is only ever sent, never stored. */
export const OtpIssued = defineMessage('OtpIssued', Type.Object({
  challengeId: Type.String(),
  purpose: Type.Union([Type.Literal('register'), Type.Literal('login'), Type.Literal('change-address'), Type.Literal('change-password')]),
  hash: Type.String(),
  salt: Type.String(),
  issuedAt: Instant,
  expiresAt: Instant,
  /** The requesting IP, kept for abuse investigations. */
  ip: Type.String(),
}))
export const OtpAttemptFailed = defineMessage('OtpAttemptFailed', Type.Object({ challengeId: Type.String(), at: Instant }))
export const OtpVerified = defineMessage('OtpVerified', Type.Object({ challengeId: Type.String(), at: Instant }))

export const SubscriberAdded = defineMessage('SubscriberAdded', Type.Object({
  name: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
}))

export const ContactMessageReceived = defineMessage('ContactMessageReceived', Type.Object({
  name: Type.String(),
  email: Type.String(),
  subject: Type.String(),
  message: Type.String(),
}))

export type UserRegisteredData = Static<typeof UserRegistered.schema>
export type LoginRecordedData = Static<typeof LoginRecorded.schema>
export type PersonalDataChangedData = Static<typeof PersonalDataChanged.schema>
export type OtpIssuedData = Static<typeof OtpIssued.schema>
export type PlayerDeclaredData = Static<typeof PlayerDeclared.schema>
export type SessionStartedData = Static<typeof SessionStarted.schema>

/** Every event of a `user-<id>` stream, as a discriminated union. */
export type UserEvent = MessageOf<(typeof userEvents)[number]>
export type ClaimEvent = MessageOf<(typeof claimEvents)[number]>
export type OtpEvent = MessageOf<(typeof otpEvents)[number]>

/** The contracts of each identity stream's events, for reading them back checked. */
export const userEvents = [
  UserRegistered, LoginRecorded, ProfileImageChanged, ProfileImageRemoved, PersonalDataChanged, PasswordSet, PasswordResetRequested,
  EmailVerified, UserBlocked, UserUnblocked, AccountDeleted, AccountRestored, RoleGranted, MobileVerified, PlayerDeclared,
  SessionStarted, SessionEnded,
] as const
export const claimEvents = [ClaimTaken, ClaimReleased] as const
export const otpEvents = [OtpIssued, OtpAttemptFailed, OtpVerified] as const
export const userEventTypes = typesOf(userEvents)

/**
 * The service name under which other services ask identity's worker what only its read models
 * know (`topics.commands('identity')`): a worker that keeps none of them asks instead.
 */
export const IDENTITY_SERVICE = 'identity'

/** Whether a winner's prize waits for review; the reply's data is a `FairPlayHoldAnswer`. */
export const AskFairPlayHold = defineMessage('AskFairPlayHold', Type.Object({ userId: Type.String({ minLength: 1 }) }))
/** The reason naming each fair-play flag on the account, or null when there is none. */
export const FairPlayHoldAnswer = defineMessage('FairPlayHoldAnswer', Type.Object({ reason: Type.Union([Type.String(), Type.Null()]) }))

const Str = Type.String()
const FlagKind = Type.Union([Type.Literal('device'), Type.Literal('bank'), Type.Literal('upi'), Type.Literal('pan'), Type.Literal('signupIp')])
/** One fair-play flag as identity's index holds it: the accounts without their names (the asker has them). */
export const FairPlayFlagRow = Type.Object({
  kind: FlagKind, value: Str, accounts: Type.Array(Type.Object({ userId: Str, at: Str })), firstAt: Str, lastAt: Str,
})

/** The admin page's fair-play flags, asked of identity's worker by an edge that keeps no index; the reply's data is a `FairPlayFlagsAnswer`. */
export const AskFairPlayFlags = defineMessage('AskFairPlayFlags', Type.Object({}))
/** The newest flags first, as many as one reply carries (`flags`), and how many there are in all (`total`). */
export const FairPlayFlagsAnswer = defineMessage('FairPlayFlagsAnswer', Type.Object({ flags: Type.Array(FairPlayFlagRow), total: Type.Integer({ minimum: 0 }) }))
