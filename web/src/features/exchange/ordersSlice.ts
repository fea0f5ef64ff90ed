import { exchangePushEvents, type ExchangeOrderPush, type OrderDto, type OrderType } from '@arena/contracts'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { realtimeActionType } from '../../app/realtime'
import { loggedOut } from '../session/slice'
import { contestClosed, contestOpened } from './slice'

type Load = 'idle' | 'loading' | 'loaded' | 'failed'

export interface OrdersState {
  contestId: string | null
  /** Pending orders, newest first (Open Orders). */
  open: OrderDto[]
  /** Filled and cancelled orders, newest first (Order History). */
  history: OrderDto[]
  status: Load
  error: string | null
  /** Ids whose cancel is on its way, so the button cannot be pressed twice. */
  cancelling: string[]
}

export const initialOrdersState: OrdersState = { contestId: null, open: [], history: [], status: 'idle', error: null, cancelling: [] }

/** The player's own order changes (per-user push). */
export const orderPushed = realtimeActionType(exchangePushEvents.order)

const without = (list: OrderDto[], id: string) => list.filter(order => order._id !== id)
/** When an order last changed: filled, cancelled or placed. */
const lastChange = (order: OrderDto) => order.filledAt ?? order.cancelledAt ?? order.date
const newestFirst = (list: OrderDto[]) => [...list].sort((a, b) => lastChange(b).localeCompare(lastChange(a)))

/** Puts an order where its status says it belongs; the same order seen twice stays once. */
function place(state: OrdersState, order: OrderDto) {
  state.open = without(state.open, order._id)
  state.history = without(state.history, order._id)
  if (order.status === 'pending') state.open = newestFirst([order, ...state.open])
  if (order.status !== 'pending') state.history = newestFirst([order, ...state.history])
}

const slice = createSlice({
  name: 'orders',
  initialState: initialOrdersState,
  reducers: {
    ordersLoaded: (state, action: PayloadAction<{ open: OrderDto[]; history: OrderDto[] }>) => {
      state.open = newestFirst(action.payload.open)
      state.history = newestFirst(action.payload.history)
      state.status = 'loaded'
      state.error = null
    },
    ordersFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed'
      state.error = action.payload
    },
    /** The server's answer to order-add or order-delete carries the order as it now is. */
    orderChanged: (state, action: PayloadAction<OrderDto>) => place(state, action.payload),
    orderCancelRequested: (state, action: PayloadAction<{ _id: string; orderType: OrderType }>) => {
      if (!state.cancelling.includes(action.payload._id)) state.cancelling.push(action.payload._id)
    },
    orderCancelSettled: (state, action: PayloadAction<string>) => {
      state.cancelling = state.cancelling.filter(id => id !== action.payload)
    },
  },
  extraReducers: builder => {
    builder.addCase(contestOpened, (_state, action) => ({ ...initialOrdersState, contestId: action.payload.contestId, status: 'loading' as const }))
    builder.addCase(contestClosed, () => initialOrdersState)
    builder.addCase(loggedOut, () => initialOrdersState)
    builder.addCase(orderPushed, (state, action: { type: string; payload?: Partial<ExchangeOrderPush> }) => {
      const order = action.payload?.order
      if (!order || typeof order._id !== 'string' || typeof order.date !== 'string') return
      // Pushes for the player's other contests arrive on the same socket.
      if (order.contest_id === state.contestId) place(state, order as OrderDto)
    })
  },
})

export const { ordersLoaded, ordersFailed, orderChanged, orderCancelRequested, orderCancelSettled } = slice.actions
export const ordersReducer = slice.reducer

type WithOrders = { exchangeOrders: OrdersState }
export const selectOrders = (state: WithOrders) => state.exchangeOrders

/** Orders the contest's end cancelled: the player is told, on the exchange and in Order History. */
export const selectCancelledAtEnd = (state: WithOrders) => state.exchangeOrders.history.filter(o => o.cancelReason === 'contestEnded' || o.cancelReason === 'contestCancelled')
