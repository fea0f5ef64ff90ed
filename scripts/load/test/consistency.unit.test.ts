import t from 'tap'
import type { Redis } from 'ioredis'
import { Decimal } from '@arena/domain'
import { checkBoard, checkSettlement, impliedPrices } from '../board'
import { accountErrors, ledgerErrors } from '../consistency'
import { newPlayer } from '../players'
import { foldRows, type Row } from '../replay'

// The load and fault tests pass when this check finds nothing, so it must find what it looks for.
const C = 'contest-1'
let position = 0
const row = (stream: string, type: string, data: Record<string, unknown>): Row => ({ stream, type, data, position: String(++position) })
const wallet = (user: string, type: string, data: Record<string, unknown>) => row(`wallet-${user}`, type, data)
const account = (user: string, type: string, data: Record<string, unknown>) => row(`account-${C}-${user}`, type, { contestId: C, userId: user, ...data })
const split = { reward: '50.00', winning: '0.00', cash: '50.00' }

/** A player with a deposit, a sign-up bonus, a paid seat and an account that bought BTC and ETH. */
function history(user: string, btc: string, eth: string, extra: Row[] = []): Row[] {
  return [
    wallet(user, 'DepositConfirmed', { commandId: `dep-${user}`, depositId: `d-${user}`, amount: '1000.00', confirmedBy: 'provider:x' }),
    wallet(user, 'BonusCredited', { commandId: `bonus-${user}`, bonusId: `b-${user}`, amount: '50.00', kind: 'registration', note: null }),
    wallet(user, 'EntryFeeDebited', { commandId: `fee-${user}`, contestId: C, fee: '100.00', split, rewardCapPercent: '50' }),
    row(`contest-${C}`, 'PlayerJoined', { contestId: C, userId: user }),
    account(user, 'AccountOpened', { virtualFund: '10000' }),
    ...[['BTCUSDT', btc, '60000'], ['ETHUSDT', eth, '3000']].flatMap(([symbol, amount, price], i) => {
      const total = new Decimal(amount!).times(price!).toFixed(8)
      const order = { orderId: `${user}-o${i}`, symbol, orderType: 'Buy', price, amount }
      return [
        account(user, 'OrderPlaced', { ...order, transType: 'limit', stopLoss: null, reserved: total }),
        account(user, 'OrderFilled', { ...order, total, released: '0', tradeId: 7 }),
      ]
    }),
    ...extra,
    account(user, 'AccountFrozen', { reason: 'contestEnded' }),
  ]
}

const player = (user: string) => ({ ...newPlayer(1, 'abc'), id: user, funded: '1000.00', joined: true })
const board = (rows: Record<string, number>) => ({ zrange: async () => Object.entries(rows).flatMap(([member, score]) => [member, String(-score)]) }) as unknown as Redis

t.test('a clean history passes every ledger and account check', async t => {
  const fresh = foldRows(history('u1', '0.1', '1'))
  t.same(ledgerErrors(fresh, player('u1'), C), [])
  t.same(accountErrors('u1', fresh.accounts.get('u1')!), [])
})

t.test('a command applied twice, a second prize, a lost deposit and a missing bonus are each reported', async t => {
  const prize = { commandId: 'prize-u1', contestId: C, rank: 1, amount: '500.00' }
  const rows = history('u1', '0.1', '1').filter(r => r.type !== 'BonusCredited')
  rows.push(wallet('u1', 'PrizeCredited', prize), wallet('u1', 'PrizeCredited', prize))
  const errors = ledgerErrors(foldRows(rows), { ...player('u1'), funded: '2000.00' }, C)
  t.match(errors.join('\n'), /command prize-u1 applied 2 times/)
  t.match(errors.join('\n'), /prize:contest-1 credited 2 times/)
  t.match(errors.join('\n'), /deposits acknowledged 2000.00, ledger has 1000/)
  t.match(errors.join('\n'), /0 sign-up bonuses/)
})

t.test('an order filled twice and an acknowledged order missing from the stream are reported', async t => {
  const twice = account('u1', 'OrderFilled', { orderId: 'u1-o0', symbol: 'BTCUSDT', orderType: 'Buy', price: '60000', amount: '0.1', total: '6000.00000000', released: '0', tradeId: 8 })
  const fresh = foldRows(history('u1', '0.1', '1', [twice]))
  t.match(accountErrors('u1', fresh.accounts.get('u1')!).join('\n'), /order u1-o0 filled 2 times/)
  t.match(ledgerErrors(fresh, { ...player('u1'), orders: ['u1-o0', 'lost-order'] }, C).join('\n'), /1 acknowledged orders are not in the account stream/)
})

t.test('prices are read back exactly from figures made at one price per symbol', async t => {
  const fresh = foldRows([...history('u1', '0.1', '1'), ...history('u2', '0.05', '3')])
  const at = (btc: number, eth: number, u: string) => new Decimal(fresh.accounts.get(u)!.usdt).plus(new Decimal(u === 'u1' ? '0.1' : '0.05').times(btc)).plus(new Decimal(u === 'u1' ? 1 : 3).times(eth))
  const prices = impliedPrices(new Map([['u1', at(61234.56, 3111.11, 'u1')], ['u2', at(61234.56, 3111.11, 'u2')]]), fresh.accounts)
  t.same([...prices].map(([s, p]) => `${s} ${p.toFixed(2)}`), ['BTCUSDT 61234.56', 'ETHUSDT 3111.11'])
})

t.test('a board row made at another price than the rest is reported, and a consistent board passes', async t => {
  const fresh = foldRows([...history('u1', '0.1', '1'), ...history('u2', '0.05', '3'), ...history('u3', '0.08', '1')])
  const value = (u: string, btc: number, eth: number) => {
    const a = fresh.accounts.get(u)!
    return a.usdt.plus(a.holdings.get('BTCUSDT')!.quantity.times(btc)).plus(a.holdings.get('ETHUSDT')!.quantity.times(eth)).toNumber()
  }
  // Five orders rank a player; these histories place two, so the folded count is raised to five.
  for (const a of fresh.accounts.values()) a.orderCount = 5
  const consistent = await checkBoard(board({ u1: value('u1', 61000, 3100), u2: value('u2', 61000, 3100), u3: value('u3', 61000, 3100) }), 'k', fresh)
  t.same(consistent.errors, [])
  const mixed = await checkBoard(board({ u1: value('u1', 61000, 3100), u2: value('u2', 61000, 3100), u3: value('u3', 61010, 3100) }), 'k', fresh)
  t.ok(mixed.errors.length > 0, 'the row valued at another price is found', { errors: mixed.errors })
  const missing = await checkBoard(board({ u1: value('u1', 61000, 3100) }), 'k', fresh)
  t.match(missing.errors.join('\n'), /2 players with 5\+ orders are missing/)
})

t.test('a winner without exactly one PrizeAwarded and one PrizeCredited is reported', async t => {
  const rows = [...history('u1', '0.1', '1'), ...history('u2', '0.05', '3')]
  const fresh = foldRows(rows)
  const valued = (u: string) => fresh.accounts.get(u)!.usdt.plus(fresh.accounts.get(u)!.holdings.get('BTCUSDT')!.quantity.times(60000)).plus(fresh.accounts.get(u)!.holdings.get('ETHUSDT')!.quantity.times(3000)).toFixed(8)
  const results = ['u1', 'u2'].map((u, i) => ({ userId: u, rank: i + 1, portfolioValue: valued(u), gainPercent: '0', orderCount: 5, filledTrades: 2, prize: i === 0 ? '500.00' : '0.00' }))
  const settled = foldRows([...rows, row(`contest-${C}`, 'ContestSettled', { contestId: C, results, undistributed: '0' }),
    row(`contest-${C}`, 'PrizeAwarded', { contestId: C, userId: 'u1', rank: 1, amount: '500.00' }), row(`contest-${C}`, 'PrizeAwarded', { contestId: C, userId: 'u1', rank: 1, amount: '500.00' })])
  const found = checkSettlement(settled, C, new Map()).errors.join('\n')
  t.match(found, /u1 \(rank 1\) has 2 PrizeAwarded/)
  t.match(found, /u1 \(rank 1\) has 0 PrizeCredited/)
})
