import { instruments } from '@arena/market-data'
import { describe, sleep, type Answer } from './http'
import type { Player, PlayerContext } from './players'

export interface TradingPlan {
  contestId: string
  pairs: string[]
  /** Epoch ms: no new action starts after this. */
  untilMs: number
  /** Actions in flight at once (the players are many more; each lane takes the next one). */
  concurrency: number
}

/** A lot worth roughly 130 USDT, so a 10,000 USDT fund takes dozens of buys. */
const lots: Record<string, number> = { BTCUSDT: 0.002, ETHUSDT: 0.04, BNBUSDT: 0.2, SOLUSDT: 1 }
const decimals = (symbol: string) => instruments.find(i => i.symbol === symbol)?.priceDecimals ?? 2
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!

/** The edge's last price per pair, polled as the exchange screen does (`crpto-price`). */
export class Prices {
  readonly last = new Map<string, number>()
  #timer: NodeJS.Timeout | undefined

  constructor(private readonly ctx: PlayerContext, private readonly pairs: string[]) {}

  async start(): Promise<void> {
    await this.#poll()
    this.#timer = setInterval(() => void this.#poll(), 500)
  }

  stop(): void {
    clearInterval(this.#timer)
  }

  async #poll(): Promise<void> {
    await Promise.all(this.pairs.map(async symbol => {
      const answer = await this.ctx.api.call(`/api/crpto-price?symbol=${symbol}`, { method: 'GET', name: 'crpto-price' })
      if (answer.status === 200) this.last.set(symbol, Number(answer.body.price))
    }))
  }
}

/**
 * Trades until `untilMs` with `concurrency` lanes over the joined players, round robin: buys and
 * sells priced to fill at once (through the market) or to rest (inside it) until the market
 * crosses them, some cancels, and the reads the exchange screen makes. `active` may grow while
 * trading runs (late arrivals).
 */
export async function trade(ctx: PlayerContext, active: Player[], plan: TradingPlan, prices: Prices): Promise<void> {
  let cursor = 0
  const lane = async () => {
    while (Date.now() < plan.untilMs) {
      if (active.length === 0) {
        await sleep(100)
        continue
      }
      const player = active[cursor++ % active.length]!
      // No answer (the edge is down) comes back at once: pause rather than spin on it.
      if (!(await act(ctx, player, plan, prices))) await sleep(250)
    }
  }
  await Promise.all(Array.from({ length: plan.concurrency }, lane))
}

/** One action for one player; false when the edge gave no usable answer. */
async function act(ctx: PlayerContext, player: Player, plan: TradingPlan, prices: Prices): Promise<boolean> {
  const symbol = pick(plan.pairs)
  const last = prices.last.get(symbol)
  const r = Math.random()
  if (r < 0.08) return read(ctx, player, plan.contestId, r < 0.04 ? '/api/getAccount-data' : '/api/leaderboard-data')
  if (r < 0.16 && player.open.length > 0) return cancel(ctx, player)
  if (last === undefined) return true
  const held = player.holdings.get(symbol) ?? 0
  const sell = held > 0 && r < 0.55
  const throughMarket = Math.random() < 0.65
  const lot = lots[symbol] ?? 1
  const amount = sell ? Math.min(held, lot) : lot
  const factor = sell ? (throughMarket ? 0.998 : 1.0006) : throughMarket ? 1.002 : 0.9994
  const body = {
    contest_id: plan.contestId, symbol, orderType: sell ? 'Sell' : 'Buy',
    price: (last * factor).toFixed(decimals(symbol)), amount: amount.toFixed(8).replace(/0+$/, '').replace(/\.$/, ''),
  }
  let answer = await ctx.api.call('/api/order-add', { token: player.token, json: body, as: player.name })
  // 503 "Please try again": the append lost a race and nothing was written, so asking again is safe.
  if (answer.status === 503) answer = await ctx.api.call('/api/order-add', { token: player.token, json: body, as: player.name })
  if (answer.status === 200) {
    const order = answer.body.data as { _id: string; status: string; orderType: 'Buy' | 'Sell'; amount: string }
    player.orders.push(order._id)
    const quantity = Number(order.amount)
    if (order.status === 'success') player.holdings.set(symbol, held + (sell ? -quantity : quantity))
    else {
      player.open.push({ id: order._id, orderType: order.orderType })
      if (sell) player.holdings.set(symbol, held - quantity)
    }
    ctx.api.stats.counts.ok++
    return true
  }
  return judge(ctx, `order-add ${JSON.stringify(body)}`, answer)
}

async function cancel(ctx: PlayerContext, player: Player): Promise<boolean> {
  const order = player.open.shift()!
  const answer = await ctx.api.call('/api/order-delete', { token: player.token, json: { _id: order.id, orderType: order.orderType }, as: player.name })
  if (answer.status !== 200) return judge(ctx, `order-delete ${order.id}`, answer)
  ctx.api.stats.counts.ok++
  return true
}

async function read(ctx: PlayerContext, player: Player, contestId: string, path: string): Promise<boolean> {
  const answer = await ctx.api.call(path, { token: player.token, json: { contestId }, as: player.name })
  if (answer.status !== 200) return judge(ctx, path, answer)
  ctx.api.stats.counts.ok++
  return true
}

/** A 4xx with the one error body is the product refusing (funds, window, a filled order): not an error. */
function judge(ctx: PlayerContext, what: string, answer: Answer): boolean {
  const refusal = answer.status >= 400 && answer.status < 500 && answer.status !== 401 && answer.status !== 429 && answer.body?.status === false
  if (refusal) ctx.api.stats.counts.refused++
  else ctx.api.stats.fail(describe(what, answer))
  return refusal
}
