import type { FormEvent } from 'react'
import type { OrderSide } from '@arena/domain'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { Field } from '../../ui/Field'
import { assetsOf, figure } from './format'
import { errorKey, orderFieldChanged, orderSubmitted, selectOrderForm, type FormField } from './orderFormSlice'
import { selectAccount, selectAvailable } from './selectors'

/**
 * One side of the limit panel. Price x quantity = total, kept in step both ways by the slice;
 * errors come from the shared rules before sending and from the server after.
 */
export function OrderForm({ side, symbol, disabled = false }: { side: OrderSide; symbol: string; disabled?: boolean }) {
  const dispatch = useAppDispatch()
  const form = useAppSelector(selectOrderForm)[side]
  const { base, quote } = assetsOf(symbol)
  // A buy spends USDT; a sell spends the base asset, held under the pair's symbol.
  const held = useAppSelector(state => selectAvailable(state, side === 'buy' ? 'USDT' : symbol))
  const accountRead = useAppSelector(selectAccount).status === 'loaded'
  // Once the account is read, an asset it does not list is simply not held.
  const available = held ?? (accountRead ? '0' : null)
  const title = side === 'buy' ? `Buy ${base}` : `Sell ${base}`
  const field = (name: FormField) => ({
    value: form[name],
    error: form.errors[errorKey(side, name)],
    name: `${side}-${name}`,
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => dispatch(orderFieldChanged({ side, field: name, value: event.target.value })),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    dispatch(orderSubmitted(side))
  }
  return (
    <form className={`order-form order-form--${side}`} onSubmit={submit} noValidate aria-label={title}>
      <h3 className="order-form__title">{title}</h3>
      <p className="order-form__available">
        Available: <span>{available === null ? '—' : `${figure(available, side === 'buy' ? 3 : 0)} ${side === 'buy' ? quote : base}`}</span>
      </p>
      <Field label={`Price (${quote})`} {...field('price')} />
      <Field label={`Quantity (${base})`} {...field('amount')} />
      <Field label={`Total (${quote})`} {...field('total')} />
      {side === 'sell' && <Field label={`Stop Loss (${quote}, optional)`} {...field('stopLoss')} />}
      <button type="submit" className={`button order-form__submit order-form__submit--${side}`} disabled={disabled || form.submitting}>
        {form.submitting ? 'Sending…' : title}
      </button>
    </form>
  )
}

/** The Buy and Sell forms side by side (stacked on narrow screens). */
export function LimitPanel({ symbol, disabled = false }: { symbol: string; disabled?: boolean }) {
  return (
    <section className="limit-panel card" aria-labelledby="limit-title">
      <h2 id="limit-title" className="panel-title">Limit</h2>
      <div className="limit-panel__forms">
        <OrderForm side="buy" symbol={symbol} disabled={disabled} />
        <OrderForm side="sell" symbol={symbol} disabled={disabled} />
      </div>
    </section>
  )
}
