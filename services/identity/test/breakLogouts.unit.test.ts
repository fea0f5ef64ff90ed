import t from 'tap'
import type { RecordedEvent, UserEvent } from '@arena/contracts'
import { decideUser } from '../src/domain/decideUser'
import { evolveUser, initialUser } from '../src/domain/user'
import { logoutFor } from '../src/endingSessions/breakLogouts'

const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', name: 'Asha', countryCode: '91', mobile: '9876543210', email: null, referralCode: 'ABCDEFGH', referredBy: null, at: '2026-01-01T00:00:00.000Z' },
}
const session = (sessionId: string, startedAt: string): UserEvent => ({ type: 'SessionStarted', data: { sessionId, startedAt, expiresAt: '2026-12-31T00:00:00.000Z' } })
const recorded = (type: string, data: unknown, stream = 'wallet-u1'): RecordedEvent =>
  ({ id: 'e1', stream, type, data, metadata: { correlationId: 'c', causationId: null, actor: 'u1', at: '2026-06-01T10:00:00.000Z' }, version: 3, position: 9 }) as RecordedEvent

t.test('a break ends the sessions open when it began, and none started after', async t => {
  const state = [registered, session('phone', '2026-06-01T09:00:00.000Z'), session('laptop', '2026-06-01T09:30:00.000Z'), session('later', '2026-06-01T11:00:00.000Z')].reduce(evolveUser, initialUser)
  const events = decideUser({ type: 'EndSessionsStartedBefore', before: '2026-06-01T10:00:00.000Z' }, state)
  t.same(events, [
    { type: 'SessionEnded', data: { sessionId: 'phone', reason: 'break' } },
    { type: 'SessionEnded', data: { sessionId: 'laptop', reason: 'break' } },
  ])
  const after = events.reduce(evolveUser, state)
  t.same([...after.sessions.keys()], ['later'])
  t.same(decideUser({ type: 'EndSessionsStartedBefore', before: '2026-06-01T10:00:00.000Z' }, after), [], 'a redelivered break ends nothing more')
})

t.test('only the wallet\'s BreakTaken asks for a logout, for the wallet\'s owner', async t => {
  const taken = recorded('BreakTaken', { commandId: 'b', kind: 'timeOut', duration: '24h', from: '2026-06-01T10:00:00.000Z', until: '2026-06-02T10:00:00.000Z' })
  t.same(logoutFor(taken), { userId: 'u1', command: { type: 'EndSessionsStartedBefore', before: '2026-06-01T10:00:00.000Z' } })
  t.equal(logoutFor(recorded('DepositLimitChanged', { commandId: 'l', period: 'daily', limit: '5.00', requestedAt: 'x', appliesAt: 'x' })), null)
})
