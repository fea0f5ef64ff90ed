import t from 'tap'
import fc from 'fast-check'
import { Decimal, InvalidLevelsError, isValidLevels, parseLevels, splitPrizes, type PrizeStanding } from '../src/index'

const player = (playerId: string, score: string, activity = { orders: 5, filledTrades: 1 }): PrizeStanding => ({ playerId, score, ...activity })
const amounts = (split: ReturnType<typeof splitPrizes>) => split.awards.map(a => [a.playerId, a.rank, a.amount])

t.test('levels are read as the prize per rank', async t => {
  t.strictSame(parseLevels('500,300,200'), ['500.00', '300.00', '200.00'])
  t.strictSame(parseLevels(' 1000 , 250.5 ,0 '), ['1000.00', '250.50', '0.00'])
  t.strictSame(parseLevels(''), [])
})

t.test('levels with junk, negatives, exponents or empty items are refused', async t => {
  for (const bad of ['500,,200', '500,', 'abc', '-5', '1e3', '100.001', '500;300']) {
    t.throws(() => parseLevels(bad), InvalidLevelsError, bad)
    t.notOk(isValidLevels(bad))
  }
  t.ok(isValidLevels('500,300'))
})

t.test('each eligible player gets the prize of their rank', async t => {
  const split = splitPrizes({ levels: parseLevels('500,300,200'), standings: [player('a', '90'), player('b', '120'), player('c', '100'), player('d', '80')] })
  t.strictSame(amounts(split), [['b', 1, '500.00'], ['c', 2, '300.00'], ['a', 3, '200.00']])
  t.equal(split.paid, '1000.00')
  t.equal(split.undistributed, '0.00')
})

t.test('players tied for first share the prizes of first and second equally', async t => {
  const split = splitPrizes({ levels: parseLevels('500,300,200'), standings: [player('a', '100'), player('b', '100'), player('c', '50')] })
  t.strictSame(amounts(split), [['a', 1, '400.00'], ['b', 1, '400.00'], ['c', 3, '200.00']])
})

t.test('a tie straddling the last paid rank shares only the prizes it covers', async t => {
  const split = splitPrizes({ levels: parseLevels('500,300'), standings: [player('w', '9'), player('x', '5'), player('y', '5'), player('z', '5')] })
  t.strictSame(amounts(split), [['w', 1, '500.00'], ['x', 2, '100.00'], ['y', 2, '100.00'], ['z', 2, '100.00']])
  t.equal(split.paid, '800.00')
})

t.test('players without a filled trade or with too few orders are dropped and the next one moves up', async t => {
  const split = splitPrizes({
    levels: parseLevels('500,300'),
    standings: [player('top', '200', { orders: 9, filledTrades: 0 }), player('few', '150', { orders: 4, filledTrades: 3 }), player('p', '120'), player('q', '110')],
  })
  t.strictSame(amounts(split), [['p', 1, '500.00'], ['q', 2, '300.00']])
})

t.test('a tie keeps no paise back: the leftover paise go one each to the tied players in ascending player id order', async t => {
  const split = splitPrizes({ levels: parseLevels('100'), standings: [player('c', '1'), player('a', '1'), player('b', '1')] })
  t.strictSame(amounts(split), [['a', 1, '33.34'], ['b', 1, '33.33'], ['c', 1, '33.33']])
  t.equal(split.paid, '100.00')
  t.equal(split.undistributed, '0.00')
  const two = splitPrizes({ levels: parseLevels('100.00,0.01'), standings: [player('c', '1'), player('a', '1'), player('b', '1')] })
  t.strictSame(amounts(two), [['a', 1, '33.34'], ['b', 1, '33.34'], ['c', 1, '33.33']])
  t.equal(two.paid, '100.01')
})

t.test('positions nobody eligible reached are left in the pool', async t => {
  const split = splitPrizes({ levels: parseLevels('500,300,200'), standings: [player('solo', '1')] })
  t.strictSame(amounts(split), [['solo', 1, '500.00']])
  t.equal(split.pool, '1000.00')
  t.equal(split.undistributed, '500.00')
})

t.test('players placed beyond the paid ranks get no award entry', async t => {
  const split = splitPrizes({ levels: parseLevels('10,0'), standings: [player('a', '3'), player('b', '2'), player('c', '1')] })
  t.strictSame(amounts(split), [['a', 1, '10.00']])
})

t.test('a player listed twice is refused rather than paid twice', async t => {
  t.throws(() => splitPrizes({ levels: ['10'], standings: [player('a', '1'), player('a', '2')] }))
})

const levelsArb = fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 8 }).map(ps => ps.map(p => new Decimal(p).dividedBy(100).toFixed(2)))
const standingsArb = fc.uniqueArray(
  fc.record({
    playerId: fc.string({ minLength: 1, maxLength: 4 }),
    score: fc.integer({ min: 0, max: 6 }).map(String),
    orders: fc.integer({ min: 3, max: 7 }),
    filledTrades: fc.integer({ min: 0, max: 2 }),
  }),
  { selector: s => s.playerId, maxLength: 15 },
)

t.test('property: the split never pays more than the pool and paid + undistributed == pool', async t => {
  fc.assert(
    fc.property(levelsArb, standingsArb, (levels, standings) => {
      const split = splitPrizes({ levels, standings })
      const total = split.awards.reduce((sum, a) => sum.plus(a.amount), new Decimal(0))
      return total.equals(split.paid) && total.lessThanOrEqualTo(split.pool) && total.plus(split.undistributed).equals(split.pool)
    }),
    { numRuns: 1000 },
  )
})

t.test('property: tied players get amounts within a paisa of each other', async t => {
  fc.assert(
    fc.property(levelsArb, standingsArb, (levels, standings) => {
      const split = splitPrizes({ levels, standings })
      return split.awards.every(a => split.awards.every(b => a.rank !== b.rank || new Decimal(a.amount).minus(b.amount).abs().lessThanOrEqualTo('0.01')))
    }),
    { numRuns: 1000 },
  )
})

/** At least as many eligible players as paid positions, with scores from a tiny range so ties are common. */
const fullFieldArb = fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 8 }).chain(paise =>
  fc.tuple(
    fc.constant(paise.map(p => new Decimal(p).dividedBy(100).toFixed(2))),
    fc.uniqueArray(fc.record({ playerId: fc.string({ minLength: 1, maxLength: 4 }), score: fc.integer({ min: 0, max: 2 }).map(String) }), {
      selector: s => s.playerId, minLength: paise.length, maxLength: paise.length + 6,
    }),
  ),
)

t.test('property: with every paid position reached, the prizes of random ties add up to the pool to the paisa', async t => {
  fc.assert(
    fc.property(fullFieldArb, ([levels, field]) => {
      const split = splitPrizes({ levels, standings: field.map(f => player(f.playerId, f.score)) })
      const total = split.awards.reduce((sum, a) => sum.plus(a.amount), new Decimal(0))
      return total.equals(split.pool) && split.undistributed === '0.00'
    }),
    { numRuns: 1000 },
  )
})

t.test('property: only eligible players are paid and the result does not depend on input order', async t => {
  fc.assert(
    fc.property(levelsArb, standingsArb, fc.integer(), (levels, standings, seed) => {
      const split = splitPrizes({ levels, standings })
      const shuffled = [...standings].sort((a, b) => ((a.playerId.charCodeAt(0) * seed) % 7) - ((b.playerId.charCodeAt(0) * seed) % 7)).reverse()
      const eligible = new Set(standings.filter(s => s.orders >= 5 && s.filledTrades >= 1).map(s => s.playerId))
      return split.awards.every(a => eligible.has(a.playerId)) && JSON.stringify(splitPrizes({ levels, standings: shuffled })) === JSON.stringify(split)
    }),
    { numRuns: 500 },
  )
})
