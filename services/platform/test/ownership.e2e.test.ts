import t from 'tap'
import { needs } from '@arena/testing'
import type { Answer } from './support/client'
import { exampleBody } from './support/examples'
import { isRefusalStatus } from './support/expectations'
import { formBody } from './support/forms'
import { logIn, signUp } from './support/people'
import { bootPlatform } from './support/platformUnderTest'
import { cast } from './support/richPlayer'
import { accessOf, apiRoutes, hasBody, keyOf, urlOf } from './support/routes'
import { secretsOf, snapshotOf, victimIds, victimParams } from './support/victim'

t.test('no player can read or change another player\'s data, and admin calls need the admin role', needs('postgres'), async t => {
  const put = await bootPlatform(t)
  const c = await cast(put)
  const b = c.rich
  const a = await signUp(put, 'intruder')
  const secrets = secretsOf(b)
  const before = await snapshotOf(put, b)
  const startedAt = await put.platform.infrastructure.store.headPosition()
  const asA = (method: string, url: string, json?: unknown) => put.call({ method, url, token: a.token, json: method === 'GET' ? undefined : (json ?? {}) })

  /** An answer shown to A: whatever its status, none of B's identifiers may be in it. */
  const leaksNothing = (tt: typeof t, answer: Answer, what: string) => {
    const leaked = answer.statusCode < 300 ? secrets.filter(secret => answer.text.includes(secret)) : []
    tt.same(leaked, [], `${what}: shows A none of B's things`)
    tt.ok(answer.statusCode < 500, `${what}: no 5xx`, { found: answer.statusCode, body: answer.text.slice(0, 200) })
  }

  t.test('A cannot read or change B\'s profile by naming B', async t => {
    t.equal((await asA('POST', '/api/profile-data', { _id: b.id })).statusCode, 403, 'asking for B\'s profile is forbidden')
    t.equal((await asA('POST', '/api/persional-data-update', { _id: b.id, type: 'email', email: 'stolen@example.com' })).statusCode, 403, 'changing B\'s email is forbidden')
    const own = await asA('POST', '/api/profile-data', { userId: b.id, user_id: b.id })
    t.equal(own.body.data._id, a.id, 'ids under other names are ignored: A gets A\'s own profile')
    leaksNothing(t, own, 'profile-data with B\'s ids')
  })

  t.test('A cannot open, read or answer B\'s ticket, which looks like one that does not exist', async t => {
    for (const url of ['/api/chat-room-data', '/api/chat-room-tichekdata', '/api/chat-room-reply']) {
      const answer = await asA('POST', url, { _id: b.ticketId, description: 'Let me in' })
      t.same([answer.statusCode, answer.body.message], [404, 'Ticket not found'], url)
    }
    leaksNothing(t, await asA('POST', '/api/helpHistory-data', { user_id: b.id }), 'helpHistory-data with B\'s id')
  })

  t.test('B\'s uploaded files are served to B and never to A', async t => {
    for (const url of [`/api/helpIssue/${b.attachment}`, `/api/profile-image/${b.profileImage}`, `/api/kyc-document/kyc/${b.kycFile}`]) {
      t.equal((await put.call({ method: 'GET', url, token: b.token })).statusCode, 200, `B gets ${url}`)
      const answer = await asA('GET', url)
      t.ok([403, 404].includes(answer.statusCode), `A is refused ${url}`, { found: answer.statusCode })
      t.same(Object.keys(answer.body ?? {}).sort(), ['message', 'status'], 'A gets the error body, not the file')
    }
  })

  t.test('A\'s wallet, withdrawal and bank calls only ever show A\'s own', async t => {
    for (const url of ['/api/gettransaction', '/api/getTransactionWallet', '/api/getTransactionWithdral', '/api/getbonustransaction', '/api/getrefferaltransaction', '/api/user_withdrawal_list']) {
      const answer = await asA('POST', url, victimIds(b))
      t.same(answer.body, { status: true, data: [] }, `${url} with B's ids shows A's empty history`)
    }
    for (const url of ['/api/wallet-balance', '/api/user_bank_detail', '/api/user_bank_account_list', '/api/geuserUPIList', '/api/login-history']) {
      leaksNothing(t, await asA('GET', `${url}?userId=${b.id}&user_id=${b.id}&_id=${b.id}`), url)
    }
    const withdrawal = await asA('POST', '/api/withdral-request-add', { amount: '100', bank_account_id: b.acceptedBankId, userId: b.id })
    t.ok(isRefusalStatus(withdrawal.statusCode), 'a withdrawal to B\'s bank account is refused', { found: withdrawal.statusCode })
  })

  t.test('A cannot see, cancel or trade on B\'s contest account and orders', async t => {
    const cancel = await asA('POST', '/api/order-delete', { _id: b.orderId, user_id: b.id })
    t.ok(isRefusalStatus(cancel.statusCode), 'cancelling B\'s order is refused', { found: cancel.statusCode })
    leaksNothing(t, cancel, 'order-delete of B\'s order')
    leaksNothing(t, await asA('GET', `/api/orders?contestId=${b.contestId}&userId=${b.id}&user_id=${b.id}`), 'orders of B\'s contest')
    leaksNothing(t, await asA('GET', `/api/orders?contestId=${b.contestId}&status=history&userId=${b.id}`), 'order history of B\'s contest')
    for (const url of ['/api/positions', '/api/portfolio-series']) {
      leaksNothing(t, await asA('GET', `${url}?contestId=${b.contestId}&userId=${b.id}&user_id=${b.id}`), `${url} of B's contest`)
    }
    for (const url of ['/api/getAccount-data', '/api/updateLeaderBoard', '/api/participateById']) {
      leaksNothing(t, await asA('POST', url, { contestId: b.contestId, contest_id: b.contestId, userId: b.id, user_id: b.id }), `${url} naming B`)
    }
    const order = await asA('POST', '/api/order-add', { contest_id: b.contestId, user_id: b.id, userId: b.id, symbol: 'BTCUSDT', orderType: 'buy', price: '1000', amount: '0.001' })
    t.ok(isRefusalStatus(order.statusCode), 'A, who did not join, cannot place an order in B\'s name', { found: order.statusCode })
  })

  t.test('every admin call refuses a player\'s token, whatever the body claims', async t => {
    const adminRoutes = apiRoutes(put.platform.app).filter(route => accessOf(route) === 'admin')
    t.ok(adminRoutes.length >= 10, `admin routes found (${adminRoutes.length})`)
    for (const route of adminRoutes) {
      const mark = await put.mark()
      const answer = await put.call({ method: route.method, url: urlOf(route, { ...victimParams(b), decision: 'approve' }), token: a.token, json: hasBody(route) ? { role: 'admin', reason: 'because' } : undefined })
      t.same([answer.statusCode, answer.body?.message], [403, 'Admin role required'], keyOf(route))
      t.same(await put.mark(), mark, `${keyOf(route)}: writes nothing`)
    }
  })

  t.test('every player call, aimed at B\'s things by body, form, path and query, shows and changes only A\'s', async t => {
    // Deleting the account and logging out end A's own session: they have their own cases below.
    const own = new Set(['POST /api/delete-account', 'POST /api/logout', 'POST /api/logout-all-devices'])
    const playerRoutes = apiRoutes(put.platform.app).filter(route => accessOf(route) === 'player' && !own.has(keyOf(route)))
    for (const route of playerRoutes) {
      const url = `${urlOf(route, victimParams(b))}?userId=${b.id}&user_id=${b.id}&_id=${b.id}`
      const json = { ...victimIds(b), ...exampleBody(route, c) }
      leaksNothing(t, await put.call({ method: route.method, url, token: a.token, json: hasBody(route) ? json : undefined }), `${keyOf(route)} as JSON`)
      if (!hasBody(route)) continue
      const form = formBody(Object.fromEntries(Object.entries(json).map(([k, v]) => [k, String(v)])))
      leaksNothing(t, await put.call({ method: route.method, url, token: a.token, ...form }), `${keyOf(route)} as a form`)
    }
  })

  t.test('logging out of all devices while naming B ends only A\'s sessions', async t => {
    const second = await logIn(put, a)
    t.equal((await put.call({ method: 'POST', url: '/api/logout-all-devices', token: second, json: victimIds(b) })).statusCode, 200)
    t.equal((await put.call({ method: 'POST', url: '/api/profile-data', token: second, json: {} })).statusCode, 401, 'A\'s session ended')
    t.equal((await put.call({ method: 'POST', url: '/api/profile-data', token: b.token, json: {} })).statusCode, 200, 'B is still signed in')
    a.token = await logIn(put, a)
  })

  t.test('deleting an account while naming B deletes only A\'s', async t => {
    t.equal((await asA('POST', '/api/delete-account', victimIds(b))).statusCode, 200, 'A\'s own account is deleted')
    t.equal((await asA('POST', '/api/profile-data')).statusCode, 401, 'A is locked out')
    t.equal((await put.call({ method: 'POST', url: '/api/profile-data', token: b.token, json: {} })).statusCode, 200, 'B is not')
  })

  t.test('after all of that, B\'s things are exactly as they were and no event A caused names them', async t => {
    t.same(await snapshotOf(put, b), before, 'B sees the same profile, tickets, wallet, bank details and files')
    const written = await put.platform.infrastructure.store.readAll(startedAt, 10_000)
    t.ok(written.length > 0, 'A\'s calls did write A\'s own events, so the scan below looked at something')
    const naming = written.filter(event => secrets.some(secret => JSON.stringify(event).includes(secret)))
    t.same(naming.map(event => `${event.stream} ${event.type}`), [], 'no event written since names any of B\'s things')
  })
})
