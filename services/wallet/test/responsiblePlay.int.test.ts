import t from 'tap'
import { startWallet, utr } from './fixtures'

const HOUR = 3_600_000

t.test('a raise waits 24 hours on the injected clock; a lower limit holds at once', async t => {
  const h = await startWallet(t)
  let player = await h.token('u1')
  t.equal((await h.call('POST', '/api/responsible-play/limits', player, { daily: '1000' })).statusCode, 200)
  const raised = await h.call('POST', '/api/responsible-play/limits', player, { daily: '5000' })
  t.equal(raised.statusCode, 200)
  t.match(raised.json(), { message: /after 24 hours/, data: { limits: { daily: { limit: '1000.00', pending: { limit: '5000.00', appliesAt: '2026-03-02T10:00:00.000Z' } } } } })
  const early = await h.call('POST', '/api/deposit-request', player, { amount: '2000', reference: utr(1) })
  t.equal(early.statusCode, 400)
  t.same(early.json().errors, { amount: 'Your daily deposit limit is ₹1000.00: you can deposit ₹1000.00 more today (resets 2 Mar 2026, 00:00 IST)' })
  h.clock.advance(24 * HOUR)
  player = await h.token('u1') // tokens last an hour here
  t.equal((await h.call('POST', '/api/deposit-request', player, { amount: '2000', reference: utr(2) })).statusCode, 200, 'the raise applies 24 hours later')
  t.match((await h.call('POST', '/api/responsible-play/limits', player, { daily: '2500' })).json().data.limits.daily, { limit: '2500.00', remaining: '500.00', pending: null })
  t.equal((await h.call('POST', '/api/deposit-request', player, { amount: '501', reference: utr(3) })).statusCode, 400, 'lowered at once')
})

t.test('a provider payment beyond the limit is not credited: it is listed as unmatched for a refund', async t => {
  const h = await startWallet(t)
  const player = await h.token('u1')
  await h.call('POST', '/api/responsible-play/limits', player, { monthly: '500' })
  const notice = await h.webhook({ eventId: 'pay-over', userId: 'u1', amount: '750.00', reference: utr(9), status: 'success' })
  t.equal(notice.statusCode, 422)
  t.equal((await h.call('GET', '/api/wallet-balance', player)).json().data.balance, '0.00')
  const unmatched = (await h.call('GET', '/api/admin/deposits/unmatched', await h.token('a1', 'admin'))).json().data
  t.match(unmatched, [{ eventId: 'pay-over', reason: 'refusedByWallet', detail: /monthly deposit limit is ₹500\.00/ }])
})

t.test('bad responsible-play input gets field errors and changes nothing', async t => {
  const h = await startWallet(t)
  const player = await h.token('u1')
  const cases: [string, unknown, number, Record<string, string>][] = [
    ['/api/responsible-play/limits', { daily: '-5' }, 400, { daily: 'Please enter a limit in rupees above 0, or leave it empty for no limit' }],
    ['/api/responsible-play/limits', { weekly: '0' }, 400, { weekly: 'Please enter a limit in rupees above 0, or leave it empty for no limit' }],
    ['/api/responsible-play/limits', { monthly: { a: 1 } }, 400, { monthly: 'Must be an amount' }],
    ['/api/responsible-play/limits', {}, 400, { limits: 'Please set or remove at least one limit' }],
    ['/api/responsible-play/break', { duration: 'forever' }, 400, { duration: 'Please choose a break: 24h, 1w, 1m, 6m, 1y or 5y' }],
    ['/api/responsible-play/break', {}, 400, { duration: 'Please choose a break: 24h, 1w, 1m, 6m, 1y or 5y' }],
  ]
  for (const [url, body, status, errors] of cases) {
    const answer = await h.call('POST', url, player, body)
    t.equal(answer.statusCode, status, `${url} ${JSON.stringify(body)}`)
    t.same(answer.json().errors, errors)
  }
  t.equal((await h.call('POST', '/api/responsible-play/break', undefined, { duration: '24h' })).statusCode, 401)
  t.equal((await h.call('GET', '/api/admin/users/u1/responsible-play', player)).statusCode, 403)
  t.equal(await h.store.headPosition(), 0, 'nothing was written')
})
