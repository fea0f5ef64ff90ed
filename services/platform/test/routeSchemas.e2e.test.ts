import t from 'tap'
import { routeTable, type RegisteredRoute } from '@arena/service-kit'
import { needs } from '@arena/testing'
import { bootPlatform } from './support/platformUnderTest'

/**
 * Routes that deliberately carry no schema, each with its reason. Anything else without one fails,
 * so a new route cannot reach the platform undescribed (and missing from /api/openapi.json).
 */
const EXCEPTIONS: { match: (route: RegisteredRoute) => boolean; reason: string }[] = [
  { match: route => route.method === 'HEAD', reason: 'fastify adds a HEAD twin to every GET; it answers as the GET does, without a body' },
  { match: route => !route.url.startsWith('/api'), reason: 'the built web app and its files (@fastify/static): pages and assets, not API calls' },
  { match: route => route.url === '/ws', reason: 'the websocket upgrade: a message channel, not a request/answer call (spec section 7, realtime channel)' },
]

const hasBody = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method)

/** What a route lacks: a response schema always; a body schema where it can have a body; params where the path has any. */
export function missingSchemas(route: RegisteredRoute): string[] {
  const schema = route.schema ?? {}
  const missing: string[] = []
  if (!schema.response || Object.keys(schema.response).length === 0) missing.push('response')
  if (hasBody(route.method) && !schema.body) missing.push('body')
  if (route.url.includes('/:') && !schema.params) missing.push('params')
  if (!schema.tags || (schema.tags as string[]).length === 0) missing.push('tags')
  return missing
}

t.test('every route of the platform declares its schemas', needs('postgres'), async t => {
  const put = await bootPlatform(t)
  const routes = routeTable(put.platform.app)
  t.ok(routes.filter(route => route.url.startsWith('/api/')).length > 80, `the route table was read (${routes.length} routes)`)
  const checked = routes
    .filter(route => !EXCEPTIONS.some(exception => exception.match(route)))
    .map(route => ({ route: `${route.method} ${route.url}`, missing: missingSchemas(route) }))
  t.same(checked.filter(entry => entry.missing.length > 0), [], 'routes without their schemas')
})

t.test('the check itself fails on a route without a schema', async t => {
  t.same(missingSchemas({ method: 'POST', url: '/api/x/:id' }), ['response', 'body', 'params', 'tags'])
  t.same(missingSchemas({ method: 'GET', url: '/api/x', schema: { response: { 200: {} }, tags: ['x'] } }), [])
})
