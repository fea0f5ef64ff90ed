import t from 'tap'
import type { PayoutHoldEvent } from '@arena/contracts'
import { decideHold, evolveHold, PayoutHoldRefused, type PayoutHoldState } from '../src/domain/payoutHold'

const at = '2026-03-01T10:00:00.000Z'
const held: PayoutHoldEvent = { type: 'WithdrawalHeld', data: { withdrawalId: 'w1', userId: 'u1', reason: 'Declared state Goa, KYC address proof says Karnataka', at } }
const released: PayoutHoldEvent = { type: 'WithdrawalHoldReleased', data: { withdrawalId: 'w1', userId: 'u1', releasedBy: 'admin:a', at } }
const given = (...events: PayoutHoldEvent[]): PayoutHoldState => events.reduce(evolveHold, null)
const hold = { type: 'HoldWithdrawal', withdrawalId: 'w1', userId: 'u1', reason: 'Declared state Goa, KYC address proof says Karnataka', at } as const
const release = { type: 'ReleaseHold', withdrawalId: 'w1', releasedBy: 'admin:a', at } as const

t.test('given no hold, when the withdrawal is held, then WithdrawalHeld with the reason', async t => {
  t.same(decideHold(hold, given()), [held])
  t.match(given(held), { status: 'held', reason: held.data.reason, releasedBy: null })
})

t.test('given a hold, when it is held again, then nothing: the first reason stands', async t => {
  t.same(decideHold({ ...hold, reason: 'another' }, given(held)), [])
  t.same(decideHold(hold, given(held, released)), [], 'a released hold is not put back')
})

t.test('given a hold, when an admin releases it, then WithdrawalHoldReleased once', async t => {
  t.same(decideHold(release, given(held)), [released])
  t.match(given(held, released), { status: 'released', releasedBy: 'admin:a' })
  t.same(decideHold(release, given(held, released)), [], 'releasing twice changes nothing')
})

t.test('given no hold, when an admin releases, then it is refused', async t => {
  t.throws(() => decideHold(release, given()), PayoutHoldRefused)
})
