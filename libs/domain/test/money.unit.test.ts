import t from 'tap'
import DecimalJs from 'decimal.js'
import {
  Decimal,
  formatGainPercent,
  formatInr,
  formatLeaderboardPercent,
  formatUsdt,
  InvalidDecimalError,
  isDecimalString,
  parseDecimal,
  parseInr,
} from '../src/index'

t.test('plain decimal strings parse exactly, without float error', async t => {
  t.equal(parseDecimal('0.1').plus(parseDecimal('0.2')).toString(), '0.3')
  t.equal(parseDecimal('-12.500').toString(), '-12.5')
  t.equal(parseDecimal('123456789012345678901234567890.12345678').toFixed(), '123456789012345678901234567890.12345678')
})

t.test('anything but a plain decimal string is refused', async t => {
  for (const junk of ['', ' 1', '1 ', '+1', '1e3', '1E-2', 'NaN', 'Infinity', '-Infinity', '0x10', '1.', '.5', '1,000', '१२', 'abc']) {
    t.throws(() => parseDecimal(junk), InvalidDecimalError, `refuses ${JSON.stringify(junk)}`)
  }
  t.throws(() => parseDecimal(1.5), InvalidDecimalError, 'refuses a JS number')
  t.throws(() => parseDecimal(null), InvalidDecimalError, 'refuses null')
})

t.test('a decimal string can be limited to a number of places', async t => {
  t.ok(isDecimalString('10.25', 2))
  t.notOk(isDecimalString('10.255', 2))
  t.ok(isDecimalString('10', 0))
})

t.test('rupee amounts are non-negative with at most 2 places', async t => {
  t.equal(parseInr('99.99').toFixed(2), '99.99')
  t.throws(() => parseInr('-1'), InvalidDecimalError)
  t.throws(() => parseInr('1.001'), InvalidDecimalError)
})

t.test('the domain Decimal rounds half up and leaves the global decimal.js alone', async t => {
  t.equal(new Decimal('2.5').toDecimalPlaces(0).toString(), '3')
  t.equal(new Decimal('-2.5').toDecimalPlaces(0).toString(), '-3')
  t.equal(new Decimal('1').dividedBy(3).toString().length, 42, '40 significant digits')
  t.equal(DecimalJs.precision, 20, 'the global keeps its default precision')
})

t.test('money is shown to the places of spec section 9, rounding half up', async t => {
  t.equal(formatInr('1234.565'), '1234.57')
  t.equal(formatInr('5'), '5.00')
  t.equal(formatUsdt('10000.12345'), '10000.123')
  t.equal(formatUsdt('0.0005'), '0.001')
  t.equal(formatGainPercent('-3.14159'), '-3.142')
  t.equal(formatLeaderboardPercent('12.345'), '12.35')
  t.equal(formatLeaderboardPercent('-12.345'), '-12.35')
})

t.test('a value that rounds to zero is shown without a minus sign', async t => {
  t.equal(formatGainPercent('-0.0001'), '0.000')
  t.equal(formatInr('-0.004'), '0.00')
})

t.test('formatters refuse floats and junk instead of printing NaN', async t => {
  t.throws(() => formatInr('abc'), InvalidDecimalError)
  t.throws(() => formatInr('1e2'), InvalidDecimalError)
})
