import type { Sql } from 'postgres'
import { Decimal } from '@arena/domain'
import { addWallets, toWalletEvent, walletDeltas, zeroWallets, type Wallets } from '@arena/wallet'

/** One contest account folded from its stream: the figures getAccount-data and the board show. */
export interface AccountFold {
  opened: number
  fund: Decimal
  usdt: Decimal
  reservedUsdt: Decimal
  holdings: Map<string, { quantity: Decimal; reserved: Decimal }>
  orderCount: number
  filledTrades: number
  frozen: boolean
  /** Per order: its reservation while open, and how often it was filled or cancelled. */
  orders: Map<string, { type: 'Buy' | 'Sell'; symbol: string; reserved: Decimal; fills: number; cancels: number }>
  problems: string[]
}

export interface WalletFold {
  wallets: Wallets
  /** How many events each command id produced: a command applied twice shows as 2. */
  commands: Map<string, number>
  /** Per kind of money movement and key (prize:<contest>, fee:<contest>, bonus:<id>, deposit:<id>), how often. */
  credits: Map<string, number>
  /** INR confirmed as deposits, and each prize credited (by contest). */
  deposited: Decimal
  prizes: Map<string, string>
}

export interface Replay {
  wallets: Map<string, WalletFold>
  accounts: Map<string, AccountFold>
  /** The contest stream's events in order. */
  contest: { type: string; data: Record<string, unknown> }[]
  head: number
}

/** An event row as stored (global position as text: it is a bigint). */
export interface Row { stream: string; type: string; data: Record<string, unknown>; position: string }

/** Reads the wallet, account and contest streams fresh from PostgreSQL and folds them. */
export async function replay(sql: Sql, schema: string, contestId: string): Promise<Replay> {
  const rows = await sql.unsafe<Row[]>(
    `select stream, type, data, position from ${schema}.events
     where stream like 'wallet-%' or stream like $1 or stream = $2 order by position`,
    [`account-${contestId}-%`, `contest-${contestId}`],
  )
  return foldRows(rows)
}

/** Folds rows in global order: wallets, contest accounts, and the contest stream as it is. */
export function foldRows(rows: readonly Row[]): Replay {
  const result: Replay = { wallets: new Map(), accounts: new Map(), contest: [], head: 0 }
  for (const row of rows) {
    result.head = Number(row.position)
    if (row.stream.startsWith('wallet-')) foldWallet(result.wallets, row)
    else if (row.stream.startsWith('account-')) foldAccount(result.accounts, row)
    else result.contest.push({ type: row.type, data: row.data })
  }
  return result
}

function foldWallet(wallets: Map<string, WalletFold>, row: Row): void {
  const userId = row.stream.slice('wallet-'.length)
  let fold = wallets.get(userId)
  if (!fold) wallets.set(userId, (fold = { wallets: zeroWallets(), commands: new Map(), credits: new Map(), deposited: new Decimal(0), prizes: new Map() }))
  const event = toWalletEvent(row)
  fold.wallets = addWallets(fold.wallets, walletDeltas(event))
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1)
  bump(fold.commands, event.data.commandId)
  const d = event.data as Record<string, unknown>
  const key = { PrizeCredited: `prize:${d.contestId}`, EntryFeeDebited: `fee:${d.contestId}`, BonusCredited: `bonus:${d.bonusId}`, DepositConfirmed: `deposit:${d.depositId}` }[event.type as string]
  if (key) bump(fold.credits, key)
  if (event.type === 'DepositConfirmed') fold.deposited = fold.deposited.plus(event.data.amount)
  if (event.type === 'PrizeCredited') fold.prizes.set(event.data.contestId, event.data.amount)
}

const userOf = (stream: string, contestId: string) => stream.slice(`account-${contestId}-`.length)

function foldAccount(accounts: Map<string, AccountFold>, row: Row): void {
  const d = row.data as Record<string, string>
  const userId = userOf(row.stream, d.contestId!)
  let a = accounts.get(userId)
  if (!a) {
    const zero = new Decimal(0)
    accounts.set(userId, (a = { opened: 0, fund: zero, usdt: zero, reservedUsdt: zero, holdings: new Map(), orderCount: 0, filledTrades: 0, frozen: false, orders: new Map(), problems: [] }))
  }
  const holding = (symbol: string) => {
    let h = a.holdings.get(symbol)
    if (!h) a.holdings.set(symbol, (h = { quantity: new Decimal(0), reserved: new Decimal(0) }))
    return h
  }
  const order = a.orders.get(d.orderId ?? '')
  switch (row.type) {
    case 'AccountOpened':
      a.opened++
      a.fund = a.usdt = new Decimal(d.virtualFund!)
      break
    case 'OrderPlaced': {
      const reserved = new Decimal(d.reserved!)
      a.orderCount++
      a.orders.set(d.orderId!, { type: d.orderType as 'Buy' | 'Sell', symbol: d.symbol!, reserved, fills: 0, cancels: 0 })
      if (d.orderType === 'Buy') a.reservedUsdt = a.reservedUsdt.plus(reserved)
      else holding(d.symbol!).reserved = holding(d.symbol!).reserved.plus(reserved)
      break
    }
    case 'OrderFilled': {
      if (!order) return void a.problems.push(`fill of unknown order ${d.orderId}`)
      order.fills++
      a.filledTrades++
      const h = holding(d.symbol!)
      if (d.orderType === 'Buy') {
        // The fill spends `total` and frees the rest of the reservation: together the whole of it.
        if (!new Decimal(d.total!).plus(d.released!).equals(order.reserved)) a.problems.push(`buy ${d.orderId} total + released != reserved`)
        a.usdt = a.usdt.minus(d.total!)
        a.reservedUsdt = a.reservedUsdt.minus(order.reserved)
        h.quantity = h.quantity.plus(d.amount!)
      } else {
        a.usdt = a.usdt.plus(d.total!)
        h.reserved = h.reserved.minus(order.reserved)
        h.quantity = h.quantity.minus(d.amount!)
      }
      break
    }
    case 'OrderCancelled':
      if (!order) return void a.problems.push(`cancel of unknown order ${d.orderId}`)
      order.cancels++
      if (!new Decimal(d.released!).equals(order.reserved)) a.problems.push(`cancel ${d.orderId} released != reserved`)
      if (d.orderType === 'Buy') a.reservedUsdt = a.reservedUsdt.minus(order.reserved)
      else holding(d.symbol!).reserved = holding(d.symbol!).reserved.minus(order.reserved)
      break
    case 'AccountFrozen':
      a.frozen = true
      break
  }
}

/** Portfolio value at the given prices: free and reserved USDT plus each holding at its price (8 places). */
export function valueAt(a: AccountFold, prices: Map<string, Decimal>): Decimal {
  let value = a.usdt
  for (const [symbol, h] of a.holdings) value = value.plus(h.quantity.times(prices.get(symbol) ?? 0))
  return value.toDecimalPlaces(8, Decimal.ROUND_HALF_UP)
}
