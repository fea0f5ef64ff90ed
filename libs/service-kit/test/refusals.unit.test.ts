import t from 'tap'
import { answeringRefusals, HttpError, refusalAnswer, type RefusalTable } from '../src/index'

type Reason = 'gone' | 'short' | 'late' | 'paused'
const table: RefusalTable<Reason> = {
  gone: 404,
  short: { status: 400, field: 'amount' },
  late: { status: 409, message: 'Too late for that' },
  paused: { status: 403, field: 'amount', code: 'ON_BREAK' },
}

t.test('a refusal answers with its table entry: status, field, fixed text and code', async t => {
  t.same(refusalAnswer(table, 'gone', 'No such thing').body(), { status: false, message: 'No such thing' })
  t.equal(refusalAnswer(table, 'gone', 'x').statusCode, 404)
  t.equal(refusalAnswer(table, 'gone', 'x').code, 'NOT_FOUND')
  const short = refusalAnswer(table, 'short', 'Insufficient balance')
  t.equal(short.statusCode, 400)
  t.same(short.body(), { status: false, message: 'Insufficient balance', errors: { amount: 'Insufficient balance' } })
  t.same(refusalAnswer(table, 'late', 'domain text').body(), { status: false, message: 'Too late for that' })
  t.equal(refusalAnswer(table, 'paused', 'On a break').code, 'ON_BREAK')
  t.same(refusalAnswer(table, 'short', 'Bad', { mobile: 'Bad' }).body().errors, { mobile: 'Bad' }, 'errors the refusal names win')
})

t.test('answeringRefusals maps what it knows and passes bugs on', async t => {
  class Refused extends Error { constructor(readonly reason: Reason) { super(reason) } }
  const toHttp = (error: unknown) => (error instanceof Refused ? refusalAnswer(table, error.reason, error.message) : undefined)
  await t.rejects(answeringRefusals(toHttp, async () => { throw new Refused('gone') }), HttpError)
  await t.rejects(answeringRefusals(toHttp, async () => { throw new TypeError('bug') }), TypeError)
  t.equal(await answeringRefusals(toHttp, async () => 7), 7)
})
