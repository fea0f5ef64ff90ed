import { fold, toContestEvent, type ContestState } from '@arena/contest'
import { matchingEvents, streams, type AccountEvent, type RecordedEvent } from '@arena/contracts'
import type { EventStore } from '@arena/eventstore'
import { foldAccount, type AccountState } from '@arena/matching'
import { balancesDto, foldWallet, toWalletEvent } from '@arena/wallet'

/**
 * Reading the record straight from the event store, past every read model: what an auditor
 * (or a rebuilt service) would derive from the events alone.
 */
export const typesIn = async (store: EventStore, stream: string): Promise<string[]> => (await store.readStream(stream)).map(e => e.type)

export const countIn = async (store: EventStore, stream: string, type: string): Promise<number> => (await typesIn(store, stream)).filter(t => t === type).length

export async function contestFromEvents(store: EventStore, contestId: string): Promise<ContestState> {
  return fold((await store.readStream(streams.contest(contestId))).map(toContestEvent))
}

/** The three balances as the wallet stream alone says, in the wallet-balance call's shape. */
export async function walletFromEvents(store: EventStore, userId: string) {
  return balancesDto(foldWallet((await store.readStream(streams.wallet(userId))).map(toWalletEvent)).wallets)
}

const accountDefinitions = new Map<string, (typeof matchingEvents)[number]>(matchingEvents.map(d => [d.type, d]))
const toAccountEvent = (event: RecordedEvent) => ({ type: event.type, data: accountDefinitions.get(event.type)!.parse(event.data) }) as AccountEvent

export async function accountFromEvents(store: EventStore, contestId: string, userId: string): Promise<AccountState> {
  return foldAccount((await store.readStream(streams.account(contestId, userId))).map(toAccountEvent))
}

/** An account folded to figures: USDT and holdings (8 places), the counts, frozen or not. */
export function accountFigures(state: AccountState) {
  const holdings = Object.fromEntries([...state.holdings].filter(([, h]) => !h.quantity.isZero()).map(([symbol, h]) => [symbol, h.quantity.toFixed(8)]))
  return { usdt: state.usdt.toFixed(8), holdings, orderCount: state.orderCount, filledTrades: state.filledTrades, frozen: state.frozen }
}

/** Entry fee splits of a wallet stream, by contest. */
export async function feeSplits(store: EventStore, userId: string) {
  return (await store.readStream(streams.wallet(userId))).filter(e => e.type === 'EntryFeeDebited').map(e => (e.data as { split: unknown }).split)
}
