import type { ContestTerms, Static, RankedResult } from '@arena/contracts'
import { PersistentMap } from '@arena/domain'
import type { ContestEvent } from './events'

/** upcoming -> live -> ended -> settled; cancelled from any phase before settled. */
export type Phase = 'none' | 'upcoming' | 'live' | 'ended' | 'settled' | 'cancelled'

export interface Ticked {
  cash: boolean
  winning: boolean
  reward: boolean
}
export interface FeeSplit {
  reward: string
  winning: string
  cash: string
}

/** A seat taken while the fee is being collected. */
export interface Hold {
  holdId: string
  userId: string
  name: string
  entryFee: string
  ticked: Ticked
}

export interface Player {
  userId: string
  seat: number
  entryFee: string
  feeSplit: FeeSplit
  playing: boolean
  refunded: boolean
}

export type Result = Static<typeof RankedResult>

export interface ContestState {
  phase: Phase
  contestId: string
  terms: ContestTerms | undefined
  /** Who created it: `admin:<id>` or, for a private contest a player created, the player's id. */
  createdBy: string
  /** Set on a private contest: only those who hold it may see or join the contest. */
  joinCode: string | undefined
  /** Players who redeemed a private contest's code (InviteCodeRedeemed). */
  invited: ReadonlySet<string>
  /** Pending holds by user id: at most one per user. */
  holds: ReadonlyMap<string, Hold>
  /** Every player who took a seat (a PersistentMap: a join does not copy the seats taken before it). */
  players: PersistentMap<Player>
  results: readonly Result[] | undefined
  awarded: ReadonlySet<string>
  /** The head hash of the sealed evidence bundle (ContestEvidenceSealed), once sealed. */
  evidenceHash: string | undefined
  /** A sponsored contest whose pool is closed on the sponsor's account (SponsorPoolClosed). */
  sponsorPoolClosed: boolean
}

export const initialState = (): ContestState => ({
  phase: 'none', contestId: '', terms: undefined, createdBy: '', joinCode: undefined, invited: new Set(), holds: new Map(), players: PersistentMap.empty(), results: undefined, awarded: new Set(), evidenceHash: undefined, sponsorPoolClosed: false,
})

/**
 * Who may see a contest: everyone for a public one; for a private one admins, its creator, its
 * players (and those paying for a seat) and those who redeemed its code.
 */
export function maySee(state: ContestState, userId: string | undefined, admin = false): boolean {
  if (state.joinCode === undefined || admin) return true
  if (userId === undefined) return false
  return state.createdBy === userId || state.invited.has(userId) || state.players.has(userId) || state.holds.has(userId)
}

/** Seats are counted with the pending holds, so a seat being paid for is never sold twice. */
export const seatsTaken = (state: ContestState): number => state.holds.size + state.players.size

/** A sponsored contest whose reservation is still open on the sponsor's account. */
export const sponsorPoolOpen = (state: ContestState): boolean => state.terms?.sponsorId !== undefined && !state.sponsorPoolClosed

export function holdById(state: ContestState, holdId: string): Hold | undefined {
  for (const hold of state.holds.values()) if (hold.holdId === holdId) return hold
  return undefined
}

/**
 * How `evolve` gets a Map or Set to add to. One event at a time it is a copy, so no state handed
 * out ever changes. A fold of many events copies each collection once and then changes it in place
 * (`fold`): copying per event made a contest's stream cost n² in its seats (20,000 seats took 17 s
 * to load). The players are a PersistentMap, which needs neither: a join sets its player without
 * copying the others (a copy of every seat, twice a join, led the edge's profile of a sign-up wave).
 */
interface Collections {
  map<K, V>(map: ReadonlyMap<K, V>): Map<K, V>
  set<T>(set: ReadonlySet<T>): Set<T>
}

const copying: Collections = { map: map => new Map(map), set: set => new Set(set) }

/** Only for collections the fold copied itself (`owned`): nobody else holds them. */
const inPlace: Collections = {
  map: <K, V>(map: ReadonlyMap<K, V>) => map as Map<K, V>,
  set: <T>(set: ReadonlySet<T>) => set as Set<T>,
}

const owned = (state: ContestState): ContestState =>
  ({ ...state, invited: new Set(state.invited), holds: new Map(state.holds), awarded: new Set(state.awarded) })

function withHolds(c: Collections, state: ContestState, change: (holds: Map<string, Hold>) => void): Map<string, Hold> {
  const holds = c.map(state.holds)
  change(holds)
  return holds
}

export const evolve = (state: ContestState, event: ContestEvent): ContestState => evolveWith(copying, state, event)

function evolveWith(c: Collections, state: ContestState, event: ContestEvent): ContestState {
  switch (event.type) {
    case 'ContestCreated': {
      const { contestId, createdBy, joinCode, ...terms } = event.data
      return { ...state, phase: 'upcoming', contestId, terms, createdBy, joinCode }
    }
    case 'ContestUpdated': {
      const { contestId: _id, updatedBy: _by, ...terms } = event.data
      return { ...state, terms }
    }
    case 'SeatHeld': {
      const { holdId, userId, name, entryFee, ticked } = event.data
      return { ...state, holds: withHolds(c, state, h => h.set(userId, { holdId, userId, name, entryFee, ticked })) }
    }
    case 'SeatReleased':
      return { ...state, holds: withHolds(c, state, h => h.delete(event.data.userId)) }
    case 'PlayerJoined': {
      const { userId, seat, entryFee, feeSplit } = event.data
      const players = state.players.set(userId, { userId, seat, entryFee, feeSplit, playing: false, refunded: false })
      return { ...state, holds: withHolds(c, state, h => h.delete(userId)), players }
    }
    case 'InviteCodeRedeemed':
      return { ...state, invited: c.set(state.invited).add(event.data.userId) }
    case 'PlayerStartedPlaying':
      return { ...state, players: state.players.update(event.data.userId, p => ({ ...p, playing: true })) }
    case 'ContestStarted':
      return { ...state, phase: 'live' }
    case 'ContestEnded':
      return { ...state, phase: 'ended' }
    case 'ContestCancelled':
      return { ...state, phase: 'cancelled' }
    case 'PlayerRefunded':
      return { ...state, players: state.players.update(event.data.userId, p => ({ ...p, refunded: true })) }
    case 'ContestSettled':
      return { ...state, phase: 'settled', results: event.data.results }
    case 'PrizeAwarded':
      return { ...state, awarded: c.set(state.awarded).add(event.data.userId) }
    case 'ContestEvidenceSealed':
      return { ...state, evidenceHash: event.data.lastHash }
    case 'SponsorPoolClosed':
      return { ...state, sponsorPoolClosed: true }
    default: {
      const never: never = event
      throw new Error(`unknown contest event ${JSON.stringify(never)}`)
    }
  }
}

/** `events.reduce(evolve, state)` in linear time: `state` is copied once, not once per event, and is left as it was. */
export function fold(events: readonly ContestEvent[], state: ContestState = initialState()): ContestState {
  if (events.length <= 1) return events.reduce(evolve, state)
  let folded = owned(state)
  for (const event of events) folded = evolveWith(inPlace, folded, event)
  return folded
}
