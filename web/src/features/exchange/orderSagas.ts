import type { OrderDto, OrderType } from '@arena/contracts'
import { validateOrderForm, type OrderSide } from '@arena/domain'
import type { PayloadAction } from '@reduxjs/toolkit'
import { all, call, fork, put, select, takeEvery } from 'redux-saga/effects'
import { asApiError } from '../../app/api'
import { deps } from '../../app/sagaDeps'
import { toastShown } from '../toast/slice'
import { cancelOrder, fetchOrders, placeOrder, type OrderBody } from './api'
import { selectMarket, type MarketState } from './marketSlice'
import { orderAccepted, orderFormRefused, orderSending, orderSubmitted, selectOrderForm, type OrderFormState } from './orderFormSlice'
import { orderCancelRequested, orderCancelSettled, orderChanged, ordersFailed, ordersLoaded, selectOrders, type OrdersState } from './ordersSlice'

const orderTypeOf = (side: OrderSide): OrderType => (side === 'buy' ? 'Buy' : 'Sell')

/** Checks with the shared rules first, so the client and the server say the same for the same input. */
function* submit(contestId: string, action: PayloadAction<OrderSide>) {
  const { api } = yield* deps()
  const side = action.payload
  const form: OrderFormState[OrderSide] = ((yield select(selectOrderForm)) as OrderFormState)[side]
  if (form.submitting) return
  const errors = validateOrderForm({ side, price: form.price, amount: form.amount, total: form.total }) as Record<string, string>
  if (Object.keys(errors).length > 0) {
    yield put(orderFormRefused({ side, errors }))
    return
  }
  const { symbol }: MarketState = yield select(selectMarket)
  if (!symbol) return
  const body: OrderBody = { contest_id: contestId, symbol, orderType: orderTypeOf(side), price: form.price, amount: form.amount }
  if (side === 'sell' && form.stopLoss !== '') body.stopLoss = form.stopLoss
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
    const [open, history]: { data: OrderDto[] }[] = yield all([call(fetchOrders, api, contestId, 'pending'), call(fetchOrders, api, contestId, 'success')])
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
