import t, { type Test } from 'tap'
import { needs } from '@arena/testing'
import type { Call } from './support/client'
import { exampleBody, exampleQuery, exampleUrl, KNOWN_GAPS, LIST_FIELDS, NON_OBJECT_BODIES, OPTIONAL_FIELDS, NEEDS_NO_INPUT, TEXT_TAKES_NUMBERS, TWO_MEGABYTES, WRONG_TYPES } from './support/examples'
import { assertNothingWritten, assertRefused, isErrorBody } from './support/expectations'
import { signUp } from './support/people'
import { bootPlatform, WEBHOOK_SECRET } from './support/platformUnderTest'
import { cast } from './support/richPlayer'
import { accessOf, apiRoutes, hasBody, keyOf, type Route } from './support/routes'

/** A token with our shape but another key: it must be refused like no token at all. */
const FORGED_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJuYW1lIjoieCIsInJvbGUiOiJhZG1pbiIsInN1YiI6IngifQ.c2lnbmVkLXdpdGgtYW5vdGhlci1rZXk'

t.test('every API route refuses bad input with a 4xx and the error body, and changes nothing', needs('postgres'), async t => {
  const put = await bootPlatform(t)
  const c = await cast(put)
  const routes = apiRoutes(put.platform.app)
  t.ok(routes.length >= 55, `the gateway's routes were found (${routes.length})`)

  /** The credentials a route's normal caller brings, so each case reaches the code past the guard. */
  const as = (route: Route): Partial<Call> =>
    accessOf(route) === 'admin' ? { token: c.boss.token } : accessOf(route) === 'signed' ? { signWith: WEBHOOK_SECRET } : accessOf(route) === 'player' ? { token: c.rich.token } : {}

  async function refused(tt: Test, call: Call, what: string, statuses?: number[], route?: Route) {
    const before = await put.mark()
    assertRefused(tt, await put.call(call), what, statuses, route && KNOWN_GAPS[`${keyOf(route)} ${what}`])
    assertNothingWritten(tt, before, await put.mark(), what)
  }

  for (const route of routes) {
    t.test(keyOf(route), async t => {
      const url = exampleUrl(route, c)
      const base = { method: route.method, url }
      if (accessOf(route) !== 'public') {
        await refused(t, { ...base, json: hasBody(route) ? exampleBody(route, c) : undefined }, 'a call without credentials', [401, 403])
        await refused(t, { ...base, json: hasBody(route) ? exampleBody(route, c) : undefined, token: FORGED_TOKEN }, 'a call with a forged token', [401, 403])
      }
      if (!hasBody(route)) return checkQueries(t, route)
      const json = { 'content-type': 'application/json' }
      await refused(t, { ...base, ...as(route), raw: '{"amount": 5,', headers: json }, 'malformed JSON', [400])
      await refused(t, { ...base, ...as(route), raw: '', headers: json }, 'an empty JSON body', [400])
      await refused(t, { ...base, ...as(route), raw: 'amount=5', headers: { 'content-type': 'text/plain' } }, 'a body of an unsupported type', [400, 415])
      if (!NEEDS_NO_INPUT.has(keyOf(route))) {
        await refused(t, { ...base, ...as(route), raw: '--x\r\nnot a form', headers: { 'content-type': 'multipart/form-data; boundary=x' } }, 'a broken multipart form')
      }
      for (const [name, body] of Object.entries(NON_OBJECT_BODIES)) await refused(t, { ...base, ...as(route), json: body }, name, [400])
      const example = exampleBody(route, c)
      for (const field of Object.keys(example)) {
        const { 'an array': list, ...others } = WRONG_TYPES
        const wrong = LIST_FIELDS.has(`${keyOf(route)} ${field}`) ? { ...others, 'a bare text': 'Assam' } : { ...others, 'an array': list }
        for (const [kind, value] of Object.entries(wrong)) {
          if (kind === 'a number' && TEXT_TAKES_NUMBERS.has(`${keyOf(route)} ${field}`)) continue
          await refused(t, { ...base, ...as(route), json: { ...example, [field]: value } }, `${field} as ${kind}`, undefined, route)
        }
      }
      for (const field of OPTIONAL_FIELDS[keyOf(route)] ?? []) {
        for (const [kind, value] of Object.entries(WRONG_TYPES)) {
          if (value !== null) await refused(t, { ...base, ...as(route), json: { ...example, [field]: value } }, `optional ${field} as ${kind}`)
        }
      }
      await refused(t, { ...base, ...as(route), json: { ...example, padding: 'x'.repeat(TWO_MEGABYTES) } }, 'a 2 MB body', [413])
      for (const odd of oddParams(route)) await refused(t, { method: route.method, url: odd, ...as(route), json: example }, `path ${odd.slice(0, 60)}`)
    })
    // A case that wrongly succeeded could lock the cast out and turn every later case into an
    // easy 403: check after each route that both still work, naming the route that broke them.
    for (const who of [c.rich, c.boss]) {
      const still = await put.call({ method: 'POST', url: '/api/profile-data', token: who.token, json: {} })
      if (still.statusCode !== 200) return t.fail(`${who.name} can no longer call the API after ${keyOf(route)}`, { body: still.text })
    }
  }

  /** GET calls read and never write: odd queries and ids may fall back to defaults or "none", but never a 500 or a write. */
  async function checkQueries(tt: Test, route: Route) {
    const keys = Object.keys(exampleQuery(route))
    const oddities = ['a[]=1&a[]=2', 'page=-1&limit=999999', `search=${'%00'.repeat(10)}`, ...keys.map(key => `${key}=1&${key}=2`), ...keys.map(key => `${key}=${'x'.repeat(20_000)}`)]
    const urls = [...oddities.map(query => `${exampleUrl(route, c)}?${query}`), ...oddParams(route)]
    for (const url of urls) {
      const what = url.slice(0, 80)
      const before = await put.mark()
      const answer = await put.call({ method: route.method, url, ...as(route) })
      tt.ok(answer.statusCode < 500, `${what}: no 5xx`, { found: answer.statusCode, body: answer.text.slice(0, 300) })
      if (answer.statusCode >= 400) tt.ok(isErrorBody(answer.body), `${what}: a refusal has the error body`, { body: answer.text.slice(0, 300) })
      assertNothingWritten(tt, before, await put.mark(), what)
    }
  }

  /** The route with each path parameter in turn set to something no id looks like (already URL-encoded). */
  function oddParams(route: Route): string[] {
    const names = [...route.path.matchAll(/:(\w+)/g)].map(match => match[1]!)
    const odd = ['%00', 'x%00y', '%c0%ae%c0%ae', '..%2f..%2fsecrets.json', 'x'.repeat(5_000), '%20']
    return names.flatMap(name => odd.map(value => exampleUrl(route, c).split('/').map((part, i) => (route.path.split('/')[i] === `:${name}` ? value : part)).join('/')))
  }
})

t.test('unknown routes and unknown methods answer 404 with the error body', needs('postgres'), async t => {
  const put = await bootPlatform(t)
  const player = await signUp(put, 'nfplayer')
  for (const [method, url] of [['GET', '/api/nope'], ['POST', '/api/nope'], ['POST', '/api/admin/nope'], ['DELETE', '/api/login'], ['PUT', '/api/profile-data'], ['GET', '/api']]) {
    const before = await put.mark()
    assertRefused(t, await put.call({ method: method!, url: url!, token: player.token, json: method === 'GET' ? undefined : {} }), `${method} ${url}`, [404])
    assertNothingWritten(t, before, await put.mark(), `${method} ${url}`)
  }
})
