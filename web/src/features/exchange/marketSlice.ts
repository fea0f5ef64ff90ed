import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { realtimeActionType } from '../../app/realtime'
import { applyTrades, type ChartInterval } from './candles'
import { BOOK_LEVELS, TRADES_KEPT, type Kline, type MarketDepth, type MarketSnapshot, type MarketTicker, type MarketTrade, type PairSummary } from './types'

type Load = 'idle' | 'loading' | 'loaded' | 'failed'

export interface MarketState {
  symbol: string | null
  ticker: MarketTicker | null
  /** Null until the first depth arrives: the book is not drawn from guesses. */
  depth: MarketDepth | null
  /** Oldest first, at most 10. */
  trades: MarketTrade[]
  snapshot: { status: Load; error: string | null }
  chart: { interval: ChartInterval; status: Load; error: string | null; candles: Kline[]; lastTradeId: number }
  pairs: { status: Load; error: string | null; items: PairSummary[] }
}

const MAX_CANDLES = 1000

export const initialMarketState: MarketState = {
  symbol: null,
  ticker: null,
  depth: null,
  trades: [],
  snapshot: { status: 'idle', error: null },
  chart: { interval: '1m', status: 'idle', error: null, candles: [], lastTradeId: 0 },
  pairs: { status: 'idle', error: null, items: [] },
}

/** Pushes on topic `market:<SYMBOL>` (services/gateway realtime/marketMessages.ts). */
export const marketPushed = {
  ticker: realtimeActionType('ticker'),
  depth: realtimeActionType('depth'),
  trades: realtimeActionType('trades'),
} as const

type Pushed<T> = { type: string; payload?: T }
const forSymbol = (state: MarketState, payload: { symbol?: unknown } | undefined) =>
  state.symbol !== null && typeof payload === 'object' && payload !== null && payload.symbol === state.symbol

const topOf = (depth: MarketDepth): MarketDepth => ({ ...depth, bids: depth.bids.slice(0, BOOK_LEVELS), asks: depth.asks.slice(0, BOOK_LEVELS) })

function takeTrades(state: MarketState, trades: MarketTrade[]) {
  state.trades = trades.slice(-TRADES_KEPT)
  if (state.chart.status !== 'loaded') return
  const next = applyTrades(state.chart.candles, state.chart.interval, trades, state.chart.lastTradeId)
  state.chart.candles = next.candles.slice(-MAX_CANDLES)
  state.chart.lastTradeId = next.lastId
}

const lastIdOf = (trades: MarketTrade[]) => trades.reduce((max, trade) => Math.max(max, trade.id), 0)

const slice = createSlice({
  name: 'market',
  initialState: initialMarketState,
  reducers: {
    /** A screen shows `symbol`: what was kept for another symbol is dropped, the chart interval stays. */
    marketOpened: (state, action: PayloadAction<string>) => ({
      ...initialMarketState,
      symbol: action.payload,
      snapshot: { status: 'loading' as const, error: null },
      chart: { ...initialMarketState.chart, interval: state.chart.interval, status: 'loading' as const },
      pairs: state.pairs,
    }),
    marketClosed: state => ({ ...initialMarketState, chart: { ...initialMarketState.chart, interval: state.chart.interval }, pairs: state.pairs }),
    snapshotLoaded: (state, action: PayloadAction<MarketSnapshot>) => {
      const snapshot = action.payload
      if (snapshot.symbol !== state.symbol) return
      state.snapshot = { status: 'loaded', error: null }
      // A push may have come first; it is newer than the snapshot.
      if (snapshot.ticker && !state.ticker) state.ticker = snapshot.ticker
      if (snapshot.depth && !state.depth) state.depth = topOf(snapshot.depth)
      if (state.trades.length === 0) state.trades = snapshot.trades.slice(-TRADES_KEPT)
    },
    snapshotFailed: (state, action: PayloadAction<string>) => {
      state.snapshot = { status: 'failed', error: action.payload }
    },
    chartIntervalChosen: (state, action: PayloadAction<ChartInterval>) => {
      state.chart = { ...state.chart, interval: action.payload, status: 'loading', error: null }
    },
    klinesLoaded: (state, action: PayloadAction<{ symbol: string; interval: ChartInterval; candles: Kline[] }>) => {
      const { symbol, interval, candles } = action.payload
      if (symbol !== state.symbol || interval !== state.chart.interval) return
      // The candles already hold the trades seen so far; later ones are folded in as they come.
      state.chart = { interval, status: 'loaded', error: null, candles, lastTradeId: lastIdOf(state.trades) }
    },
    klinesFailed: (state, action: PayloadAction<string>) => {
      state.chart.status = 'failed'
      state.chart.error = action.payload
    },
    pairsRequested: state => {
      state.pairs.status = 'loading'
      state.pairs.error = null
    },
    pairsLoaded: (state, action: PayloadAction<PairSummary[]>) => {
      state.pairs = { status: 'loaded', error: null, items: action.payload }
    },
    pairsFailed: (state, action: PayloadAction<string>) => {
      state.pairs.status = 'failed'
      state.pairs.error = action.payload
    },
  },
  extraReducers: builder => {
    builder.addCase(marketPushed.ticker, (state, action: Pushed<MarketTicker>) => {
      if (forSymbol(state, action.payload)) state.ticker = action.payload!
    })
    builder.addCase(marketPushed.depth, (state, action: Pushed<MarketDepth>) => {
      const depth = action.payload
      if (forSymbol(state, depth) && Array.isArray(depth!.bids) && Array.isArray(depth!.asks)) state.depth = topOf(depth!)
    })
    builder.addCase(marketPushed.trades, (state, action: Pushed<{ symbol: string; trades: MarketTrade[] }>) => {
      const payload = action.payload
      if (forSymbol(state, payload) && Array.isArray(payload!.trades)) takeTrades(state, payload!.trades)
    })
  },
})

export const {
  marketOpened, marketClosed, snapshotLoaded, snapshotFailed, chartIntervalChosen, klinesLoaded, klinesFailed,
  pairsRequested, pairsLoaded, pairsFailed,
} = slice.actions
export const marketReducer = slice.reducer

type WithMarket = { market: MarketState }
export const selectMarket = (state: WithMarket) => state.market
export const selectTicker = (state: WithMarket) => state.market.ticker
export const selectDepth = (state: WithMarket) => state.market.depth
export const selectTrades = (state: WithMarket) => state.market.trades
export const selectChart = (state: WithMarket) => state.market.chart
export const selectPairs = (state: WithMarket) => state.market.pairs
/** The last trade's price, else the ticker's: what the order forms offer as the price. */
export const selectLastPrice = (state: WithMarket) => state.market.trades.at(-1)?.price ?? state.market.ticker?.lastPrice ?? null
