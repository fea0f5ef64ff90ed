import t from 'tap'
import { needs } from '@arena/testing'
import type { Call } from './support/client'
import { refusalChecks } from './support/expectations'
import { files, formBody } from './support/forms'
import { admin, signUp } from './support/people'
import { bootPlatform, WEBHOOK_SECRET, type PlatformUnderTest } from './support/platformUnderTest'

const DEPOSITS_OFF = 'Deposits are turned off: contests here are free to play, with prizes from sponsors'
const FEES_OFF = 'Entry fees are turned off: contests here are free to play'

function calls(put: PlatformUnderTest) {
  const at = (minutes: number) => new Date(put.clock.now().getTime() + minutes * 60_000).toISOString()
  const contest = (fields: Record<string, string>) => ({
    contestName: 'Weekend Cup', startTime: at(60), endTime: at(120), entryFee: '100', virtualFund: '10000', winningAmount: '1000',
    levels: '500,300,200', max_particepate: '10', pairs: 'BTCUSDT', description: '', ...fields,
  })
  return {
    deposit: (token: string): Call => ({ method: 'POST', url: '/api/deposit-request', token, json: { amount: '500', method: 'UPI', reference: '123456789012' } }),
    webhook: (userId: string): Call => ({
      method: 'POST', url: '/api/payments/webhook', signWith: WEBHOOK_SECRET,
      json: { eventId: 'evt-free-1', status: 'success', userId, amount: '500', reference: '998877665544', method: 'UPI' },
    }),
    addContest(token: string, fields: Record<string, string>): Call {
      const form = formBody(contest(fields), { contestLogo: files.png() })
      return { method: 'POST', url: '/api/contest-add', token, raw: form.raw, headers: form.headers }
    },
    addPrivate: (token: string, fields: Record<string, string>): Call =>
      ({ method: 'POST', url: '/api/private-contest-add', token, json: contest({ max_particepate: '4', winningAmount: '100', levels: '60,40', entryFee: '50', ...fields }) }),
  }
}

t.test('PLAY_MODE=free refuses every way money comes in, at the API, and writes nothing', needs('postgres'), async t => {
  const put = await bootPlatform(t, { env: { PLAY_MODE: 'free' } })
  const boss = await admin(put)
  const asha = await signUp(put, 'freeasha')
  const refused = refusalChecks(t, put)
  const call = calls(put)

  t.same((await put.call({ method: 'GET', url: '/api/play-mode' })).body, { status: true, data: { playMode: 'free' } }, 'anyone can ask which mode runs')
  await refused('a deposit request', call.deposit(asha.token), [403])
  t.equal((await put.call(call.deposit(asha.token))).body.message, DEPOSITS_OFF)
  await refused('a signed payment notice', call.webhook(asha.id), [403])
  t.equal((await put.call(call.webhook(asha.id))).body.message, DEPOSITS_OFF)
  await refused('a contest with an entry fee', call.addContest(boss.token, {}), [400], { entryFee: FEES_OFF })
  await refused('a private contest with an entry fee', call.addPrivate(asha.token, {}), [400], { entryFee: FEES_OFF })
  const free = await put.call(call.addContest(boss.token, { entryFee: '0', winningAmount: '0', levels: '' }))
  t.equal(free.statusCode, 200, 'a free contest is created')
  t.equal((await put.call({ method: 'POST', url: '/api/participateCondition', token: asha.token, json: { contest_id: free.body.data._id } })).statusCode, 200, 'and joined without paying')
})

t.test('PLAY_MODE=paid (the default) takes deposits and entry fees as before', needs('postgres'), async t => {
  const put = await bootPlatform(t)
  const boss = await admin(put)
  const bala = await signUp(put, 'paidbala')
  const call = calls(put)
  t.same((await put.call({ method: 'GET', url: '/api/play-mode' })).body, { status: true, data: { playMode: 'paid' } })
  t.equal((await put.call(call.deposit(bala.token))).statusCode, 200, 'a deposit is filed')
  t.equal((await put.call(call.webhook(bala.id))).statusCode, 200, 'a payment notice is applied')
  t.equal((await put.call(call.addContest(boss.token, {}))).statusCode, 200, 'a contest with a fee is created')
  t.equal((await put.call(call.addPrivate(bala.token, {}))).statusCode, 200, 'and a private one')
})
