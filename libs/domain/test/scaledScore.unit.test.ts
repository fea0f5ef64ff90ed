import t from 'tap'
import fc from 'fast-check'
import {
  Decimal, formatGainPercent, formatLeaderboardPercent, formatScaled, formatScaledGain, formatUsdt, gainPercentOf, scaledToString, scaledValueOfHoldings,
  scoreOfScaled, toScaled, valueOfHoldings,
} from '../src/index'

// Units of 10^-8: small ones (rounding), everyday ones (a few million USDT) and huge ones (past 2^53).
const units = (max: bigint) => fc.oneof(fc.bigInt({ min: -1000n, max: 1000n }), fc.bigInt({ min: -max, max }))
const amount = units(10n ** 16n)
const big = units(10n ** 30n)
const decimalOf = (u: bigint) => new Decimal(scaledToString(u))
const symbols = ['BTCUSDT', 'ETHUSDT', 'XRPUSDT']
const portfolio = fc.record({
  usdt: amount,
  holdings: fc.uniqueArray(fc.tuple(fc.constantFrom(...symbols), amount), { selector: ([s]) => s, maxLength: 3 }),
  prices: fc.tuple(units(10n ** 14n), units(10n ** 14n), fc.option(units(10n ** 14n), { nil: undefined })),
})
type Portfolio = typeof portfolio extends fc.Arbitrary<infer P> ? P : never
const priceOf = (p: Portfolio) => (symbol: string) => p.prices[symbols.indexOf(symbol)]
const decimalValue = (p: Portfolio) =>
  valueOfHoldings(decimalOf(p.usdt), new Map(p.holdings.map(([s, q]) => [s, decimalOf(q)])), s => {
    const price = priceOf(p)(s)
    return price === undefined ? undefined : decimalOf(price)
  })
const scaledValue = (p: Portfolio) => scaledValueOfHoldings(p.usdt, p.holdings, priceOf(p))

t.test('an amount with at most 8 places scales exactly and back; more places do not scale', async t => {
  t.equal(toScaled('12.5'), 1_250_000_000n)
  t.equal(toScaled('-0.00000001'), -1n)
  t.equal(toScaled(new Decimal('1000000.00000000')), 100_000_000_000_000n)
  t.equal(toScaled('0.000000001'), undefined)
  t.equal(toScaled('1e5'), undefined)
  t.equal(scaledToString(-1n), '-0.00000001')
  fc.assert(fc.property(big, u => toScaled(scaledToString(u)) === u && toScaled(decimalOf(u)) === u && decimalOf(u).toFixed(8) === scaledToString(u)))
})

t.test('property: the score of a scaled value is the number the 8-place decimal gives, and never reorders values', async t => {
  fc.assert(fc.property(big, u => Object.is(scoreOfScaled(u), Number(decimalOf(u).toFixed(8)))))
  fc.assert(fc.property(big, big, (a, b) => (a < b ? scoreOfScaled(a) <= scoreOfScaled(b) : scoreOfScaled(a) >= scoreOfScaled(b))))
  t.not(scoreOfScaled(1_000_000_000_000_001n), scoreOfScaled(1_000_000_000_000_002n), '10 million and one unit apart stay apart')
})

t.test('a holding worth half a unit rounds away from zero, as decimal.js ROUND_HALF_UP does', async t => {
  t.equal(scaledValueOfHoldings(0n, [['BTCUSDT', 1n]], () => 50_000_000n), 1n)
  t.equal(scaledValueOfHoldings(0n, [['BTCUSDT', -1n]], () => 50_000_000n), -1n)
  t.equal(scaledValueOfHoldings(0n, [['BTCUSDT', 1n]], () => 49_999_999n), 0n)
  t.equal(scaledValueOfHoldings(5n, [['BTCUSDT', 3n]], () => null), undefined, 'a price it cannot scale gives up')
  t.equal(scaledValueOfHoldings(5n, [['BTCUSDT', 3n]], () => undefined), 5n, 'an unpriced holding counts 0')
})

t.test('property: the scaled portfolio value is the decimal one, so portfolios rank exactly as decimals do', async t => {
  fc.assert(fc.property(portfolio, p => scaledValue(p) === toScaled(decimalValue(p))), { numRuns: 2000 })
  fc.assert(
    fc.property(portfolio, portfolio, (a, b) => {
      const [x, y] = [scaledValue(a)!, scaledValue(b)!]
      const scaledOrder = x < y ? -1 : x > y ? 1 : 0
      // Equal values score the same; otherwise the score may tie (a double's precision) but never reverse them.
      const scoreOrder = Math.sign(scoreOfScaled(x) - scoreOfScaled(y))
      return scaledOrder === decimalValue(a).comparedTo(decimalValue(b)) && (scaledOrder === 0 ? scoreOrder === 0 : scoreOrder !== -scaledOrder)
    }),
    { numRuns: 2000 },
  )
})

t.test('property: scaled figures are shown as the decimal formatters show them', async t => {
  // Exactly half a step off a 3-place figure, either sign and either side of 2^53 units: where rounding decides.
  const halves = fc.tuple(fc.oneof(fc.bigInt({ min: -(10n ** 11n), max: 10n ** 11n }), fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n })), fc.constantFrom(50_000n, -50_000n, 49_999n, 50_001n)).map(([k, half]) => k * 100_000n + half)
  fc.assert(fc.property(fc.oneof(big, halves), u => formatScaled(u, 3) === formatUsdt(decimalOf(u))))
  const fund = fc.oneof(fc.constant(0n), fc.bigInt({ min: 1n, max: 10n ** 18n }), fc.constantFrom(100_000_000n, 1_000_000n * 100_000_000n, 3n))
  fc.assert(
    fc.property(amount, fund, (value, f) => {
      const gain = gainPercentOf(decimalOf(value), decimalOf(f))
      return formatScaledGain(value, f, 3) === formatGainPercent(gain) && formatScaledGain(value, f, 2) === formatLeaderboardPercent(gain)
    }),
    { numRuns: 3000 },
  )
  // Gains exactly half a thousandth of a percent off a 3-place figure: fund 200,000 m units, value fund + m (2k + 1).
  const halfGains = fc.tuple(fc.bigInt({ min: 1n, max: 10n ** 9n }), fc.bigInt({ min: -(10n ** 6n), max: 10n ** 6n })).map(([m, k]) => [200_000n * m + m * (2n * k + 1n), 200_000n * m] as const)
  fc.assert(fc.property(halfGains, ([value, f]) => formatScaledGain(value, f, 3) === formatGainPercent(gainPercentOf(decimalOf(value), decimalOf(f)))))
  t.equal(formatScaledGain(99_999_999_999n, 100_000_000_000n, 3), '0.000', 'a tiny loss is not shown as -0.000')
  t.equal(formatScaledGain(100_000_500_000n, 100_000_000_000n, 3), '0.001', 'half a thousandth of a percent rounds up')
  t.equal(formatScaledGain(99_999_500_000n, 100_000_000_000n, 3), '-0.001', 'and away from zero below')
  t.equal(formatScaledGain(10n ** 36n, 1n, 3), undefined, 'past 39 digits it leaves the figure to decimal.js')
  t.equal(formatScaled(9_007_199_254_740_993n, 3), '90071992.547', 'past 2^53 units too, exactly')
})
