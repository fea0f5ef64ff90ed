import type { OrderDto } from '@arena/contracts'
import type { ReactNode } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { dateTime, figure } from './format'
import { orderCancelRequested, selectOrders } from './ordersSlice'
import { selectAccount, selectFunds, selectHeaderFigures } from './selectors'
import { Tabs } from './Tabs'

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

function OpenOrders() {
  const dispatch = useAppDispatch()
  const { open, cancelling } = useAppSelector(selectOrders)
  const rows = open.map(order => [
    dateTime(order.date), order.symbol, typeCell(order), figure(order.price), figure(order.amount, 0), figure(order.total),
    order.stopLoss ? figure(order.stopLoss) : '—',
    <button key="cancel" type="button" className="link-button" disabled={cancelling.includes(order._id)}
      aria-label={`Cancel ${order.orderType} ${order.amount} ${order.symbol} at ${order.price}`}
      onClick={() => dispatch(orderCancelRequested({ _id: order._id, orderType: order.orderType }))}>
      {cancelling.includes(order._id) ? 'Cancelling…' : 'Cancel'}
    </button>,
  ])
  return <Table label="Open Orders" head={['Date', 'Pair', 'Type', 'Price', 'Amount', 'Total', 'Stop Loss', 'Action']} rows={rows} empty="No open orders" />
}

function OrderHistory() {
  const { history } = useAppSelector(selectOrders)
  const rows = history.map(order => [
    dateTime(order.filledAt ?? order.date), order.symbol, typeCell(order), figure(order.executedPrice ?? order.price), figure(order.amount, 0),
    figure(order.executedTotal ?? order.total), 'Filled',
  ])
  return <Table label="Order History" head={['Date', 'Pair', 'Type', 'Price', 'Amount', 'Total', 'Status']} rows={rows} empty="No filled orders yet" />
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
    <dl className="account-figures">
      <div><dt>Allocated Fund</dt><dd>{figures.allocatedFund ?? '—'} USDT</dd></div>
      <div><dt>Portfolio Value</dt><dd>{figures.portfolioValue ?? '—'} USDT</dd></div>
      <div><dt>Gain</dt><dd className={figures.gainTone ?? ''}>{figures.gain === null ? '—' : `${figures.gain}%`}</dd></div>
      <div><dt>Orders</dt><dd>{open.length} open, {history.length} filled</dd></div>
    </dl>
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
