import t from 'tap'
import type { RecordedEvent } from '@arena/contracts'
import { bonusesForRegistration } from '../src/sagas/registrationBonuses'

const registered = (referredBy: string | null): RecordedEvent => ({
  id: '9b7c6f1e-2d3a-4c5b-8e9f-0a1b2c3d4e5f',
  type: 'UserRegistered',
  stream: 'user-u-new',
  version: 1,
  position: 7,
  data: { userId: 'u-new', name: 'asha01', countryCode: '91', mobile: '9876543210', email: null, referralCode: 'ASHA01X', referredBy, at: '2026-01-01T00:00:00.000Z' },
  metadata: { correlationId: 'c', causationId: null, actor: 'u-new', at: '2026-01-01T00:00:00.000Z' },
})

t.test('a new user gets the registration bonus and the referrer the referral bonus', async t => {
  const commands = bonusesForRegistration(registered('u-referrer'), { registration: '50', referral: '25' })
  t.same(commands.map(c => [c.userId, c.kind, c.amount]), [['u-new', 'registration', '50'], ['u-referrer', 'referral', '25']])
})

t.test('without a referrer only the registration bonus is paid', async t => {
  const commands = bonusesForRegistration(registered(null), { registration: '50', referral: '25' })
  t.same(commands.map(c => c.kind), ['registration'])
})

t.test('the same event always yields the same command ids, so redelivery credits once', async t => {
  const first = bonusesForRegistration(registered('u-referrer'), { registration: '50', referral: '25' })
  const again = bonusesForRegistration(registered('u-referrer'), { registration: '50', referral: '25' })
  t.same(again.map(c => c.commandId), first.map(c => c.commandId))
  t.not(first[0]!.commandId, first[1]!.commandId)
})

t.test('a zero amount pays no bonus, and other events cause nothing', async t => {
  t.same(bonusesForRegistration(registered('u-referrer'), { registration: '0', referral: '0' }), [])
  t.same(bonusesForRegistration({ ...registered(null), type: 'LoginRecorded' }, { registration: '50', referral: '25' }), [])
})
