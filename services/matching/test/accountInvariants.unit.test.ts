import fc from 'fast-check'
import t from 'tap'
import type { AccountEvent } from '@arena/contracts'
import { evolveAccount, foldAccount, freeQuantity, freeUsdt, type AccountState } from '../src/domain/account'
import { Decimal } from '../src/domain/amounts'
import type { AccountCommand } from '../src/domain/commands'
import { decideAccount } from '../src/domain/decide'
import { OrderFormInvalid, OrderRefused } from '../src/domain/errors'
import { cancel, contestId, opened, place, trade, userId } from './support/decider'

const symbols = ['BTCUSDT', 'ETHUSDT'] as const
const price = fc.constantFrom('0.5', '99.5', '100', '101', '250.12345678')
const amount = fc.constantFrom('0.00000001', '0.5', '1', '2.25', '0.33333333')
const orderId = fc.integer({ min: 0, max: 9 }).map(n => `o${n}`)

/** Commands to build when they are used: a placement reads its raw form then, and a bad one is refused like the route refuses it. */
const command: fc.Arbitrary<() => AccountCommand> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ orderId, orderType: fc.constantFrom('Buy' as const, 'Sell' as const), price, amount, symbol: fc.constantFrom(...symbols), lastPrice: fc.option(price, { nil: undefined }), stopLoss: fc.option(price, { nil: undefined }) })
    .map(p => () => place({ ...p, stopLoss: p.orderType === 'Sell' ? p.stopLoss : undefined })) },
  { weight: 5, arbitrary: fc.tuple(orderId, fc.integer({ min: 1, max: 50 }), price).map(([id, tradeId, p]) => () => trade(id, tradeId, p)) },
  { weight: 2, arbitrary: orderId.map(id => () => cancel(id)) },
)
const freeze: AccountCommand = { type: 'FreezeAccount', contestId, userId, reason: 'contestEnded' }

/** USDT plus what the holdings cost: only a sell fill moves it (by the realised gain or loss). */
const atCost = (s: AccountState) => [...s.holdings.values()].reduce((sum, h) => sum.plus(h.cost), s.usdt)

function assertSound(state: AccountState, history: readonly AccountEvent[]): void {
  const nonNegative = [state.usdt, state.reservedUsdt, freeUsdt(state)]
  for (const [symbol, h] of state.holdings) nonNegative.push(h.quantity, h.reserved, h.cost, freeQuantity(state, symbol))
  if (nonNegative.some(d => d.isNegative())) throw new Error('a balance went negative')
  const pending = [...state.orders.values()].filter(o => o.status === 'pending')
  const reservedUsdt = pending.filter(o => o.orderType === 'Buy').reduce((s, o) => s.plus(o.reserved), new Decimal(0))
  if (!reservedUsdt.equals(state.reservedUsdt)) throw new Error('reserved USDT is not the sum of pending buys')
  // The ledger: USDT is the fund, less what buys cost, plus what sells raised.
  let usdt = new Decimal(0)
  const held = new Map<string, Decimal>()
  for (const e of history) {
    if (e.type === 'AccountOpened') usdt = usdt.plus(e.data.virtualFund)
    if (e.type !== 'OrderFilled') continue
    const sign = e.data.orderType === 'Buy' ? 1 : -1
    usdt = usdt.minus(new Decimal(e.data.total).times(sign))
    held.set(e.data.symbol, (held.get(e.data.symbol) ?? new Decimal(0)).plus(new Decimal(e.data.amount).times(sign)))
  }
  if (!usdt.equals(state.usdt)) throw new Error('USDT does not follow the fills')
  for (const symbol of symbols) {
    const h = state.holdings.get(symbol)
    if (!(held.get(symbol) ?? new Decimal(0)).equals(h?.quantity ?? 0)) throw new Error(`${symbol} does not follow the fills`)
    const reserved = pending.filter(o => o.orderType === 'Sell' && o.symbol === symbol).reduce((s, o) => s.plus(o.amount), new Decimal(0))
    if (!reserved.equals(h?.reserved ?? 0)) throw new Error(`${symbol} reserved is not the sum of pending sells`)
  }
}

t.test('USDT plus holdings at cost change only by fills, and nothing ever goes negative', async t => {
  let fills = 0
  let sellFills = 0
  let refusals = 0
  fc.assert(
    fc.property(fc.constantFrom('1000', '300', '100000'), fc.array(command, { minLength: 20, maxLength: 60 }), fc.boolean(), (fund, trading, ends) => {
      // The contest may end at the close: freezing must release everything and break nothing.
      const commands = ends ? [...trading, () => freeze] : trading
      const history: AccountEvent[] = [opened(fund)]
      let state = foldAccount(history)
      for (const make of commands) {
        let c: AccountCommand
        let events: AccountEvent[]
        try {
          c = make()
          events = decideAccount(c, state)
        } catch (error) {
          if (!(error instanceof OrderFormInvalid || error instanceof OrderRefused)) throw error
          refusals++
          continue
        }
        const before = atCost(state)
        const next = events.reduce(evolveAccount, state)
        const sells = events.filter(e => e.type === 'OrderFilled' && e.data.orderType === 'Sell')
        fills += events.filter(e => e.type === 'OrderFilled').length
        sellFills += sells.length
        if (sells.length === 0 && !atCost(next).equals(before)) throw new Error(`${c.type} moved USDT + holdings at cost without a sell fill`)
        history.push(...events)
        state = next
        assertSound(state, history)
      }
    }),
    { numRuns: 300, seed: 20260301 },
  )
  t.ok(fills > 500, `the runs filled orders (${fills})`)
  t.ok(sellFills > 60, `sells among them (${sellFills})`)
  t.ok(refusals > 100, `and refused some (${refusals})`)
})
