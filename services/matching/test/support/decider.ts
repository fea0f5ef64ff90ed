import type { AccountEvent, OrderType } from '@arena/contracts'
import { evolveAccount, foldAccount, type AccountState } from '../../src/domain/account'
import type { AccountCommand, ContestWindow } from '../../src/domain/commands'
import { decideAccount } from '../../src/domain/decide'
import { readKind, readOrderForm } from '../../src/domain/orderForm'

export const contestId = 'c0ffee00-0000-4000-8000-000000000001'
export const userId = 'player-1'
export const startAt = '2026-03-01T10:00:00.000Z'
export const endAt = '2026-03-01T12:00:00.000Z'
export const during = '2026-03-01T10:30:00.000Z'

export const contest = (overrides: Partial<ContestWindow> = {}): ContestWindow => ({
  startAt, endAt, pairs: ['BTCUSDT', 'ETHUSDT'], state: 'scheduled', ...overrides,
})

export const opened = (virtualFund = '10000'): AccountEvent => ({ type: 'AccountOpened', data: { contestId, userId, virtualFund } })

export interface PlaceInput {
  orderId: string
  orderType: OrderType
  price: unknown
  amount: unknown
  stopLoss?: unknown
  kind?: unknown
  symbol?: string
  lastPrice?: string
  at?: string
  window?: ContestWindow
}

/** A placement as the route builds it: the raw form read first (its errors are thrown here), then the command. */
export const place = (p: PlaceInput): AccountCommand => {
  const kind = readKind(p.kind, p.stopLoss ?? '')
  const form = readOrderForm(p.orderType, kind, p.price, p.amount, p.stopLoss ?? '', p.lastPrice)
  return {
    type: 'PlaceOrder', contestId, userId, orderId: p.orderId, symbol: p.symbol ?? 'BTCUSDT', orderType: p.orderType,
    kind, form, contest: p.window ?? contest(), lastPrice: p.lastPrice, at: p.at ?? during,
  }
}

export const trade = (orderId: string, id: number, price: string, at = during, window = contest()): AccountCommand => ({
  type: 'ApplyTrade', contestId, userId, orderId, trade: { id, price }, contest: window, at,
})

export const cancel = (orderId: string, at = during, window = contest()): AccountCommand => ({
  type: 'CancelOrder', contestId, userId, orderId, contest: window, at,
})

/** Given events, when a command: the events it decides and the state after them. */
export function when(given: readonly AccountEvent[], command: AccountCommand): { events: AccountEvent[]; state: AccountState } {
  const events = decideAccount(command, foldAccount(given))
  return { events, state: events.reduce(evolveAccount, foldAccount(given)) }
}

/** Runs commands one after another from `given`, keeping every event decided. */
export function run(given: readonly AccountEvent[], commands: readonly AccountCommand[]): AccountEvent[] {
  const history = [...given]
  for (const command of commands) history.push(...decideAccount(command, foldAccount(history)))
  return history
}

export const types = (events: readonly AccountEvent[]) => events.map(e => e.type)
