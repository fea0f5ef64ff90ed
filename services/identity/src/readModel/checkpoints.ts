import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { checkpointOf } from '@arena/service-kit'

/**
 * Names identity's read models' folds and their checkpoints' encoding (docs/adr/0035). Change it
 * with `evolveUser`, `evolveKyc`, `evolveBank`, a view's `apply` or a shape below: checkpoints
 * under an older name are never read again.
 */
export const IDENTITY_FOLD_VERSION = 'identity-2'

const Str = Type.String()
const Entries = <T extends TSchema>(value: T) => Type.Array(Type.Tuple([Str, value]))
/** A state the fold made of strings, booleans, nulls and plain objects: written as it is. */
const Plain = Type.Record(Str, Type.Unknown())

/** Users with their roles and sessions as lists. Lookups and image owners are worked out again from the users. */
export const UsersCheckpoint = Type.Object({
  users: Entries(Type.Object({ roles: Type.Array(Str), sessions: Entries(Str), sessionStarts: Entries(Str), state: Plain })),
})
export type UsersCheckpoint = Static<typeof UsersCheckpoint>

export const KycCheckpoint = Type.Object({
  kyc: Entries(Plain),
  bank: Entries(Plain),
  fileOwners: Entries(Str),
  bankOwners: Entries(Str),
})
export type KycCheckpoint = Static<typeof KycCheckpoint>

const Sighting = Type.Object({ kind: Type.Union([Type.Literal('device'), Type.Literal('bank'), Type.Literal('upi'), Type.Literal('pan')]), userId: Str, value: Str, at: Str, lastAt: Type.Optional(Str) })
/** Sightings by shared value and each user's values in the order seen, and sign-ups in the order they came; the per-IP index is worked out again. */
export const FairPlayCheckpoint = Type.Object({
  sightings: Entries(Type.Array(Sighting)),
  keysOf: Entries(Type.Array(Str)),
  signups: Type.Array(Type.Object({ userId: Str, ip: Str, at: Str })),
})
export type FairPlayCheckpoint = Static<typeof FairPlayCheckpoint>

/** `json` as `schema` describes it; `name` says which view's checkpoint it is not. */
export const checked = <T extends TSchema>(schema: T, name: string, json: unknown): Static<T> => checkpointOf(schema, `${IDENTITY_FOLD_VERSION} ${name}`, json)
