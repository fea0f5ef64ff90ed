import t from 'tap'
import { ageOn, calendarDateAt, isAdult, parseCalendarDate } from '../src/index'

t.test('a user is an adult from their eighteenth birthday', async t => {
  t.notOk(isAdult('2008-06-15', '2026-06-14'))
  t.ok(isAdult('2008-06-15', '2026-06-15'))
  t.equal(ageOn('2008-06-15', '2026-06-14'), 17)
})

t.test('someone born on 29 February turns 18 on 1 March in a common year', async t => {
  t.notOk(isAdult('2008-02-29', '2026-02-28'))
  t.ok(isAdult('2008-02-29', '2026-03-01'))
})

t.test('dates that do not exist are refused', async t => {
  t.equal(parseCalendarDate('2023-02-29'), undefined)
  t.equal(parseCalendarDate('2024-13-01'), undefined)
  t.equal(parseCalendarDate('15/06/2008'), undefined)
  t.strictSame(parseCalendarDate('2024-02-29'), { year: 2024, month: 2, day: 29 })
  t.throws(() => ageOn('2008-02-30', '2026-01-01'))
})

t.test('today is the calendar date in India, not on the server', async t => {
  t.equal(calendarDateAt(new Date('2026-06-14T18:29:59Z')), '2026-06-14')
  t.equal(calendarDateAt(new Date('2026-06-14T18:30:00Z')), '2026-06-15')
})
