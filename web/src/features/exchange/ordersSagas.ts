import type { OrderDto, OrderType } from '@arena/contracts'
import { Decimal, isDecimalString, messages, ORDER_FIELDS, ORDER_SCALE, orderKindMessages, orderTotal, stopLimitRefusal, validateOrderForm, type OrderSide } from '@arena/domain'
import type { PayloadAction } from '@reduxjs/toolkit'
import { all, call, fork, put, select, takeEvery } from 'redux-saga/effects'
import { asApiError } from '../../app/api'
import { deps } from '../../app/sagaDeps'
import { toastShown } from '../toast/slice'
import { cancelOrder, fetchOrders, placeOrder, type OrderBody } from './api'
import { selectLastPrice, selectMarket, type MarketState } from './marketSlice'
import { orderAccepted, orderFormRefused, orderSending, orderSubmitted, selectOrderForm, type OrderFormState } from './orderFormSlice'
import { orderCancelRequested, orderCancelSettled, orderChanged, ordersFailed, ordersLoaded, selectOrders, type OrdersState } from './ordersSlice'

const orderTypeOf = (side: OrderSide): OrderType => (side === 'buy' ? 'Buy' : 'Sell')

const text = (value: string | undefined) => value ?? ''

/**
 * What the form may send, checked with the shared rules first so the client and the server say
 * the same for the same input. A market order is checked at the last price (the server fills
 * it at its own last price); a stop-loss's total is an estimate at its stop.
 */
export function checkOrder(side: OrderSide, form: OrderFormState[OrderSide], lastPrice: string | null): { errors: Record<string, string>; price: string } {
  const keys = ORDER_FIELDS[side]
  const kind = form.kind
  const price = kind === 'market' ? text(lastPrice ?? undefined) : kind === 'stopLoss' ? form.stopLoss : form.price
  const total = kind === 'limit' || kind === 'stopLimit' ? form.total : isDecimalString(price, ORDER_SCALE) && isDecimalString(form.amount, ORDER_SCALE) ? orderTotal(price, form.amount) : ''
  const errors = validateOrderForm({ side, price, amount: form.amount, total }) as Record<string, string>
  if (kind === 'market' && lastPrice === null) errors[keys.price] = orderKindMessages.marketNeedsPrice
  if (kind === 'stopLoss' || kind === 'stopLimit') {
    const stop = form.stopLoss
    if (stop === '') errors.stopLoss = orderKindMessages.stopRequired
    else if (!isDecimalString(stop, ORDER_SCALE) || !new Decimal(stop).greaterThan(0)) errors.stopLoss = messages.priceInvalid
    // A stop-loss has no price of its own: the stop's error says it all.
    if (kind === 'stopLoss') delete errors[keys.price]
    const refusal = kind === 'stopLimit' && !errors.stopLoss && !errors[keys.price] ? stopLimitRefusal(form.price, stop) : undefined
    if (refusal) errors[keys.price] = refusal
  }
  if (kind !== 'limit' && kind !== 'stopLimit') delete errors[keys.total]
  return { errors, price }
}

function* submit(contestId: string, action: PayloadAction<OrderSide>) {
  const { api } = yield* deps()
  const side = action.payload
  const form: OrderFormState[OrderSide] = ((yield select(selectOrderForm)) as OrderFormState)[side]
  if (form.submitting) return
  const lastPrice = (yield select(selectLastPrice)) as string | null
  const { errors, price } = checkOrder(side, form, lastPrice)
  if (Object.keys(errors).length > 0) {
    yield put(orderFormRefused({ side, errors }))
    return
  }
  const { symbol }: MarketState = yield select(selectMarket)
  if (!symbol) return
  const body: OrderBody = { contest_id: contestId, symbol, orderType: orderTypeOf(side), price, amount: form.amount, kind: form.kind }
  if (form.kind === 'stopLoss' || form.kind === 'stopLimit') body.stopLoss = form.stopLoss
  yield put(orderSending(side))
  try {
    const answer: { message?: string; data?: OrderDto } = yield call(placeOrder, api, body)
    yield put(orderAccepted(side))
    if (answer.data) yield put(orderChanged(answer.data))
    yield put(toastShown({ kind: 'success', text: answer.message ?? 'Order placed' }))
  } catch (error) {
    const refusal = asApiError(error)
    yield put(orderFormRefused({ side, errors: refusal.errors }))
    yield put(toastShown({ kind: 'error', text: refusal.message }))
  }
}

function* cancel(action: PayloadAction<{ _id: string; orderType: OrderType }>) {
  const { api } = yield* deps()
  const { _id } = action.payload
  try {
    const answer: { message?: string; data?: OrderDto } = yield call(cancelOrder, api, action.payload)
    const known = ((yield select(selectOrders)) as OrdersState).open.find(order => order._id === _id)
    const changed = answer.data ?? (known ? { ...known, status: 'cancelled' as const } : undefined)
    if (changed) yield put(orderChanged(changed))
    yield put(toastShown({ kind: 'success', text: answer.message ?? 'Order cancelled' }))
  } catch (error) {
    yield put(toastShown({ kind: 'error', text: asApiError(error).message }))
  } finally {
    yield put(orderCancelSettled(_id))
  }
}

/** Open Orders and Order History; pushes keep them current afterwards. */
function* loadOrders(contestId: string) {
  const { api } = yield* deps()
  try {
    const [open, history]: { data: OrderDto[] }[] = yield all([call(fetchOrders, api, contestId, 'pending'), call(fetchOrders, api, contestId, 'history')])
    yield put(ordersLoaded({ open: open!.data, history: history!.data }))
  } catch (error) {
    yield put(ordersFailed(asApiError(error).message))
  }
}

export function* orderSaga(contestId: string) {
  yield fork(loadOrders, contestId)
  yield takeEvery(orderSubmitted.type, submit, contestId)
  yield takeEvery(orderCancelRequested.type, cancel)
}
