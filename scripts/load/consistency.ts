import type { Sql } from 'postgres'
import type { Redis } from 'ioredis'
import { Decimal } from '@arena/domain'
import { balancesDto } from '@arena/wallet'
import { checkBoard, checkSettlement } from './board'
import { sleep, type Api } from './http'
import type { Player } from './players'
import { replay, type AccountFold, type Replay } from './replay'

export interface CheckInput {
  api: Api
  sql: Sql
  redis: Redis
  schema: string
  contestId: string
  players: Player[]
  /** How long the system may take to settle and catch up after the contest's end. */
  settleWithinMs: number
}

export interface CheckReport {
  errors: string[]
  checked: { wallets: number; accounts: number; orders: number; fills: number; cancels: number; ranked: number; winners: number; prizesPaid: string; events: number }
}

/**
 * Waits until settlement is recorded, every prize is awarded, every joined player's account is
 * opened and frozen, and every player's sign-up bonus is credited (the bonus saga runs over Kafka, so after a broker restart it may trail the contest),
 * or the deadline; then replays. What is still missing at the deadline is lost.
 */
async function settledReplay(input: CheckInput): Promise<Replay> {
  const deadline = Date.now() + input.settleWithinMs
  const known = input.players.filter(p => p.id)
  for (;;) {
    const fresh = await replay(input.sql, input.schema, input.contestId)
    const settled = fresh.contest.find(e => e.type === 'ContestSettled')
    const winners = ((settled?.data.results ?? []) as { prize: string }[]).filter(r => new Decimal(r.prize).greaterThan(0)).length
    const awarded = fresh.contest.filter(e => e.type === 'PrizeAwarded').length
    // A join the seat-payment retry finished just before the end opens its account after it: wait for
    // matching to open and freeze it rather than report a late account as a lost one.
    const joinedIds = fresh.contest.filter(e => e.type === 'PlayerJoined').map(e => e.data.userId as string)
    const frozen = [...fresh.accounts.values()].every(a => a.frozen) && joinedIds.every(id => fresh.accounts.get(id)?.frozen)
    const bonused = known.every(p => bonusesOf(fresh, p) > 0)
    if ((settled && awarded >= winners && frozen && bonused) || Date.now() > deadline) return fresh
    await sleep(1_000)
  }
}

/**
 * The run's final proof: what the HTTP API and Redis say equals a fresh replay of the events,
 * nothing acknowledged is missing, and nothing was applied twice.
 */
export async function checkConsistency(input: CheckInput): Promise<CheckReport> {
  const fresh = await settledReplay(input)
  const errors: string[] = []
  const known = input.players.filter(p => p.id)
  if (!fresh.contest.some(e => e.type === 'ContestSettled')) errors.push('the contest was not settled in time')
  for (const player of known) errors.push(...ledgerErrors(fresh, player, input.contestId))
  errors.push(...(await missingBonusClues(input, fresh, known)))
  for (const [userId, account] of fresh.accounts) errors.push(...accountErrors(userId, account))
  errors.push(...(await untilEqual('wallet-balance', known, input, async p => {
    const answer = await input.api.call('/api/wallet-balance', { method: 'GET', token: p.token, name: 'check wallet', as: p.name })
    return [answer.body?.data, balancesDto(fresh.wallets.get(p.id!)!.wallets)]
  })))
  const joined = known.filter(p => fresh.accounts.has(p.id!))
  errors.push(...(await untilEqual('getAccount-data', joined, input, async p => {
    const answer = await input.api.call('/api/getAccount-data', { token: p.token, json: { contestId: input.contestId }, name: 'check account', as: p.name })
    const rows = (answer.body?.data?.allAccount ?? []) as { _id: string; totalcurrency: string; reserved: string }[]
    return [rows.map(r => ({ _id: r._id, totalcurrency: r.totalcurrency, reserved: r.reserved })), accountRows(fresh.accounts.get(p.id!)!)]
  })))
  // Every process that folds the leaderboard rewrites the board after the end: read it until it
  // agrees (or the deadline), as the HTTP figures above are.
  const key = `${input.schema}:boardleaderboard:${input.contestId}`
  let board = await checkBoard(input.redis, key, fresh)
  for (const deadline = Date.now() + 30_000; board.errors.length > 0 && Date.now() < deadline; ) {
    await sleep(1_000)
    board = await checkBoard(input.redis, key, fresh)
  }
  const settlement = checkSettlement(fresh, input.contestId, board.prices)
  errors.push(...board.errors, ...settlement.errors)
  return {
    errors,
    checked: {
      wallets: fresh.wallets.size, accounts: fresh.accounts.size, ...orderTotals(fresh),
      ranked: board.ranked, winners: settlement.winners, prizesPaid: settlement.paid, events: fresh.head,
    },
  }
}

/** How many distinct bonuses a player's ledger credits (the sign-up bonus: exactly one). */
function bonusesOf(fresh: Replay, player: Player): number {
  return [...(fresh.wallets.get(player.id!)?.credits.keys() ?? [])].filter(key => key.startsWith('bonus:')).length
}

/** Where a missing sign-up bonus was lost: before the relay (not published) or after it (not consumed). */
async function missingBonusClues(input: CheckInput, fresh: Replay, known: Player[]): Promise<string[]> {
  const missing = known.filter(p => bonusesOf(fresh, p) === 0)
  if (missing.length === 0) return []
  const [relay] = await input.sql.unsafe<{ position: string }[]>(`select position from ${input.schema}.bus_checkpoints where name = 'relay'`)
  const registered = await input.sql.unsafe<{ stream: string; position: string }[]>(
    `select stream, position from ${input.schema}.events where type = 'UserRegistered' and stream = any($1)`,
    [missing.map(p => `user-${p.id}`)],
  )
  return [`missing bonuses: relay checkpoint ${relay?.position ?? 'none'}; UserRegistered at ${registered.map(r => r.position).join(', ') || 'nowhere'}`]
}

function orderTotals(fresh: Replay): { orders: number; fills: number; cancels: number } {
  const totals = { orders: 0, fills: 0, cancels: 0 }
  for (const account of fresh.accounts.values()) {
    for (const order of account.orders.values()) {
      totals.orders++
      totals.fills += order.fills
      totals.cancels += order.cancels
    }
  }
  return totals
}

/** Nothing acknowledged is missing and nothing counted twice in one player's ledger. */
export function ledgerErrors(fresh: Replay, player: Player, contestId: string): string[] {
  const errors: string[] = []
  const wallet = fresh.wallets.get(player.id!)
  if (!wallet) return [`${player.name}: no wallet stream`]
  for (const [command, count] of wallet.commands) if (count > 1) errors.push(`${player.name}: command ${command} applied ${count} times`)
  for (const [key, count] of wallet.credits) if (count > 1) errors.push(`${player.name}: ${key} credited ${count} times`)
  if (!wallet.deposited.equals(player.funded)) errors.push(`${player.name}: deposits acknowledged ${player.funded}, ledger has ${wallet.deposited}`)
  const bonuses = bonusesOf(fresh, player)
  if (bonuses !== 1) errors.push(`${player.name}: ${bonuses} sign-up bonuses`)
  const joins = fresh.contest.filter(e => e.type === 'PlayerJoined' && e.data.userId === player.id).length
  const fees = wallet.credits.get(`fee:${contestId}`) ?? 0
  const account = fresh.accounts.get(player.id!)
  if (player.joined && joins !== 1) errors.push(`${player.name}: joined (acknowledged) but ${joins} PlayerJoined`)
  if (joins !== fees) errors.push(`${player.name}: ${joins} PlayerJoined but ${fees} entry fees`)
  if (joins > 0 && account?.opened !== 1) errors.push(`${player.name}: account opened ${account?.opened ?? 0} times`)
  const lost = player.orders.filter(id => !account?.orders.has(id))
  if (lost.length) errors.push(`${player.name}: ${lost.length} acknowledged orders are not in the account stream`)
  return errors
}

export function accountErrors(userId: string, account: AccountFold): string[] {
  const errors = account.problems.map(problem => `account ${userId}: ${problem}`)
  for (const [orderId, o] of account.orders) {
    if (o.fills > 1) errors.push(`account ${userId}: order ${orderId} filled ${o.fills} times`)
    if (o.fills + o.cancels > 1) errors.push(`account ${userId}: order ${orderId} both filled and cancelled (or cancelled twice)`)
  }
  if (!account.frozen) errors.push(`account ${userId}: not frozen after the end`)
  const negative = account.usdt.isNegative() || account.reservedUsdt.isNegative() || [...account.holdings.values()].some(h => h.quantity.isNegative() || h.reserved.isNegative())
  if (negative) errors.push(`account ${userId}: a negative balance`)
  return errors
}

/** getAccount-data's rows (USDT first, then symbols with anything held or reserved). */
function accountRows(a: AccountFold) {
  const rows = [{ _id: 'USDT', totalcurrency: a.usdt.toFixed(8), reserved: a.reservedUsdt.toFixed(8) }]
  for (const [symbol, h] of [...a.holdings].sort(([x], [y]) => x.localeCompare(y))) {
    if (h.quantity.isZero() && h.reserved.isZero()) continue
    rows.push({ _id: symbol, totalcurrency: h.quantity.toFixed(8), reserved: h.reserved.toFixed(8) })
  }
  return rows
}

/**
 * Compares what the API shows with the replay for each player, asking again for a while where
 * they differ: a read model a moment behind is not a mismatch, one still wrong at the deadline is.
 */
async function untilEqual(what: string, players: Player[], input: CheckInput, compare: (p: Player) => Promise<[unknown, unknown]>): Promise<string[]> {
  let pending = players
  let last = new Map<Player, [unknown, unknown]>()
  const deadline = Date.now() + 30_000
  while (pending.length > 0 && Date.now() < deadline) {
    last = new Map()
    const still: Player[] = []
    for (let i = 0; i < pending.length; i += 32) {
      await Promise.all(pending.slice(i, i + 32).map(async p => {
        const pair = await compare(p)
        if (JSON.stringify(pair[0]) === JSON.stringify(pair[1])) return
        still.push(p)
        last.set(p, pair)
      }))
    }
    pending = still
    if (pending.length) await sleep(1_000)
  }
  return pending.slice(0, 5).map(p => `${what} ${p.name}: API ${JSON.stringify(last.get(p)?.[0])} != replay ${JSON.stringify(last.get(p)?.[1])}`)
    .concat(pending.length > 5 ? [`${what}: ${pending.length} players differ in all`] : [])
}
