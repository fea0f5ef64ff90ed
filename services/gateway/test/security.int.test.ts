import t, { type Test } from 'tap'
import { mkdtemp, writeFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { authGuards, createLogger, createTokenIssuer, HttpError } from '@arena/service-kit'
import { buildGateway, registerWebsocket, SocketRegistry, type GatewayOptions } from '../src/index'
import { contentSecurityPolicyDirectives } from '../src/adapters/contentSecurityPolicy'

const logger = createLogger('test', { level: 'silent' })
const site = 'https://arena.example'

async function gateway(t: Test, options: Partial<GatewayOptions> = {}) {
  const app = await buildGateway({ logger, health: { postgres: async () => 'ok' }, ...options })
  t.teardown(() => app.close())
  return app
}

const directives = (policy: string) =>
  Object.fromEntries(policy.split(';').map(part => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]))

t.test('pages carry a content security policy that lets the built app run and nothing else', async t => {
  const webRoot = await mkdtemp(join(tmpdir(), 'web-'))
  t.teardown(() => rm(webRoot, { recursive: true, force: true }))
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>')
  const app = await gateway(t, { webRoot, publicUrl: 'https://arena.example:8443' })

  const page = await app.inject({ url: '/', headers: { host: 'arena.example:8443' } })
  t.equal(page.statusCode, 200)
  const csp = directives(String(page.headers['content-security-policy']))
  t.same(csp['script-src'], ["'self'"], 'no inline or foreign scripts')
  t.same(csp['style-src'], ["'self'"])
  t.same(csp['img-src'], ["'self'", 'data:', 'blob:'])
  t.same(csp['connect-src'], ["'self'", 'wss://arena.example:8443'], 'the websocket of the configured site')
  t.same(csp['frame-ancestors'], ["'self'"])
  t.notOk('upgrade-insecure-requests' in csp, 'no upgrade while the site may be plain http')
  t.equal(page.headers['x-content-type-options'], 'nosniff')
  t.equal(page.headers['x-frame-options'], 'SAMEORIGIN')
  t.notOk(page.headers['strict-transport-security'], 'no HSTS unless configured')
})

t.test('a forged Host header cannot add sources to the policy', async t => {
  const app = await gateway(t)
  const res = await app.inject({ url: '/api/health', headers: { host: 'evil.example; script-src *' } })
  const csp = directives(String(res.headers['content-security-policy']))
  t.same(csp['connect-src'], ["'self'"], 'without PUBLIC_URL only the page\'s own origin')
  t.same(csp['script-src'], ["'self'"])
})

t.test('the websocket source comes from PUBLIC_URL, whatever Host the request names', async t => {
  const app = await gateway(t, { publicUrl: 'http://arena.example' })
  for (const host of ['attacker.example', 'attacker.example:3000', '[::1]:3000']) {
    const res = await app.inject({ url: '/api/health', headers: { host } })
    const policy = String(res.headers['content-security-policy'])
    t.same(directives(policy)['connect-src'], ["'self'", 'ws://arena.example'], host)
    t.notOk(policy.includes(host.replace(/:\d+$/, '')), `${host} is nowhere in the policy`)
  }
  t.throws(() => contentSecurityPolicyDirectives(false, 'javascript:alert(1)'), /PUBLIC_URL/)
})

t.test('HSTS and upgrade-insecure-requests are sent once configured', async t => {
  const app = await gateway(t, { hsts: { maxAgeSeconds: 31_536_000, includeSubDomains: true } })
  const res = await app.inject({ url: '/api/health' })
  t.equal(res.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains')
  t.ok('upgrade-insecure-requests' in directives(String(res.headers['content-security-policy'])))
})

t.test('without a configured origin the API is same-origin only', async t => {
  const app = await gateway(t)
  const res = await app.inject({ url: '/api/health', headers: { origin: site } })
  t.equal(res.statusCode, 200)
  t.notOk(res.headers['access-control-allow-origin'])
})

t.test('the site origin gets CORS headers and a foreign origin gets none', async t => {
  const app = await gateway(t, { corsOrigin: site })
  const ours = await app.inject({ url: '/api/health', headers: { origin: site } })
  t.equal(ours.headers['access-control-allow-origin'], site)
  t.notOk(ours.headers['access-control-allow-credentials'], 'tokens travel in a header, not cookies')

  const foreign = await app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } })
  t.notOk(foreign.headers['access-control-allow-origin'])

  const preflight = await app.inject({
    method: 'OPTIONS',
    url: '/api/wallet/withdrawals',
    headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
  })
  t.notOk(preflight.headers['access-control-allow-origin'], 'a foreign preflight is not approved')
  const ourPreflight = await app.inject({
    method: 'OPTIONS',
    url: '/api/wallet/withdrawals',
    headers: { origin: site, 'access-control-request-method': 'DELETE' },
  })
  t.equal(ourPreflight.headers['access-control-allow-origin'], site)
  t.match(String(ourPreflight.headers['access-control-allow-methods']), /DELETE/)
})

t.test('one IP past the API limit gets 429 with the one error body, and other IPs are unaffected', async t => {
  const app = await gateway(t, { rateLimit: { max: 3, windowMs: 60_000 } })
  const call = (ip: string) => app.inject({ url: '/api/health', remoteAddress: ip })
  for (let i = 0; i < 3; i++) t.equal((await call('10.0.0.1')).statusCode, 200, `call ${i + 1} is within the limit`)

  const refused = await call('10.0.0.1')
  t.equal(refused.statusCode, 429)
  t.match(refused.json(), { status: false, message: /^Too many requests, please try again in \d+ (second|minute)s?$/ })
  t.same(Object.keys(refused.json()).sort(), ['message', 'status'])
  t.ok(Number(refused.headers['retry-after']) > 0, 'says when to retry')
  t.equal(refused.headers['x-content-type-options'], 'nosniff', 'a refusal still carries the secure headers')

  t.equal((await call('10.0.0.2')).statusCode, 200, 'the limit is per IP')
})

t.test('the API limit does not count static files of the web app', async t => {
  const webRoot = await mkdtemp(join(tmpdir(), 'web-'))
  t.teardown(() => rm(webRoot, { recursive: true, force: true }))
  await writeFile(join(webRoot, 'index.html'), '<!doctype html>')
  const app = await gateway(t, { webRoot, rateLimit: { max: 1, windowMs: 60_000 } })
  for (let i = 0; i < 3; i++) t.equal((await app.inject({ url: '/' })).statusCode, 200)
  t.equal((await app.inject({ url: '/api/health' })).statusCode, 200, 'the first API call is still allowed')
  t.equal((await app.inject({ url: '/api/health' })).statusCode, 429)
})

t.test('websocket connections are not counted as API calls', async t => {
  const issuer = createTokenIssuer({ secret: 'security-test-secret-security-test-secret', ttlSeconds: 60 })
  const app = await gateway(t, { rateLimit: { max: 1, windowMs: 60_000 }, routes: [app => registerWebsocket(app, new SocketRegistry(), { issuer, guards: authGuards(issuer) })] })
  await app.ready()
  for (let i = 0; i < 3; i++) (await app.injectWS('/ws')).terminate()
  t.equal((await app.inject({ url: '/api/health' })).statusCode, 200, 'the API allowance is untouched')
})

t.test('the default limit is generous enough for a busy player', async t => {
  const app = await gateway(t)
  const results = await Promise.all(Array.from({ length: 300 }, () => app.inject({ url: '/api/health' })))
  t.ok(results.every(res => res.statusCode === 200), '300 calls in a minute pass')
  t.equal((await app.inject({ url: '/api/health' })).statusCode, 429, 'the 301st does not')
})

t.test('every answer carries the same security headers, set once for all requests: a page, a 404, a refusal, a failure', async t => {
  const policy = "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self';img-src 'self' data: blob:;media-src 'self' blob:;font-src 'self';connect-src 'self'"
    + " wss://arena.example;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'self';upgrade-insecure-requests"
  const expected = {
    'content-security-policy': policy,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  }
  const routes = [(app: import('fastify').FastifyInstance) => {
    app.get('/api/refused', async () => {
      throw new HttpError(409, 'No')
    })
    app.get('/api/broken', async () => {
      throw new Error('bug')
    })
  }]
  const app = await gateway(t, { hsts: { maxAgeSeconds: 31_536_000, includeSubDomains: true }, publicUrl: 'https://arena.example', routes })
  for (const [url, status] of [['/api/health', 200], ['/api/nope', 404], ['/api/refused', 409], ['/api/broken', 500]] as const) {
    const res = await app.inject({ url })
    t.equal(res.statusCode, status, url)
    const security = Object.fromEntries(Object.entries(res.headers).filter(([name]) => name in expected || /^(x-powered-by|cross-origin-embedder-policy)$/.test(name)))
    t.same(security, expected, `${url}: helmet's headers for these options, no more, no less`)
  }
})
