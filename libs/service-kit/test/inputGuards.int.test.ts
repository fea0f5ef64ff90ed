import t from 'tap'
import { createHttpApp, createLogger } from '../src/index'

const logger = createLogger('test', { level: 'silent' })

/** An app whose one route counts how often a handler ran: a refused body must never reach it. */
function appWithCounter() {
  const app = createHttpApp({ logger })
  let handled = 0
  app.post('/api/act/:id', async () => ({ status: true, handled: ++handled }))
  return { app, handled: () => handled }
}

t.test('a JSON body that is not an object is refused before the handler runs', async t => {
  const { app, handled } = appWithCounter()
  for (const payload of ['null', '[]', '[{}]', '"delete"', '42', 'true']) {
    const res = await app.inject({ method: 'POST', url: '/api/act/1', payload, headers: { 'content-type': 'application/json' } })
    t.equal(res.statusCode, 400, payload)
    t.same(res.json(), { status: false, message: 'The request body must be a JSON object' }, `${payload}: the error body`)
  }
  t.equal(handled(), 0)
  t.equal((await app.inject({ method: 'POST', url: '/api/act/1', payload: {} })).statusCode, 200, 'an object still gets through')
})

t.test('a text/plain body is refused as an unsupported type', async t => {
  const { app, handled } = appWithCounter()
  const res = await app.inject({ method: 'POST', url: '/api/act/1', payload: 'amount=5', headers: { 'content-type': 'text/plain' } })
  t.equal(res.statusCode, 415)
  t.equal(res.json().status, false)
  t.equal(handled(), 0)
})

t.test('a NUL anywhere in the body, a path parameter or the query is a field-keyed 400', async t => {
  const { app, handled } = appWithCounter()
  const inBody = await app.inject({ method: 'POST', url: '/api/act/1', payload: { profile: { names: ['ok', 'a\u0000b'] } } })
  t.same([inBody.statusCode, inBody.json().errors], [400, { 'profile.names.1': 'Contains a character that is not allowed' }])
  const inPath = await app.inject({ method: 'POST', url: '/api/act/x%00y', payload: {} })
  t.same([inPath.statusCode, inPath.json().errors], [400, { id: 'Contains a character that is not allowed' }])
  const inQuery = await app.inject({ method: 'POST', url: '/api/act/1?search=%00', payload: {} })
  t.same([inQuery.statusCode, inQuery.json().errors], [400, { search: 'Contains a character that is not allowed' }])
  t.equal(handled(), 0)
})

t.test('half a surrogate pair is refused like a NUL, and a whole pair (an emoji) is accepted', async t => {
  const { app, handled } = appWithCounter()
  const lone = await app.inject({ method: 'POST', url: '/api/act/1', payload: '{"description":"\\ud800 help"}', headers: { 'content-type': 'application/json' } })
  t.same([lone.statusCode, lone.json().errors], [400, { description: 'Contains a character that is not allowed' }])
  const lowFirst = await app.inject({ method: 'POST', url: '/api/act/1', payload: '{"notes":["\\udc00\\ud800"]}', headers: { 'content-type': 'application/json' } })
  t.same([lowFirst.statusCode, lowFirst.json().errors], [400, { 'notes.0': 'Contains a character that is not allowed' }])
  t.equal(handled(), 0)
  const pair = await app.inject({ method: 'POST', url: '/api/act/1', payload: '{"description":"\\ud83d\\ude00 thanks"}', headers: { 'content-type': 'application/json' } })
  t.equal(pair.statusCode, 200)
  t.equal(handled(), 1)
})

t.test('prototype poisoning is still refused by the kept default parser', async t => {
  const { app, handled } = appWithCounter()
  const res = await app.inject({ method: 'POST', url: '/api/act/1', payload: '{"__proto__":{"admin":true}}', headers: { 'content-type': 'application/json' } })
  t.equal(res.statusCode, 400)
  t.equal(handled(), 0)
})

t.test('a URL that cannot be decoded gets the one error body', async t => {
  const { app } = appWithCounter()
  const res = await app.inject({ method: 'POST', url: '/api/act/%c0%ae', payload: {} })
  t.equal(res.statusCode, 400)
  t.same(Object.keys(res.json()).sort(), ['message', 'status'])
  t.equal(res.json().status, false)
})
