import {
  ContestEnded, OrderCancelled, OrderFilled, OrderPlaced, PlayerJoined, StopTriggered, streams, type RecordedEvent,
} from '@arena/contracts'
import type { ReplayMoment, ReplayPlayer, ReplayTimeline } from '@arena/domain'
import type { EventStore } from '@arena/eventstore'
import type { ContestState } from '../domain/state'
import type { AccountHistories } from '../ports'

/** How a viewer sees the other players: their names, or a pseudonym per seat. */
export type Naming = 'names' | 'pseudonyms'

/** A player's replay key: their seat, never their user id, so a timeline can be shown to anyone. */
export const playerKey = (seat: number): string => `p${seat}`
export const pseudonym = (seat: number): string => `Player ${seat}`

const at = (event: RecordedEvent): string => event.metadata.at

/**
 * A finished contest's timeline, from the events alone: its stream (joins, the end and its
 * prices) and each player's account history from matching (orders, fills, cancels, reached
 * stops), merged in the order the log committed them. Names are the seat holds' names, or pseudonyms.
 */
export async function contestTimeline(store: Pick<EventStore, 'readStream'>, accounts: AccountHistories, state: ContestState, names: ReadonlyMap<string, string>, naming: Naming): Promise<ReplayTimeline> {
  const terms = state.terms!
  const keyOf = new Map([...state.players.values()].map(p => [p.userId, playerKey(p.seat)]))
  const players: ReplayPlayer[] = [...state.players.values()]
    .sort((a, b) => a.seat - b.seat)
    .map(p => ({ key: playerKey(p.seat), name: naming === 'names' ? names.get(p.userId) || pseudonym(p.seat) : pseudonym(p.seat) }))
  const [contest, histories] = await Promise.all([store.readStream(streams.contest(state.contestId)), accounts(state.contestId, [...state.players.keys()])])
  const events = [...contest, ...histories.flat()].sort((a, b) => a.position - b.position)
  const moments: ReplayMoment[] = []
  for (const event of events) {
    const moment = momentOf(event, keyOf)
    if (moment) moments.push(moment)
  }
  return { virtualFund: terms.virtualFund, startAt: terms.startAt, endAt: terms.endAt, players, moments }
}

function momentOf(event: RecordedEvent, keyOf: ReadonlyMap<string, string>): ReplayMoment | undefined {
  if (ContestEnded.is(event)) return { kind: 'end', at: event.data.at, prices: event.data.finalPrices ?? {} }
  if (StopTriggered.is(event)) return { kind: 'price', at: at(event), symbol: event.data.symbol, price: event.data.lastPrice }
  if (!PlayerJoined.is(event) && !OrderPlaced.is(event) && !OrderFilled.is(event) && !OrderCancelled.is(event)) return undefined
  const player = keyOf.get(event.data.userId)
  if (!player) return undefined
  if (PlayerJoined.is(event)) return { kind: 'join', at: at(event), player }
  const { orderId, symbol } = event.data
  if (OrderPlaced.is(event)) {
    const { orderType: side, price, amount } = event.data
    return { kind: 'order', at: at(event), player, orderId, symbol, side, price, amount }
  }
  if (OrderFilled.is(event)) {
    const { orderType: side, price, amount, total } = event.data
    return { kind: 'fill', at: at(event), player, orderId, symbol, side, price, amount, total }
  }
  return { kind: 'cancel', at: at(event), player, orderId, symbol, reason: event.data.reason }
}
