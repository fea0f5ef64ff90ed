import type { SponsorEvent } from '@arena/contracts'
import { Decimal, decideByType, Refusal, type Decider } from '@arena/domain'
import { limited, required, rupees } from './amounts'
import { WalletInputInvalid } from './errors'

/** One sponsored contest's prize pool on the sponsor's account. */
export interface PoolState {
  reserved: Decimal
  paid: Decimal
  /** Winners already paid from this pool: a prize is paid once per player. */
  paidTo: ReadonlySet<string>
  /** Returned (SponsorPoolReturned): nothing more is paid from it. */
  closed: boolean
}

export interface SponsorState {
  sponsorId: string
  name: string
  exists: boolean
  granted: Decimal
  /** What a new reservation may take. */
  available: Decimal
  pools: ReadonlyMap<string, PoolState>
  processed: ReadonlySet<string>
}

interface Base {
  commandId: string
  /** ISO-8601 instant. */
  at: string
  sponsorId: string
}

export type SponsorCommand =
  | (Base & { type: 'CreateSponsor'; name: string; by: string })
  | (Base & { type: 'GrantBudget'; amount: string; by: string; note?: string | null })
  | (Base & { type: 'ReservePool'; contestId: string; contestName: string; amount: string })
  | (Base & { type: 'PayPrize'; contestId: string; userId: string; rank: number; amount: string })
  | (Base & { type: 'ReturnPool'; contestId: string; reason: string })

export type SponsorRefusal = 'sponsorNotFound' | 'sponsorExists' | 'budgetTooSmall' | 'poolAlreadyReserved' | 'poolNotReserved' | 'poolClosed' | 'prizeAbovePool'

export const sponsorMessages = {
  nameRequired: 'Sponsor name is required',
  nameTooLong: 'Sponsor name must be at most 100 characters',
  sponsorNotFound: 'Sponsor not found',
  sponsorExists: 'Sponsor already exists',
  budgetTooSmall: (available: string) => `The sponsor's available budget (₹${available}) is less than the prize pool`,
  poolAlreadyReserved: 'This contest already has a sponsored prize pool',
  poolNotReserved: 'This contest has no prize pool from this sponsor',
  poolClosed: "This contest's sponsored prize pool is already closed",
  reservationReturned: 'The prize pool reserved for this request was given back to the sponsor; please add the contest again',
  prizeAbovePool: "The prize is more than is left of the contest's sponsored pool",
  created: 'Sponsor created',
  granted: 'Budget granted',
} as const

export class SponsorRefused extends Refusal<SponsorRefusal> {}

export const initialSponsor = (sponsorId = ''): SponsorState => ({
  sponsorId, name: '', exists: false, granted: new Decimal(0), available: new Decimal(0), pools: new Map(), processed: new Set(),
})

/**
 * How `evolveSponsor` gets a Map or Set to add to: a copy one event at a time (no state handed out
 * ever changes), the fold's own copy in `foldSponsor`, which copies once instead of per event (per
 * event, a sponsor's stream cost n² in its events and a pool n² in its winners).
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

const owned = (state: SponsorState): SponsorState => ({
  ...state,
  processed: new Set(state.processed),
  pools: new Map([...state.pools].map(([contestId, pool]) => [contestId, { ...pool, paidTo: new Set(pool.paidTo) }])),
})

const withPool = (c: Collections, state: SponsorState, contestId: string, change: (pool: PoolState) => PoolState): ReadonlyMap<string, PoolState> => {
  const pool = state.pools.get(contestId)
  return pool ? c.map(state.pools).set(contestId, change(pool)) : state.pools
}

export const evolveSponsor = (state: SponsorState, event: SponsorEvent): SponsorState => evolveWith(copying, state, event)

/** `events.reduce(evolveSponsor, state)` in linear time; `state` is left as it was. */
export function foldSponsor(state: SponsorState, events: readonly SponsorEvent[]): SponsorState {
  if (events.length <= 1) return events.reduce(evolveSponsor, state)
  let folded = owned(state)
  for (const event of events) folded = evolveWith(inPlace, folded, event)
  return folded
}

function evolveWith(c: Collections, state: SponsorState, event: SponsorEvent): SponsorState {
  const next = { ...state, processed: c.set(state.processed).add(event.data.commandId) }
  switch (event.type) {
    case 'SponsorCreated':
      return { ...next, sponsorId: event.data.sponsorId, name: event.data.name, exists: true }
    case 'SponsorBudgetGranted':
      return { ...next, granted: state.granted.plus(event.data.amount), available: state.available.plus(event.data.amount) }
    case 'SponsorPoolReserved': {
      const pool: PoolState = { reserved: new Decimal(event.data.amount), paid: new Decimal(0), paidTo: new Set(), closed: false }
      return { ...next, available: state.available.minus(event.data.amount), pools: c.map(state.pools).set(event.data.contestId, pool) }
    }
    case 'SponsorPrizePaid':
      return { ...next, pools: withPool(c, state, event.data.contestId, p => ({ ...p, paid: p.paid.plus(event.data.amount), paidTo: c.set(p.paidTo).add(event.data.userId) })) }
    case 'SponsorPoolReturned':
      return { ...next, available: state.available.plus(event.data.amount), pools: withPool(c, state, event.data.contestId, p => ({ ...p, closed: true })) }
    default: {
      const never: never = event
      throw new Error(`unknown sponsor event ${JSON.stringify(never)}`)
    }
  }
}

type Of<T extends SponsorCommand['type']> = Extract<SponsorCommand, { type: T }>

/** Decides a command on one sponsor's account; a command id seen before decides nothing. */
export function decideSponsor(command: SponsorCommand, state: SponsorState): SponsorEvent[] {
  if (state.processed.has(command.commandId)) {
    // A creation retried after its orphaned reservation was given back must not create a contest on a closed pool.
    if (command.type === 'ReservePool' && state.pools.get(command.contestId)?.closed) throw new SponsorRefused('poolClosed', sponsorMessages.reservationReturned)
    return []
  }
  if (command.type === 'CreateSponsor') return create(command, state)
  if (!state.exists) throw new SponsorRefused('sponsorNotFound', sponsorMessages.sponsorNotFound)
  return onAccount(command, state)
}

const onAccount = decideByType<Exclude<SponsorCommand, { type: 'CreateSponsor' }>, SponsorState, SponsorEvent>('sponsor', { GrantBudget: grant, ReservePool: reserve, PayPrize: pay, ReturnPool: giveBack })

function create(c: Of<'CreateSponsor'>, state: SponsorState): SponsorEvent[] {
  const name = required(c.name, 'name', sponsorMessages.nameRequired)
  if (name.length > 100) throw new WalletInputInvalid({ name: sponsorMessages.nameTooLong })
  if (state.exists) throw new SponsorRefused('sponsorExists', sponsorMessages.sponsorExists)
  return [{ type: 'SponsorCreated', data: { commandId: c.commandId, sponsorId: c.sponsorId, name, createdBy: c.by } }]
}

function grant(c: Of<'GrantBudget'>, state: SponsorState): SponsorEvent[] {
  const amount = rupees(c.amount, 'amount')
  const note = c.note == null || c.note.trim() === '' ? null : limited(c.note.trim(), 'note')
  return [{ type: 'SponsorBudgetGranted', data: { commandId: c.commandId, sponsorId: state.sponsorId, amount: amount.toFixed(2), grantedBy: c.by, note } }]
}

function reserve(c: Of<'ReservePool'>, state: SponsorState): SponsorEvent[] {
  const amount = rupees(c.amount, 'amount')
  if (state.pools.has(c.contestId)) throw new SponsorRefused('poolAlreadyReserved', sponsorMessages.poolAlreadyReserved)
  if (state.available.lessThan(amount)) throw new SponsorRefused('budgetTooSmall', sponsorMessages.budgetTooSmall(state.available.toFixed(2)))
  return [{ type: 'SponsorPoolReserved', data: { commandId: c.commandId, sponsorId: state.sponsorId, contestId: c.contestId, contestName: c.contestName, amount: amount.toFixed(2) } }]
}

function pay(c: Of<'PayPrize'>, state: SponsorState): SponsorEvent[] {
  const amount = rupees(c.amount, 'amount')
  const pool = state.pools.get(c.contestId)
  if (!pool) throw new SponsorRefused('poolNotReserved', sponsorMessages.poolNotReserved)
  if (pool.paidTo.has(c.userId)) return []
  if (pool.closed) throw new SponsorRefused('poolClosed', sponsorMessages.poolClosed)
  if (pool.paid.plus(amount).greaterThan(pool.reserved)) throw new SponsorRefused('prizeAbovePool', sponsorMessages.prizeAbovePool)
  const data = { commandId: c.commandId, sponsorId: state.sponsorId, contestId: c.contestId, userId: c.userId, rank: c.rank, amount: amount.toFixed(2) }
  return [{ type: 'SponsorPrizePaid', data }]
}

/** Closes the pool and gives back what no prize took; closing it again returns nothing more. */
function giveBack(c: Of<'ReturnPool'>, state: SponsorState): SponsorEvent[] {
  const pool = state.pools.get(c.contestId)
  if (!pool) throw new SponsorRefused('poolNotReserved', sponsorMessages.poolNotReserved)
  if (pool.closed) return []
  const amount = pool.reserved.minus(pool.paid).toFixed(2)
  return [{ type: 'SponsorPoolReturned', data: { commandId: c.commandId, sponsorId: state.sponsorId, contestId: c.contestId, amount, reason: limited(c.reason, 'reason') } }]
}

/** One sponsor's account. */
export const sponsorDecider: Decider<SponsorCommand, SponsorEvent, SponsorState> = {
  decide: decideSponsor,
  evolve: evolveSponsor,
  initialState: () => initialSponsor(),
  fold: foldSponsor,
}
