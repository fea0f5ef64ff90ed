import { Decimal } from '@arena/domain'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { figure } from './format'
import { selectLastPrice, selectMarket } from './marketSlice'
import { pricePicked } from './orderFormSlice'
import { BOOK_LEVELS, type Level } from './types'

function Side({ levels, kind, onPick }: { levels: Level[]; kind: 'bid' | 'ask'; onPick: (price: string) => void }) {
  const label = kind === 'bid' ? 'Bids' : 'Asks'
  return (
    <table className={`book__side book__side--${kind}`} aria-label={label}>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">Price</th>
          <th scope="col">Amount</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {levels.map(([price, qty]) => (
          <tr key={price}>
            <td>
              {/* A button, so a price can be taken into the forms from the keyboard too. */}
              <button type="button" className={`book__price ${kind === 'bid' ? 'up' : 'down'}`} onClick={() => onPick(figure(price))} aria-label={`Use price ${figure(price)}`}>
                {figure(price)}
              </button>
            </td>
            <td>{figure(qty, 0)}</td>
            <td>{figure(new Decimal(price).times(qty).toFixed(2))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * The top of the book: asks above (best nearest the middle), the last price, bids below. Drawn
 * only once a depth message has arrived (spec section 2); `levels` is 5 in the mobile view.
 */
export function OrderBook({ levels = BOOK_LEVELS }: { levels?: number }) {
  const dispatch = useAppDispatch()
  const { depth, snapshot } = useAppSelector(selectMarket)
  const last = useAppSelector(selectLastPrice)
  const pick = (price: string) => dispatch(pricePicked(price))
  return (
    <section className="book card" aria-labelledby="book-title">
      <h2 id="book-title" className="panel-title">Order Book</h2>
      <div className="book__head" aria-hidden="true">
        <span>Price</span>
        <span>Amount</span>
        <span>Total</span>
      </div>
      {!depth && (
        <p className={snapshot.status === 'failed' ? 'down' : 'muted'} role="status">
          {snapshot.status === 'failed' ? 'The order book is unavailable right now.' : 'Waiting for the order book…'}
        </p>
      )}
      {depth && (
        <div data-testid="order-book">
          <Side levels={depth.asks.slice(0, levels).reverse()} kind="ask" onPick={pick} />
          <p className="book__last" aria-label="Last price">{figure(last)}</p>
          <Side levels={depth.bids.slice(0, levels)} kind="bid" onPick={pick} />
        </div>
      )}
    </section>
  )
}
