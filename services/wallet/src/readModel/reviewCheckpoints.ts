import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { checkpointOf } from '@arena/service-kit'

/**
 * Names the fold and checkpoint encoding of the wallet's review views: payout holds, prize holds
 * and sponsor books (docs/adr/0035). Change it with their folds or a shape below.
 */
export const WALLET_REVIEWS_FOLD_VERSION = 'wallet-reviews-1'

const Str = Type.String()
const Plain = Type.Record(Str, Type.Unknown())

/** A view of one state per stream whose states are plain JSON (strings, booleans, nulls). */
export const StreamStatesCheckpoint = Type.Array(Type.Tuple([Str, Plain]))

const Pool = Type.Object({ name: Str, reserved: Str, paid: Str, reservedAt: Str, closed: Type.Boolean() })
/** Each sponsor's books with amounts as decimal strings, its pools by contest and its ledger rows as written. */
export const SponsorBooksCheckpoint = Type.Array(Type.Object({
  sponsorId: Str, name: Str, createdAt: Str, granted: Str, reserved: Str, paid: Str, returned: Str, available: Str,
  pools: Type.Array(Type.Tuple([Str, Pool])),
  ledger: Type.Array(Plain),
}))
export type SponsorBooksCheckpoint = Static<typeof SponsorBooksCheckpoint>

/** `json` as `schema` describes it; `name` says which view's checkpoint it is not. */
export const checked = <T extends TSchema>(schema: T, name: string, json: unknown): Static<T> => checkpointOf(schema, `${WALLET_REVIEWS_FOLD_VERSION} ${name}`, json)
