import t from 'tap'
import { Value } from '@sinclair/typebox/value'
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

t.test("a definition's compiled check answers as TypeBox's interpreter does", async t => {
  const schema = Type.Object({
    userId: Type.String({ minLength: 1 }),
    amount: DecimalString,
    stopLoss: Type.Union([DecimalString, Type.Null()]),
    side: Type.Union([Type.Literal('Buy'), Type.Literal('Sell')]),
    note: Type.Optional(Type.String()),
    count: Type.Integer({ minimum: 0 }),
  })
  const Placed = defineMessage('Placed', schema)
  const valid = { userId: 'u1', amount: '1.5', stopLoss: null, side: 'Buy', count: 2 }
  const inputs: unknown[] = [
    valid, { ...valid, note: 'n' }, { ...valid, stopLoss: '0.9' }, { ...valid, amount: '1.' }, { ...valid, amount: 1.5 },
    { ...valid, stopLoss: undefined }, { ...valid, side: 'buy' }, { ...valid, userId: '' }, { ...valid, count: -1 },
    { ...valid, count: 1.5 }, { ...valid, note: 3 }, { ...valid, extra: true }, null, 'text', [], {},
  ]
  for (const data of inputs) {
    t.equal(Placed.is({ type: 'Placed', data }), Value.Check(schema, data), JSON.stringify(data) ?? String(data))
  }
  t.equal(inputs.filter(data => Placed.is({ type: 'Placed', data })).length, 4, 'the valid ones, and only those, pass')
})
