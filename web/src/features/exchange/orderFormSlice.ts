import { Decimal, isDecimalString, ORDER_FIELDS, ORDER_SCALE, orderQuantity, orderTotal, type OrderKind, type OrderSide } from '@arena/domain'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { marketOpened } from './marketSlice'

export type FormField = 'price' | 'amount' | 'total' | 'stopLoss'

export interface SideForm {
  /** How the order trades; stops are offered on the sell side only. */
  kind: OrderKind
  price: string
  amount: string
  total: string
  /** Stop-loss and stop-limit (sells): the order waits until the last price falls to this. */
  stopLoss: string
  /** Keyed as the server keys them: bprice, bamount, btotal / sprice, samount, total, and stopLoss. */
  errors: Record<string, string>
  submitting: boolean
}

export interface OrderFormState {
  buy: SideForm
  sell: SideForm
}

const emptySide: SideForm = { kind: 'limit', price: '', amount: '', total: '', stopLoss: '', errors: {}, submitting: false }
export const initialOrderFormState: OrderFormState = { buy: emptySide, sell: emptySide }

/** A positive number the total rule can work with (at most 8 places, as orders are kept). */
const usable = (value: string) => isDecimalString(value, ORDER_SCALE) && new Decimal(value).greaterThan(0)

/** The error key of a field on one side, as both the server and libs/domain name it. */
export const errorKey = (side: OrderSide, field: FormField): string => (field === 'stopLoss' ? 'stopLoss' : ORDER_FIELDS[side][field])

/**
 * Total = price x quantity, kept in step both ways: price or quantity typed recomputes the
 * total; a total typed recomputes the quantity it buys at the price (spec section 5, Orders).
 */
function recompute(form: SideForm, changed: FormField) {
  if (changed === 'total') {
    if (usable(form.price) && usable(form.total)) form.amount = orderQuantity(form.price, form.total)
    return
  }
  if (changed === 'price' || changed === 'amount') {
    if (usable(form.price) && usable(form.amount)) form.total = orderTotal(form.price, form.amount)
    else if (changed === 'amount' && form.amount === '') form.total = ''
  }
}

const slice = createSlice({
  name: 'orderForm',
  initialState: initialOrderFormState,
  reducers: {
    orderFieldChanged: (state, action: PayloadAction<{ side: OrderSide; field: FormField; value: string }>) => {
      const { side, field, value } = action.payload
      const form = state[side]
      form[field] = value.trim()
      delete form.errors[errorKey(side, field)]
      recompute(form, field)
      // The total follows the other two; its error goes stale with them.
      if (field !== 'stopLoss') delete form.errors[errorKey(side, 'total')]
    },
    /** Another order type: its errors go, the typed figures stay. */
    orderKindChosen: (state, action: PayloadAction<{ side: OrderSide; kind: OrderKind }>) => {
      const { side, kind } = action.payload
      if (side === 'buy' && (kind === 'stopLoss' || kind === 'stopLimit')) return
      state[side].kind = kind
      state[side].errors = {}
    },
    /** A price picked from the order book goes into both forms. */
    pricePicked: (state, action: PayloadAction<string>) => {
      for (const side of ['buy', 'sell'] as const) {
        state[side].price = action.payload
        delete state[side].errors[errorKey(side, 'price')]
        recompute(state[side], 'price')
      }
    },
    orderSubmitted: (state, action: PayloadAction<OrderSide>) => {
      state[action.payload].errors = {}
    },
    orderSending: (state, action: PayloadAction<OrderSide>) => {
      state[action.payload].submitting = true
    },
    orderFormRefused: (state, action: PayloadAction<{ side: OrderSide; errors: Record<string, string> }>) => {
      const form = state[action.payload.side]
      form.errors = action.payload.errors
      form.submitting = false
    },
    /** Placed: quantity and total clear for the next order; the price stays, as traders repeat it. */
    orderAccepted: (state, action: PayloadAction<OrderSide>) => {
      state[action.payload] = { ...emptySide, kind: state[action.payload].kind, price: state[action.payload].price }
    },
  },
  extraReducers: builder => {
    builder.addCase(marketOpened, () => initialOrderFormState)
  },
})

export const { orderFieldChanged, orderKindChosen, pricePicked, orderSubmitted, orderSending, orderFormRefused, orderAccepted } = slice.actions
export const orderFormReducer = slice.reducer
export const selectOrderForm = (state: { orderForm: OrderFormState }) => state.orderForm
