import t from 'tap'
import { DEFAULT_EXCLUDED_STATES, isExcludedState, mayJoinContest } from '../src/index'

t.test('the eight states of the spec are excluded by default', async t => {
  t.strictSame(
    [...DEFAULT_EXCLUDED_STATES].sort(),
    ['Andhra Pradesh', 'Assam', 'Meghalaya', 'Nagaland', 'Odisha', 'Sikkim', 'Tamil Nadu', 'Telangana'],
  )
  for (const state of DEFAULT_EXCLUDED_STATES) t.ok(isExcludedState(state), state)
  t.notOk(isExcludedState('Rajasthan'))
})

t.test('state names match regardless of case, spacing and the former name of Odisha', async t => {
  t.ok(isExcludedState('  tamil   NADU '))
  t.ok(isExcludedState('Orissa'))
})

t.test('a configured list replaces the default one', async t => {
  t.ok(isExcludedState('Goa', ['Goa']))
  t.notOk(isExcludedState('Assam', ['Goa']))
})

t.test('residents of an excluded state may join free contests but not paid ones', async t => {
  t.ok(mayJoinContest('Assam', false))
  t.notOk(mayJoinContest('Assam', true))
  t.ok(mayJoinContest('Maharashtra', true))
})
