import type { FormEvent } from 'react'
import type { OrderSide } from '@arena/domain'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { Field } from '../../ui/Field'
import { assetsOf, figure } from './format'
import { selectLastPrice } from './marketSlice'
import { errorKey, orderFieldChanged, orderKindChosen, orderSubmitted, selectOrderForm, type FormField } from './orderFormSlice'
import { kindHelp, kindLabel, kindsOf } from './orderKinds'
import { selectAccount, selectAvailable } from './selectors'
import { Decimal, isDecimalString, ORDER_SCALE, orderTotal } from '@arena/domain'

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
  const lastPrice = useAppSelector(selectLastPrice)
  const kind = form.kind
  const helpId = `${side}-kind-help`
  const estimate = (price: string | null) =>
    price !== null && isDecimalString(price, ORDER_SCALE) && isDecimalString(form.amount, ORDER_SCALE) && new Decimal(form.amount).greaterThan(0)
      ? `${figure(orderTotal(price, form.amount))} ${quote}` : '—'
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
      <div role="radiogroup" aria-label={`${title} order type`} aria-describedby={helpId} className="order-form__kinds">
        {kindsOf(side).map(option => (
          <label key={option} className="ex-chip order-form__kind">
            <input type="radio" name={`${side}-kind`} value={option} checked={kind === option}
              onChange={() => dispatch(orderKindChosen({ side, kind: option }))} />
            {kindLabel[option]}
          </label>
        ))}
      </div>
      <p id={helpId} className="order-form__help">{kindHelp(side, kind)}</p>
      {form.errors.kind && <p className="field__error" role="alert">{form.errors.kind}</p>}
      {(kind === 'stopLoss' || kind === 'stopLimit') && <Field label={`Stop price (${quote})`} {...field('stopLoss')} />}
      {(kind === 'limit' || kind === 'stopLimit') && <Field label={kind === 'stopLimit' ? `Limit price (${quote})` : `Price (${quote})`} {...field('price')} />}
      {kind === 'market' && (
        <p className="order-form__market">
          Market price: <span>{lastPrice === null ? 'not known yet' : `${figure(lastPrice)} ${quote}`}</span>
          {form.errors[errorKey(side, 'price')] && <span className="field__error" role="alert"> {form.errors[errorKey(side, 'price')]}</span>}
        </p>
      )}
      <Field label={`Quantity (${base})`} {...field('amount')} />
      {(kind === 'limit' || kind === 'stopLimit') && <Field label={`Total (${quote})`} {...field('total')} />}
      {kind === 'market' && <p className="order-form__estimate">Estimated total: <span>{estimate(lastPrice)}</span></p>}
      {kind === 'stopLoss' && <p className="order-form__estimate">Estimated total at the stop: <span>{estimate(form.stopLoss || null)}</span></p>}
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
      <h2 id="limit-title" className="panel-title">Place an order</h2>
      <div className="limit-panel__forms">
        <OrderForm side="buy" symbol={symbol} disabled={disabled} />
        <OrderForm side="sell" symbol={symbol} disabled={disabled} />
      </div>
    </section>
  )
}
