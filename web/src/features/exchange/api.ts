import type { AccountHoldingDto, ContestDto, LeaderboardRowDto, OrderDto, OrderType, PositionDto, PositionsDto } from '@arena/contracts'
import type { OrderKind } from '@arena/domain'
import type { ApiClient } from '../../app/api'
import type { ChartInterval } from './candles'
import type { Kline, MarketSnapshot, PairSummary } from './types'

const q = encodeURIComponent

// ---- Market (gateway, no token needed) ----

export const fetchSnapshot = (api: ApiClient, symbol: string) =>
  api.get<MarketSnapshot & { status: true }>(`market/snapshot?symbol=${q(symbol)}`)

export const fetchKlines = (api: ApiClient, symbol: string, interval: ChartInterval, limit: number) =>
  api.get<{ status: true; data: Kline[] }>(`market/klines?symbol=${q(symbol)}&interval=${interval}&limit=${limit}`)

export const fetchPairs = (api: ApiClient) => api.get<{ status: true; data: PairSummary[] }>('market/pairs')

// ---- Contest, account, orders, leaderboard (spec section 7) ----

export interface ContestAnswer {
  data: { item: ContestDto; pair: { _id: string; pairRealName: string }[] }
}

export const fetchContest = (api: ApiClient, contestId: string) => api.post<ContestAnswer>('contestByID-data', { _id: contestId })

export interface AccountData {
  allAccount: AccountHoldingDto[]
  total: string
  /** Sent by matching beside the spec's fields; absent from older servers. */
  virtualFund?: string
  per?: string
}

export const fetchAccount = (api: ApiClient, contestId: string) => api.post<{ data: AccountData }>('getAccount-data', { contestId })

/** `history` is the filled and the cancelled orders (with why). */
export const fetchOrders = (api: ApiClient, contestId: string, status: 'pending' | 'success' | 'cancelled' | 'history') =>
  api.get<{ data: OrderDto[] }>(`orders?contestId=${q(contestId)}&status=${status}`)

export const fetchLeaderboard = (api: ApiClient, contestId: string) =>
  api.post<{ data: LeaderboardRowDto[] }>('leaderboard-data', { contestId })

export interface OrderBody {
  contest_id: string
  symbol: string
  orderType: OrderType
  price: string
  amount: string
  stopLoss?: string
  /** Added beside the spec's fields: market, limit, stopLoss or stopLimit. */
  kind?: OrderKind
}

/** POST order-add: `{ status, message, data? }`; a refusal throws ApiError with field errors. */
export const placeOrder = (api: ApiClient, body: OrderBody) => api.post<{ message?: string; data?: OrderDto }>('order-add', body)

export const cancelOrder = (api: ApiClient, order: { _id: string; orderType: OrderType }) =>
  api.post<{ message?: string; data?: OrderDto }>('order-delete', order)

export type { PositionDto }
export type PositionsData = PositionsDto

/** Per symbol P&L, computed by matching from the player's fills (decimal strings). */
export const fetchPositions = (api: ApiClient, contestId: string) => api.get<{ data: PositionsData }>(`positions?contestId=${q(contestId)}`)

export interface SeriesPoint {
  at: string
  value: string
}

/** The player's portfolio value through the contest, computed by matching from fills and candles. */
export const fetchPortfolioSeries = (api: ApiClient, contestId: string) =>
  api.get<{ data: { interval: string; points: SeriesPoint[] } }>(`portfolio-series?contestId=${q(contestId)}`)
