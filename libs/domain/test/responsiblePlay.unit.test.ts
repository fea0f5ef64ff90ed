import t from 'tap'
import { appliesAtOnce, breakEnd, formatIndiaTime, limitWindow, parseDepositLimit } from '../src/index'

const iso = (d: Date) => d.toISOString()

t.test('the daily window is the India calendar day: it turns at 18:30 UTC', async t => {
  t.same(limitWindow('daily', new Date('2026-11-24T18:29:59.999Z')).map(iso), ['2026-11-23T18:30:00.000Z', '2026-11-24T18:30:00.000Z'])
  t.same(limitWindow('daily', new Date('2026-11-24T18:30:00.000Z')).map(iso), ['2026-11-24T18:30:00.000Z', '2026-11-25T18:30:00.000Z'])
})

t.test('the weekly window runs from Monday midnight India time', async t => {
  // Sunday 29 Nov 2026, 23:59 IST is still the week of Monday 23 Nov.
  t.same(limitWindow('weekly', new Date('2026-11-29T18:29:00.000Z')).map(iso), ['2026-11-22T18:30:00.000Z', '2026-11-29T18:30:00.000Z'])
  t.same(limitWindow('weekly', new Date('2026-11-29T18:30:00.000Z')).map(iso), ['2026-11-29T18:30:00.000Z', '2026-12-06T18:30:00.000Z'])
})

t.test('the monthly window is the India calendar month', async t => {
  // 1 Dec 2026, 00:10 IST is 30 Nov 18:40 UTC: already December in India.
  t.same(limitWindow('monthly', new Date('2026-11-30T18:40:00.000Z')).map(iso), ['2026-11-30T18:30:00.000Z', '2026-12-31T18:30:00.000Z'])
  t.same(limitWindow('monthly', new Date('2026-11-30T18:20:00.000Z')).map(iso), ['2026-10-31T18:30:00.000Z', '2026-11-30T18:30:00.000Z'])
})

t.test('breaks end after exact hours and weeks, and after calendar months in India', async t => {
  const from = new Date('2026-01-31T04:00:00.000Z')
  t.equal(iso(breakEnd(from, '24h')), '2026-02-01T04:00:00.000Z')
  t.equal(iso(breakEnd(from, '1w')), '2026-02-07T04:00:00.000Z')
  t.equal(iso(breakEnd(from, '1m')), '2026-02-28T04:00:00.000Z', '31 January plus a month is the last day of February')
  t.equal(iso(breakEnd(from, '6m')), '2026-07-31T04:00:00.000Z')
  t.equal(iso(breakEnd(from, '1y')), '2027-01-31T04:00:00.000Z')
  t.equal(iso(breakEnd(from, '5y')), '2031-01-31T04:00:00.000Z')
})

t.test('instants are worded in India time', async t => {
  t.equal(formatIndiaTime('2026-11-24T18:30:00.000Z'), '25 Nov 2026, 00:00 IST')
})

t.test('a limit is a rupee amount above 0; empty means none', async t => {
  t.equal(parseDepositLimit('5000'), '5000.00')
  t.equal(parseDepositLimit(' 250.5 '), '250.50')
  t.equal(parseDepositLimit(''), null)
  t.equal(parseDepositLimit(null), null)
  for (const bad of ['0', '-5', '1.234', 'abc', '99999999999', {}]) t.equal(parseDepositLimit(bad), undefined, String(bad))
})

t.test('a lower or first limit applies at once; a higher one or none waits', async t => {
  t.ok(appliesAtOnce(null, '100.00'))
  t.ok(appliesAtOnce('200.00', '100.00'))
  t.ok(appliesAtOnce('200.00', '200.00'))
  t.notOk(appliesAtOnce('200.00', '300.00'))
  t.notOk(appliesAtOnce('200.00', null))
})
