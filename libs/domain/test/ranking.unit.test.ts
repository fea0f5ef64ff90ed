import t from 'tap'
import fc from 'fast-check'
import { countsAsPlayer, Decimal, qualifiesForPrize, rankByScore } from '../src/index'

t.test('higher scores rank first and equal scores share a rank, the next rank skipping', async t => {
  const rows = [
    { name: 'a', value: '10' },
    { name: 'b', value: '20' },
    { name: 'c', value: '20.000' },
    { name: 'd', value: '5' },
    { name: 'e', value: '-3.5' },
  ]
  const ranked = rankByScore(rows, r => r.value).map(r => [r.item.name, r.rank])
  t.strictSame(ranked, [
    ['b', 1],
    ['c', 1],
    ['a', 3],
    ['d', 4],
    ['e', 5],
  ])
})

t.test('tied rows keep their input order', async t => {
  const ranked = rankByScore([{ id: 'z' }, { id: 'y' }, { id: 'x' }], () => '1')
  t.strictSame(ranked.map(r => [r.item.id, r.rank]), [['z', 1], ['y', 1], ['x', 1]])
})

t.test('scores compare as decimals, not as floats or strings', async t => {
  const ranked = rankByScore(['0.30000000000000000001', '0.3', '9', '10'], s => s)
  t.strictSame(ranked.map(r => r.item), ['10', '9', '0.30000000000000000001', '0.3'])
  t.strictSame(ranked.map(r => r.rank), [1, 2, 3, 4])
})

t.test('an empty leaderboard has no ranks', async t => {
  t.strictSame(rankByScore([], () => '0'), [])
})

t.test('property: a rank is one more than the number of strictly higher scores', async t => {
  const score = fc.integer({ min: -50, max: 50 }).map(n => (n / 4).toFixed(2))
  fc.assert(
    fc.property(fc.array(score, { maxLength: 40 }), scores => {
      const ranked = rankByScore(scores, s => s)
      return ranked.every(({ item, rank }) => rank === 1 + scores.filter(s => new Decimal(s).greaterThan(item)).length)
    }),
  )
})

t.test('property: equal scores always get equal ranks and ranks never decrease down the list', async t => {
  const score = fc.constantFrom('1', '1.0', '2', '2.50', '2.5', '3')
  fc.assert(
    fc.property(fc.array(score, { maxLength: 30 }), scores => {
      const ranked = rankByScore(scores, s => s)
      const sameScoreSameRank = ranked.every(a => ranked.every(b => !new Decimal(a.item).equals(b.item) || a.rank === b.rank))
      const ordered = ranked.every((r, i) => i === 0 || ranked[i - 1]!.rank <= r.rank)
      return sameScoreSameRank && ordered
    }),
  )
})

t.test('a user with fewer than five orders does not count as a player', async t => {
  t.notOk(countsAsPlayer({ orders: 4 }))
  t.ok(countsAsPlayer({ orders: 5 }))
})

t.test('a player needs at least one filled trade to qualify for a prize', async t => {
  t.notOk(qualifiesForPrize({ orders: 5, filledTrades: 0 }))
  t.ok(qualifiesForPrize({ orders: 5, filledTrades: 1 }))
})

t.test('filled trades do not make up for too few orders', async t => {
  t.notOk(qualifiesForPrize({ orders: 4, filledTrades: 4 }))
})
