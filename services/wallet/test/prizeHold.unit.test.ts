import t from 'tap'
import type { PrizeHoldEvent } from '@arena/contracts'
import { decidePrizeHold, evolvePrizeHold, PrizeHoldRefused, prizeHoldMessages, type PrizeHoldCommand, type PrizeHoldState } from '../src/domain/prizeHold'

const at = '2026-03-02T07:00:00.000Z'
const hold: PrizeHoldCommand = { type: 'HoldPrize', holdId: 'h1', userId: 'u1', contestId: 'c1', contestName: 'Cup', rank: 1, amount: '500.00', reason: 'Shares a PAN', at }
const release: PrizeHoldCommand = { type: 'ReleasePrize', holdId: 'h1', releasedBy: 'admin:a', at }
const withhold: PrizeHoldCommand = { type: 'WithholdPrize', holdId: 'h1', withheldBy: 'admin:a', reason: 'One person', at }

const given = (...commands: PrizeHoldCommand[]): PrizeHoldState =>
  commands.reduce<PrizeHoldState>((state, c) => decidePrizeHold(c, state).reduce<PrizeHoldState>((s, e: PrizeHoldEvent) => evolvePrizeHold(s, e), state), null)

t.test('a prize is held once; holding it again changes nothing', async t => {
  t.same(decidePrizeHold(hold, null).map(e => e.type), ['PrizeHeld'])
  t.same(decidePrizeHold({ ...hold, reason: 'another' }, given(hold)), [])
  t.equal(given(hold, { ...hold, reason: 'another' })?.reason, 'Shares a PAN', 'the first reason stands')
})

t.test('a held prize is released once; a second release is a no-op', async t => {
  t.same(decidePrizeHold(release, given(hold)).map(e => e.type), ['PrizeReleased'])
  t.same(decidePrizeHold(release, given(hold, release)), [])
  t.match(given(hold, release), { status: 'released', decidedBy: 'admin:a' })
})

t.test('a decided prize is never decided the other way', async t => {
  t.throws(() => decidePrizeHold(withhold, given(hold, release)), PrizeHoldRefused)
  t.throws(() => decidePrizeHold(release, given(hold, withhold)), PrizeHoldRefused)
  t.same(decidePrizeHold(withhold, given(hold, withhold)), [])
  t.match(given(hold, withhold), { status: 'withheld', withheldReason: 'One person' })
})

t.test('a prize never held cannot be released or withheld', async t => {
  const notHeld = new PrizeHoldRefused('notHeld', prizeHoldMessages.notHeld)
  t.throws(() => decidePrizeHold(release, null), notHeld)
  t.throws(() => decidePrizeHold(withhold, null), notHeld)
})
