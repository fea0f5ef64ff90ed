import type { OrderDto } from '@arena/contracts'
import { Decimal } from '@arena/domain'
import type { ReactNode } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { Tabs } from '../../ui/Tabs'
import { dateTime, figure } from './format'
import { kindLabel, kindOfOrder, stateText } from './orderKinds'
import { orderCancelRequested, selectCancelledAtEnd, selectOrders } from './ordersSlice'
import { selectPerformance } from './performanceSlice'
import { PortfolioChart } from './PortfolioChart'
import { gainTone, selectAccount, selectFunds, selectHeaderFigures } from './selectors'

function Table({ label, head, rows, empty }: { label: string; head: string[]; rows: ReactNode[][]; empty: string }) {
  return (
    <div className="table-scroll">
      <table className="data-table" aria-label={label}>
        <thead>
          <tr>{head.map(h => <th key={h} scope="col">{h}</th>)}</tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={head.length} className="data-table__empty">{empty}</td>
            </tr>
          )}
          {rows.map((cells, i) => (
            <tr key={i}>{cells.map((cell, j) => <td key={j}>{cell}</td>)}</tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const typeCell = (order: OrderDto) => <span className={order.orderType === 'Buy' ? 'up' : 'down'}>{order.orderType}</span>

/** A stop-loss has no limit of its own: it sells at whatever the market pays once triggered. */
const limitCell = (order: OrderDto) => (kindOfOrder(order) === 'stopLoss' || kindOfOrder(order) === 'market' ? 'Market' : figure(order.price))

const stateCell = (order: OrderDto) => {
  const detail = order.state === 'triggered' && order.triggerPrice ? ` (stop reached at ${figure(order.triggerPrice)})` : ''
  const tone = order.state === 'filled' ? 'up' : order.state === 'cancelled' ? 'down' : ''
  return <span className={`order-state ${tone}`} data-state={order.state}>{stateText(order)}{detail}</span>
}

function OpenOrders() {
  const dispatch = useAppDispatch()
  const { open, cancelling } = useAppSelector(selectOrders)
  const rows = open.map(order => [
    dateTime(order.date), order.symbol, typeCell(order), kindLabel[kindOfOrder(order)], limitCell(order), figure(order.amount, 0),
    kindOfOrder(order) === 'stopLoss' ? '—' : figure(order.total),
    order.stopLoss ? figure(order.stopLoss) : '—', stateCell(order),
    <button key="cancel" type="button" className="link-button" disabled={cancelling.includes(order._id)}
      aria-label={`Cancel ${order.orderType} ${order.amount} ${order.symbol} at ${order.price}`}
      onClick={() => dispatch(orderCancelRequested({ _id: order._id, orderType: order.orderType }))}>
      {cancelling.includes(order._id) ? 'Cancelling…' : 'Cancel'}
    </button>,
  ])
  return <Table label="Open Orders" head={['Date', 'Pair', 'Side', 'Order type', 'Price', 'Amount', 'Total', 'Stop', 'State', 'Action']} rows={rows} empty="No open orders" />
}

function OrderHistory() {
  const { history } = useAppSelector(selectOrders)
  const rows = history.map(order => {
    const filled = order.state === 'filled' || order.status === 'success'
    return [
      dateTime(order.filledAt ?? order.cancelledAt ?? order.date), order.symbol, typeCell(order), kindLabel[kindOfOrder(order)],
      filled ? figure(order.executedPrice ?? order.price) : limitCell(order), figure(order.amount, 0),
      filled ? figure(order.executedTotal ?? order.total) : '—', stateCell(order),
    ]
  })
  return (
    <>
      <EndNotice />
      <Table label="Order History" head={['Date', 'Pair', 'Side', 'Order type', 'Price', 'Amount', 'Total', 'State']} rows={rows} empty="No filled or cancelled orders yet" />
    </>
  )
}

/** Open orders do not outlive the contest: the player is told which ones its end cancelled. */
export function EndNotice() {
  const cancelled = useAppSelector(selectCancelledAtEnd)
  if (cancelled.length === 0) return null
  const why = cancelled.some(o => o.cancelReason === 'contestCancelled') ? 'the contest was cancelled' : 'the contest ended'
  const n = cancelled.length
  return (
    <p className="end-notice" role="status">
      {n === 1 ? '1 open order was' : `${n} open orders were`} cancelled because {why}: open orders never carry past the end. Their funds were released before the final ranking.
    </p>
  )
}

function Funds() {
  const funds = useAppSelector(selectFunds)
  const rows = funds.map(row => [row.asset === 'USDT' ? 'USDT' : row.asset.slice(0, -4), figure(row.quantity, 0), figure(row.reserved, 0), figure(row.price), row.value])
  return <Table label="Funds" head={['Asset', 'Total', 'In Orders', 'Price (USDT)', 'Value (USDT)']} rows={rows} empty="No holdings" />
}

function Account() {
  const figures = useAppSelector(selectHeaderFigures)
  const { open, history } = useAppSelector(selectOrders)
  return (
    <>
      <dl className="account-figures">
        <div><dt>Allocated Fund</dt><dd>{figures.allocatedFund ?? '—'} USDT</dd></div>
        <div><dt>Portfolio Value</dt><dd>{figures.portfolioValue ?? '—'} USDT</dd></div>
        <div><dt>Gain</dt><dd className={figures.gainTone ?? ''}>{figures.gain === null ? '—' : `${figures.gain}%`}</dd></div>
        <div><dt>Orders</dt><dd>{open.length} open, {history.filter(o => o.status === 'success').length} filled</dd></div>
      </dl>
      <Positions />
      <PortfolioChart />
    </>
  )
}

const pnl = (value: string) => <span className={gainTone(value)}>{figure(value)}</span>

/** Per symbol: quantity, average price, last price, unrealised and realised P&L (server decimals). */
function Positions() {
  const { positions } = useAppSelector(selectPerformance)
  const data = positions.data
  const rows = (data?.positions ?? []).map(p => [
    p.symbol, figure(p.quantity, 0), new Decimal(p.quantity).isZero() ? '—' : figure(p.averagePrice), p.lastPrice === null ? '—' : figure(p.lastPrice), pnl(p.unrealisedPnl), pnl(p.realisedPnl),
  ])
  if (data && rows.length > 0) rows.push(['Total', '', '', '', pnl(data.unrealisedPnl), pnl(data.realisedPnl)])
  return (
    <>
      <h3 className="panel-title">Positions and P&amp;L (USDT)</h3>
      {positions.status === 'failed' && <p className="down" role="alert">{positions.error}</p>}
      <Table label="Positions" head={['Pair', 'Quantity', 'Average price', 'Last price', 'Unrealised P&L', 'Realised P&L']} rows={rows} empty="No fills yet" />
    </>
  )
}

/** A load state shown above a tab's table, so an empty table is never mistaken for no data. */
function StateLine({ status, error }: { status: string; error: string | null }) {
  if (status === 'loading') return <p className="muted" role="status">Loading…</p>
  if (status === 'failed') return <p className="down" role="alert">{error}</p>
  return null
}

export function OrderTabs() {
  const orders = useAppSelector(selectOrders)
  const account = useAppSelector(selectAccount)
  const withState = (state: { status: string; error: string | null }, body: ReactNode) => (
    <>
      <StateLine {...state} />
      {body}
    </>
  )
  return (
    <section className="order-tabs card" aria-label="Orders and funds">
      <Tabs
        label="Orders and funds"
        tabs={[
          { id: 'open', title: `Open Orders (${orders.open.length})`, content: withState(orders, <OpenOrders />) },
          { id: 'history', title: 'Order History', content: withState(orders, <OrderHistory />) },
          { id: 'funds', title: 'Funds', content: withState(account, <Funds />) },
          { id: 'account', title: 'Account', content: withState(account, <Account />) },
        ]}
      />
    </section>
  )
}
