import t from 'tap'
import { settlementResults, type Standing } from '../src/index'

const terms = { levels: '500,300,200', virtualFund: '10000' }
const s = (userId: string, gainPercent: string, orderCount = 5, filledTrades = 1): Standing => ({
  userId, gainPercent, orderCount, filledTrades, accountFrozen: true, portfolioValue: String(10000 * (1 + Number(gainPercent) / 100)),
})
const prizes = (results: { userId: string; prize: string }[]) => Object.fromEntries(results.map(r => [r.userId, r.prize]))
const ranks = (results: { userId: string; rank: number }[]) => Object.fromEntries(results.map(r => [r.userId, r.rank]))

t.test('players are ranked by gain percent and the levels pay the first ranks in order', async t => {
  const standings = [s('c', '1'), s('a', '12.5'), s('b', '-3'), s('d', '0.5')]
  const { results, undistributed } = settlementResults(terms, ['a', 'b', 'c', 'd'], standings)
  t.same(ranks(results), { a: 1, c: 2, d: 3, b: 4 })
  t.same(prizes(results), { a: '500.00', c: '300.00', d: '200.00', b: '0.00' })
  t.equal(undistributed, '0.00')
})

t.test('tied players share the sum of the positions they occupy equally', async t => {
  const { results } = settlementResults(terms, ['a', 'b', 'c'], [s('a', '10'), s('b', '10'), s('c', '5')])
  t.same(ranks(results), { a: 1, b: 1, c: 3 })
  t.same(prizes(results), { a: '400.00', b: '400.00', c: '200.00' })
})

t.test('a tie across the last paid rank shares only the prizes it covers', async t => {
  const standings = [s('a', '9'), s('b', '8'), s('c', '7'), s('d', '7'), s('e', '7')]
  const { results, undistributed } = settlementResults(terms, ['a', 'b', 'c', 'd', 'e'], standings)
  t.same(ranks(results), { a: 1, b: 2, c: 3, d: 3, e: 3 })
  // Positions 3, 4 and 5: 200 + 0 + 0 shared by three, 66.66 each; the two paise left go to c and d (player id order).
  t.same(prizes(results), { a: '500.00', b: '300.00', c: '66.67', d: '66.67', e: '66.66' })
  t.equal(undistributed, '0.00', 'every paisa of the pool is paid')
})

t.test('a player with fewer than 5 orders is not a player: no rank of their own and no prize, whatever the gain', async t => {
  const { results } = settlementResults(terms, ['a', 'b', 'c'], [s('a', '50', 4), s('b', '2'), s('c', '1')])
  t.same(ranks(results), { b: 1, c: 2, a: 3 })
  t.same(prizes(results), { a: '0.00', b: '500.00', c: '300.00' })
  t.equal(settlementResults(terms, ['a'], [s('a', '5', 5)]).results[0]!.prize, '500.00', 'exactly 5 orders counts')
})

t.test('a player with no filled trade keeps a rank but wins nothing, and the next one moves up', async t => {
  const { results, undistributed } = settlementResults(terms, ['a', 'b'], [s('a', '0', 7, 0), s('b', '-1')])
  t.same(ranks(results), { a: 1, b: 2 })
  t.same(prizes(results), { a: '0.00', b: '500.00' })
  t.equal(undistributed, '500.00')
})

t.test('a player the ranking does not know has done nothing, and strangers in the ranking are ignored', async t => {
  const { results } = settlementResults(terms, ['a', 'b'], [s('a', '3'), s('stranger', '99')])
  t.same(results.map(r => r.userId).sort(), ['a', 'b'])
  t.match(results.find(r => r.userId === 'b'), { orderCount: 0, filledTrades: 0, gainPercent: '0', portfolioValue: '10000', prize: '0.00' })
})
