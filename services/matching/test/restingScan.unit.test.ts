import t from 'tap'
import fc from 'fast-check'
import { Decimal } from '../src/domain/amounts'
import { limitCrossed, priceUnits, stopReached, touchedAt } from '../src/domain/order'

/** Prices as feeds and forms give them: mostly up to 8 places, sometimes more (those take the decimal path). */
const price = fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 14n }), fc.integer({ min: 0, max: 10 })).map(([units, places]) => new Decimal(units.toString()).dividedBy(new Decimal(10).pow(places)))
/** A price near another, so equal and neighbouring prices come up often. */
const near = (of: Decimal) => fc.integer({ min: -3, max: 3 }).map(step => of.plus(new Decimal(step).dividedBy(1e8)).abs())

t.test('the scan on units says exactly what the decimal predicates say', async t => {
  const order = fc.record({ orderType: fc.constantFrom('Buy' as const, 'Sell' as const), price, stop: fc.option(price, { nil: null }), active: fc.boolean() })
  const cases = order.chain(o => fc.tuple(fc.constant(o), fc.oneof(price, near(o.price), near(o.stop ?? o.price))))
  fc.assert(fc.property(cases, ([o, trade]) => {
    const scanned = { orderType: o.orderType, price: o.price, stopLoss: o.stop, active: o.active || o.stop === null, priceUnits: priceUnits(o.price), stopUnits: o.stop === null ? undefined : priceUnits(o.stop) }
    const expected = scanned.active ? limitCrossed(scanned, trade) : stopReached(scanned, trade)
    return touchedAt(scanned, trade, priceUnits(trade)) === expected
  }), { seed: 20261124, numRuns: 5000 })
  t.pass('held for 5,000 generated orders and trades')
})

t.test('units are exact or absent: more than 8 places, or beyond 2^53 units, is left to the decimals', async t => {
  t.equal(priceUnits(new Decimal('65000.12345678')), 6500012345678)
  t.equal(priceUnits(new Decimal('0.00000001')), 1)
  t.equal(priceUnits(new Decimal('0.000000001')), undefined)
  t.equal(priceUnits(new Decimal('90071992.54740992')), undefined)
  t.equal(priceUnits(new Decimal('90071992.54740991')), Number.MAX_SAFE_INTEGER)
})
