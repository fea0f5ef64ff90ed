import t from 'tap'
import fc from 'fast-check'
import { scaledToString } from '@arena/domain'
import { Decimal, gainPercent, scoreOf, shown } from '../src/domain/portfolio'
import { PlayerBook } from '../src/readModel/playerBook'

const d = (text: string) => new Decimal(text)
const book = (fund = '10000.00000000') => new PlayerBook('c1', 'alice', d(fund))
const headerByDecimals = (value: Decimal, fund: Decimal) => ({ per: shown.headerPercent(gainPercent(value, fund)), portfoliovalue: shown.usdt(value) })

t.test('a revalue says whether the value changed, comparing scaled and decimal values alike', async t => {
  const player = book()
  t.ok(player.revalue(1_000_000_000_000n), 'the first value is a change')
  t.notOk(player.revalue(1_000_000_000_000n))
  t.notOk(player.revalue(d('10000')), 'the same value as a decimal')
  t.ok(player.revalue(1_000_000_000_001n))
  t.ok(player.revalue(d('10000.000000001')), 'a decimal with more places than units hold')
  t.notOk(player.revalue(d('10000.0000000010')))
  t.ok(player.revalue(1_000_000_000_000n))
  t.equal(player.value?.toFixed(), '10000')
})

t.test('the score is the 8-place value as a number, whichever way the value was worked out', async t => {
  const player = book()
  player.revalue(1_000_012_345_678n)
  t.equal(player.score(), scoreOf(d('10000.12345678')))
  player.revalue(d('10000.123456789'))
  t.equal(player.score(), scoreOf(d('10000.123456789')))
})

t.test('a quantity or cash with more than 8 places keeps the player off the integer path', async t => {
  const player = book()
  player.hold('BTCUSDT', d('0.5'))
  t.ok(player.scales)
  t.equal(player.holdingsScaled.get('BTCUSDT'), 50_000_000n)
  player.hold('ETHUSDT', d('0.000000001'))
  t.notOk(player.scales)
  player.hold('ETHUSDT', d('0'))
  t.ok(player.scales, 'selling it out brings it back')
  t.same([...player.holdings.keys()], ['BTCUSDT'])
  player.setUsdt(d('1.123456789'))
  t.notOk(player.scales)
})

t.test('property: the header figures are what the decimal formatting shows', async t => {
  const units = fc.oneof(fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n }), fc.bigInt({ min: -2000n, max: 2000n }))
  const fund = fc.constantFrom('10000.00000000', '1000000.00000000', '3.00000000', '0.00000000', '7777.77777777')
  fc.assert(
    fc.property(units, fund, (value, f) => {
      const player = book(f)
      player.revalue(value)
      return JSON.stringify(player.header()) === JSON.stringify(headerByDecimals(d(scaledToString(value)), d(f)))
    }),
    { numRuns: 2000 },
  )
  t.same(book().header(), { per: '0.000', portfoliovalue: '10000.000' }, 'the fund until a value is known')
  const odd = book()
  odd.revalue(d('10000.0000005'))
  t.same(odd.header(), headerByDecimals(d('10000.0000005'), d('10000')), 'a decimal value is shown through decimals')
})
