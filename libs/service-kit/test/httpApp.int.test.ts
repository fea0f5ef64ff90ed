import t from 'tap'
import { Type } from '@sinclair/typebox'
import { createHttpApp, createLogger, badRequest, createTokenIssuer, authGuards, principalOf, registerHealth, unauthorized } from '../src/index'

const logger = createLogger('test', { level: 'silent' })

t.test('a schema failure answers 400 with field-keyed errors, never 500', async t => {
  const app = createHttpApp({ logger })
  app.post('/api/x', { schema: { body: Type.Object({ amount: Type.String() }) } }, async () => ({ status: true }))
  const wrongType = await app.inject({ method: 'POST', url: '/api/x', payload: { amount: 5 } })
  t.equal(wrongType.statusCode, 400)
  t.equal(wrongType.json().status, false)
  t.ok(wrongType.json().errors.amount)
  const malformed = await app.inject({ method: 'POST', url: '/api/x', payload: '{"amount":', headers: { 'content-type': 'application/json' } })
  t.equal(malformed.statusCode, 400)
  t.equal(malformed.json().status, false)
})

t.test('a domain refusal keeps its status code, message and field errors', async t => {
  const app = createHttpApp({ logger })
  app.post('/api/y', async () => { throw badRequest('Withdrawal amount is required', { amount: 'Withdrawal amount is required' }) })
  const res = await app.inject({ method: 'POST', url: '/api/y', payload: {} })
  t.equal(res.statusCode, 400)
  t.same(res.json(), { status: false, message: 'Withdrawal amount is required', errors: { amount: 'Withdrawal amount is required' } })
})

t.test('an oversized body is refused with 413', async t => {
  const app = createHttpApp({ logger, bodyLimit: 100 })
  app.post('/api/z', async () => ({ ok: true }))
  const res = await app.inject({ method: 'POST', url: '/api/z', payload: { blob: 'x'.repeat(500) } })
  t.equal(res.statusCode, 413)
})

t.test('guards let a valid token through, refuse a missing, expired or non-admin one', async t => {
  let now = new Date('2026-01-01T00:00:00Z')
  const issuer = createTokenIssuer({ secret: 's'.repeat(32), ttlSeconds: 60, now: () => now })
  const blocked = new Set(['u-blocked'])
  const { authenticate, requireAdmin } = authGuards(issuer, async principal => {
    if (blocked.has(principal.id)) throw unauthorized('Your account is blocked')
  })
  const app = createHttpApp({ logger })
  app.get('/api/me', { preHandler: authenticate }, async req => principalOf(req))
  app.get('/api/admin', { preHandler: requireAdmin }, async () => ({ ok: true }))

  const player = await issuer.issue({ id: 'u1', name: 'asha', role: 'player' })
  const admin = await issuer.issue({ id: 'a1', name: 'ops', role: 'admin' })
  const me = await app.inject({ url: '/api/me', headers: { authorization: `Bearer ${player}` } })
  t.same(me.json(), { id: 'u1', name: 'asha', role: 'player' })
  t.equal((await app.inject({ url: '/api/me' })).statusCode, 401)
  t.equal((await app.inject({ url: '/api/admin', headers: { authorization: `Bearer ${player}` } })).statusCode, 403)
  t.equal((await app.inject({ url: '/api/admin', headers: { authorization: `Bearer ${admin}` } })).statusCode, 200)
  const blockedToken = await issuer.issue({ id: 'u-blocked', name: 'b', role: 'player' })
  t.equal((await app.inject({ url: '/api/me', headers: { authorization: `Bearer ${blockedToken}` } })).statusCode, 401, 'the session check refuses it')
  now = new Date('2026-01-01T00:02:00Z')
  const expired = await app.inject({ url: '/api/me', headers: { authorization: `Bearer ${player}` } })
  t.equal(expired.statusCode, 401)
  t.match(expired.json().message, /expired/)
})

t.test('health reports each dependency and answers 503 when one is down', async t => {
  const app = createHttpApp({ logger })
  let redisUp = true
  registerHealth(app, { postgres: async () => 'v15', redis: async () => { if (!redisUp) throw new Error('refused') } })
  const ok = await app.inject({ url: '/api/health' })
  t.equal(ok.statusCode, 200)
  t.equal(ok.json().status, 'ok')
  t.equal(ok.json().dependencies.postgres.status, 'ok')
  redisUp = false
  const down = await app.inject({ url: '/api/health' })
  t.equal(down.statusCode, 503)
  t.equal(down.json().dependencies.redis.status, 'down')
  t.equal(down.json().dependencies.redis.detail, 'refused')
})
