import { Type, type Static } from '@sinclair/typebox'
import { ContestTerms, RankedResult } from '@arena/contracts'
import { PersistentMap } from '@arena/domain'
import { checkpointOf } from '@arena/service-kit'
import type { ContestState } from '../domain/state'

/**
 * Names the contest read model's fold and its checkpoint's encoding. Change it with `evolve`,
 * `ContestsView.apply`, `SettledTotals` or the shape below: checkpoints under an older name are
 * never read again.
 */
export const CONTESTS_FOLD_VERSION = 'contests-2'

const Str = Type.String()
const Ticked = Type.Object({ cash: Type.Boolean(), winning: Type.Boolean(), reward: Type.Boolean() })
const Hold = Type.Object({ holdId: Str, userId: Str, name: Str, entryFee: Str, ticked: Ticked })
const Player = Type.Object({
  userId: Str, seat: Type.Integer(), entryFee: Str, feeSplit: Type.Object({ reward: Str, winning: Str, cash: Str }), playing: Type.Boolean(), refunded: Type.Boolean(),
})
const Phase = Type.Union([Type.Literal('none'), Type.Literal('upcoming'), Type.Literal('live'), Type.Literal('ended'), Type.Literal('settled'), Type.Literal('cancelled')])

/** A contest's decider state with its maps and sets as lists of entries; absent fields as null. */
const StateJSON = Type.Object({
  phase: Phase, contestId: Str, terms: Type.Union([ContestTerms, Type.Null()]), createdBy: Str, joinCode: Type.Union([Str, Type.Null()]),
  invited: Type.Array(Str), holds: Type.Array(Hold), players: Type.Array(Player), results: Type.Union([Type.Array(RankedResult), Type.Null()]),
  awarded: Type.Array(Str), evidenceHash: Type.Union([Str, Type.Null()]), sponsorPoolClosed: Type.Boolean(),
})

export const ContestsCheckpoint = Type.Object({
  contests: Type.Array(Type.Object({
    /** The stream's id: the state names it only once the contest was created. */
    contestId: Str,
    state: StateJSON,
    names: Type.Array(Type.Tuple([Str, Str])),
    heldAt: Type.Array(Type.Tuple([Str, Str])),
    createdAt: Str,
    /** Its results and names were let go: read from its stream (ContestRow.finished). */
    finished: Type.Boolean(),
  })),
  codes: Type.Array(Type.Tuple([Str, Str])),
  excludedStates: Type.Array(Str),
  /** The global leaderboard's sums per player (SettledTotals). */
  totals: Type.Array(Type.Tuple([Str, Type.Object({ fund: Str, value: Str, orders: Type.Integer({ minimum: 0 }), won: Str, name: Str })])),
})
export type ContestsCheckpoint = Static<typeof ContestsCheckpoint>
type StateJSON = Static<typeof StateJSON>

export const readCheckpoint = (json: unknown): ContestsCheckpoint => checkpointOf(ContestsCheckpoint, CONTESTS_FOLD_VERSION, json)

export function stateToJSON(state: ContestState): StateJSON {
  return {
    ...state, terms: state.terms ?? null, joinCode: state.joinCode ?? null, evidenceHash: state.evidenceHash ?? null, results: state.results ? [...state.results] : null,
    invited: [...state.invited], holds: [...state.holds.values()], players: [...state.players.values()], awarded: [...state.awarded],
  }
}

export function stateFromJSON(json: StateJSON): ContestState {
  return {
    ...json, terms: json.terms ?? undefined, joinCode: json.joinCode ?? undefined, evidenceHash: json.evidenceHash ?? undefined, results: json.results ?? undefined,
    invited: new Set(json.invited), holds: new Map(json.holds.map(h => [h.userId, h])), players: PersistentMap.of(json.players.map(p => [p.userId, p])), awarded: new Set(json.awarded),
  }
}
