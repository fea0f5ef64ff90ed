import t from 'tap'
import fc from 'fast-check'
import { computeTds, DEFAULT_TDS_POLICY, InvalidDecimalError, recomputeTds, type TdsRecord } from '../src/index'

t.test('the default policy withholds 30/130 of the amount and records its inputs', async t => {
  t.strictSame(computeTds('130'), {
    policy: 'section194BA-30-of-130',
    inputs: { amount: '130.00', rateNumerator: '30', rateDenominator: '130', scale: 2, rounding: 'ROUND_HALF_UP' },
    tax: '30.00',
    paid: '100.00',
  })
  t.equal(DEFAULT_TDS_POLICY, 'section194BA-30-of-130')
})

t.test('tax is rounded half up to the paisa and paid takes the rest', async t => {
  const record = computeTds('1000')
  t.equal(record.tax, '230.77', '230.769... rounds up')
  t.equal(record.paid, '769.23')
  const small = computeTds('0.01')
  t.equal(small.tax, '0.00', '0.0023 rounds down')
  t.equal(small.paid, '0.01')
  t.equal(computeTds('0.02').tax, '0.00')
  t.equal(computeTds('0.03').tax, '0.01', '0.00692 rounds up')
})

t.test('the flat policy withholds 30 percent of the amount', async t => {
  const record = computeTds('100', 'flat-30-of-100')
  t.equal(record.tax, '30.00')
  t.equal(record.paid, '70.00')
  t.equal(record.inputs.rateDenominator, '100')
  t.equal(computeTds('0.35', 'flat-30-of-100').tax, '0.11', 'an exact half paisa (0.105) rounds up, not to even')
})

t.test('an amount that is not a rupee amount is refused', async t => {
  t.throws(() => computeTds('-5'), InvalidDecimalError)
  t.throws(() => computeTds('10.005'), InvalidDecimalError)
  t.throws(() => computeTds('1e3'), InvalidDecimalError)
})

t.test('an auditor recomputing an untouched record finds it correct', async t => {
  t.strictSame(recomputeTds(computeTds('5432.10')), { ok: true })
})

t.test('an auditor finds a tampered tax, paid amount or rate', async t => {
  const record = computeTds('1000')
  const taxed = recomputeTds({ ...record, tax: '230.76' })
  t.equal(taxed.ok, false)
  if (!taxed.ok) {
    t.strictSame(taxed.expected, { tax: '230.77', paid: '769.23' })
    t.match(taxed.problems, [/tax 230.76 should be 230.77/])
  }
  const paid = recomputeTds({ ...record, paid: '770.00' })
  t.equal(paid.ok, false)
  const rate: TdsRecord = { ...record, inputs: { ...record.inputs, rateDenominator: '100' }, tax: '300.00', paid: '700.00' }
  const rated = recomputeTds(rate)
  t.equal(rated.ok, false, 'the recorded rate is not the named policy')
  if (!rated.ok) t.match(rated.problems, [/not the policy/])
  t.equal(recomputeTds({ ...record, tax: 'abc' }).ok, false, 'a non-decimal tax is a problem, not a crash')
})

/** Amounts from whole paise, so test data never passes through a float. */
const rupees = (paise: bigint): string => `${paise / 100n}.${String(paise % 100n).padStart(2, '0')}`

t.test('property: tax + paid == amount and tax == round_half_up(amount x 30 / 130, 2)', async t => {
  fc.assert(
    fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), paise => {
      const record = computeTds(rupees(paise))
      // Independent oracle in integer paise: floor(30p/130 + 1/2) == floor((60p + 130) / 260).
      const taxPaise = (60n * paise + 130n) / 260n
      return record.tax === rupees(taxPaise) && record.paid === rupees(paise - taxPaise) && recomputeTds(record).ok
    }),
    { numRuns: 2000 },
  )
})
