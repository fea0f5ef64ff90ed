import t from 'tap'
import { Writable } from 'node:stream'
import { SignJWT } from 'jose'
import { createHttpApp, createLogger, createTokenIssuer, redactUrl, TICKET_TTL_SECONDS } from '../src/index'

const SECRET = 't'.repeat(32)
/** The status a verification is refused with, or 200 when it passes. */
const refusal = (verifying: Promise<unknown>) => verifying.then(() => 200, (error: { statusCode?: number }) => error.statusCode)
const key = new TextEncoder().encode(SECRET)

t.test('a token without an expiry is refused, even with a good signature', async t => {
  const issuer = createTokenIssuer({ secret: SECRET, ttlSeconds: 60 })
  const forever = await new SignJWT({ name: 'asha', role: 'player', sid: 's1' }).setProtectedHeader({ alg: 'HS256' }).setSubject('u1').setIssuedAt().sign(key)
  t.equal(await refusal(issuer.verify(forever)), 401)
  const bounded = await new SignJWT({ name: 'asha', role: 'player', sid: 's1' }).setProtectedHeader({ alg: 'HS256' }).setSubject('u1').setIssuedAt().setExpirationTime('1m').sign(key)
  t.same(await issuer.verify(bounded), { id: 'u1', name: 'asha', role: 'player', sessionId: 's1' }, 'the same claims with `exp` pass')
})

t.test('a websocket ticket is short-lived and is never a bearer token, nor a token a ticket', async t => {
  let now = new Date('2026-01-01T00:00:00Z')
  const issuer = createTokenIssuer({ secret: SECRET, ttlSeconds: 3600, now: () => now })
  const who = { id: 'u1', name: 'asha', role: 'player' as const, sessionId: 's1' }
  const { ticket, ticketId, expiresAt } = await issuer.issueTicket(who)
  t.equal(expiresAt.getTime() - now.getTime(), TICKET_TTL_SECONDS * 1000)
  t.same(await issuer.verifyTicket(ticket), { ...who, ticketId, expiresAt })
  t.equal(await refusal(issuer.verify(ticket)), 401, 'a ticket does not open the API')
  t.equal(await refusal(issuer.verifyTicket(await issuer.issue(who))), 401, 'a session token does not open a socket')
  now = new Date(now.getTime() + (TICKET_TTL_SECONDS + 1) * 1000)
  t.equal(await refusal(issuer.verifyTicket(ticket)), 401, 'an old ticket is refused')
})

t.test('a token verified before is still refused once it expires, and a changed one is never taken for it', async t => {
  let now = new Date('2026-01-01T00:00:00Z')
  const issuer = createTokenIssuer({ secret: SECRET, ttlSeconds: 60, now: () => now })
  const who = { id: 'u1', name: 'asha', role: 'player' as const, sessionId: 's1' }
  const token = await issuer.issue(who)
  t.same(await issuer.verify(token), who)
  const first = await issuer.verify(token)
  first.role = 'admin'
  t.same(await issuer.verify(token), who, 'a caller changing its principal changes nothing for the next call')
  const [header, payload, signature] = token.split('.')
  const forged = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'admin' })).toString('base64url')}.${signature}`
  t.equal(await refusal(issuer.verify(forged)), 401, 'the same signature over other claims is refused')
  now = new Date(now.getTime() + 59_000)
  t.same(await issuer.verify(token), who, 'valid until its last second')
  now = new Date(now.getTime() + 1_000)
  await t.rejects(issuer.verify(token), { statusCode: 401, message: 'Session expired, please log in again' }, 'refused at `exp`, as jose refuses it')
  await t.rejects(issuer.verify(token), { statusCode: 401, message: 'Session expired, please log in again' }, 'and after')
})

t.test('credentials in a URL never reach the log', async t => {
  t.equal(redactUrl('/ws?ticket=abc.def&x=1'), '/ws?ticket=[redacted]&x=1')
  t.equal(redactUrl('/ws?token=abc'), '/ws?token=[redacted]')
  t.equal(redactUrl('/ws?%74oken=abc'), '/ws?%74oken=[redacted]', 'an encoded name too')
  t.equal(redactUrl('/password-reset/u1/secret-token'), '/password-reset/u1/[redacted]')
  t.equal(redactUrl('/login/sealed-link?x=1'), '/login/[redacted]?x=1')
  t.equal(redactUrl('/api/market/snapshot?symbol=BTCUSDT'), '/api/market/snapshot?symbol=BTCUSDT', 'other URLs are kept')

  const lines: string[] = []
  const sink = new Writable({ write: (chunk, _encoding, done) => { lines.push(String(chunk)); done() } })
  const app = createHttpApp({ logger: createLogger('t', { level: 'info' }, sink) })
  app.get('/ws', async () => ({ ok: true }))
  await app.inject({ url: '/ws?token=SECRET-TOKEN&ticket=SECRET-TICKET', headers: { authorization: 'Bearer SECRET-BEARER' } })
  const log = lines.join('')
  t.equal(lines.length, 1, 'one line per request')
  const line = JSON.parse(lines[0]!)
  t.match(line, { msg: 'request completed', req: { method: 'GET', url: '/ws?token=[redacted]&ticket=[redacted]' }, res: { statusCode: 200 } }, 'the request was logged with its outcome')
  t.type(line.responseTime, 'number')
  t.notMatch(log, /SECRET/, 'with no credential in it')
})
