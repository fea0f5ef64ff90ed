import t from 'tap'
import { defineMessage, Type, DecimalString, ContractViolation, eventRoute, streams } from '../src/index'

const Deposited = defineMessage('DepositConfirmed', Type.Object({ userId: Type.String(), amount: DecimalString }))

t.test('a message definition accepts data that fits its schema', async t => {
  t.same(Deposited.parse({ userId: 'u1', amount: '10.50' }), { userId: 'u1', amount: '10.50' })
  t.ok(Deposited.is({ type: 'DepositConfirmed', data: { userId: 'u1', amount: '1' } }))
})

t.test('a message definition refuses a float amount and names the field', async t => {
  const err = t.throws(() => Deposited.parse({ userId: 'u1', amount: 10.5 })) as unknown
  t.type(err, ContractViolation)
  t.match((err as Error).message, /\/amount/)
  t.notOk(Deposited.is({ type: 'DepositConfirmed', data: { userId: 'u1', amount: 'ten' } }))
})

t.test('events are routed to their category topic, keyed by entity', async t => {
  t.same(eventRoute(streams.wallet('u-1')), { topic: 'arena.wallet.events', key: 'u-1' })
  const contest = '00000000-0000-4000-8000-000000000001'
  const user = '00000000-0000-4000-8000-000000000002'
  // An account's events by account (contest and player), so consumers can spread one busy contest's players over replicas.
  t.same(eventRoute(streams.account(contest, user)), { topic: 'arena.account.events', key: `${contest}-${user}` })
})
