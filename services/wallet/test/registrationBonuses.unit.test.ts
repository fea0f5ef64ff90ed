import t from 'tap'
import type { RecordedEvent } from '@arena/contracts'
import { bonusesFor } from '../src/payingBonuses/registrationBonuses'

const amounts = { registration: '50', referral: '25' }

const registered = (referredBy: string | null): RecordedEvent => ({
  id: '9b7c6f1e-2d3a-4c5b-8e9f-0a1b2c3d4e5f',
  type: 'UserRegistered',
  stream: 'user-u-new',
  version: 1,
  position: 7,
  data: { userId: 'u-new', name: 'asha01', countryCode: '91', mobile: '9876543210', email: null, referralCode: 'ASHA01X', referredBy, at: '2026-01-01T00:00:00.000Z' },
  metadata: { correlationId: 'c', causationId: null, actor: 'u-new', at: '2026-01-01T00:00:00.000Z' },
})

const kycCompleted = (referredBy: string | null, id = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f'): RecordedEvent => ({
  id,
  type: 'KycCompleted',
  stream: 'kyc-u-new',
  version: 12,
  position: 40,
  data: { name: 'asha01', referredBy, at: '2026-01-05T00:00:00.000Z' },
  metadata: { correlationId: 'k', causationId: null, actor: 'admin:a1', at: '2026-01-05T00:00:00.000Z' },
})

t.test('signing up pays the new user the registration bonus, and nothing to the referrer yet', async t => {
  const commands = bonusesFor(registered('u-referrer'), amounts)
  t.same(commands.map(c => [c.userId, c.kind, c.amount]), [['u-new', 'registration', '50']])
})

t.test('the referrer gets the referral bonus when the referred user completes KYC', async t => {
  const commands = bonusesFor(kycCompleted('u-referrer'), amounts)
  t.same(commands.map(c => [c.userId, c.kind, c.amount, c.note]), [['u-referrer', 'referral', '25', 'Referral: asha01']])
  t.same(bonusesFor(kycCompleted(null), amounts), [], 'no referrer, no referral bonus')
  t.same(bonusesFor(kycCompleted('u-new'), amounts), [], 'nobody earns by referring themselves')
})

t.test('the same user always yields the same command ids, so redelivery or a second completion credits once', async t => {
  t.same(bonusesFor(registered('u-referrer'), amounts).map(c => c.commandId), bonusesFor(registered('u-referrer'), amounts).map(c => c.commandId))
  const first = bonusesFor(kycCompleted('u-referrer'), amounts)
  const other = bonusesFor(kycCompleted('u-referrer', '7f8e9d0c-1b2a-4c3d-8e4f-5a6b7c8d9e0f'), amounts)
  t.same(other.map(c => c.commandId), first.map(c => c.commandId), 'keyed by the referred user, not by the event')
  t.not(first[0]!.commandId, bonusesFor(registered('u-referrer'), amounts)[0]!.commandId)
})

t.test('a zero amount pays no bonus, and other events cause nothing', async t => {
  t.same(bonusesFor(registered('u-referrer'), { registration: '0', referral: '0' }), [])
  t.same(bonusesFor(kycCompleted('u-referrer'), { registration: '0', referral: '0' }), [])
  t.same(bonusesFor({ ...registered(null), type: 'LoginRecorded' }, amounts), [])
  t.same(bonusesFor({ ...kycCompleted('u-referrer'), type: 'KycDocumentVerified', data: { document: 'pan', by: 'a', at: 'x' } }, amounts), [])
})
