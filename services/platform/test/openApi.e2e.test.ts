import t from 'tap'
import { Validator } from '@seriousme/openapi-schema-validator'
import { needs } from '@arena/testing'
import { bootPlatform } from './support/platformUnderTest'
import { sectionSevenCalls } from './support/spec'

interface Document {
  openapi: string
  paths: Record<string, Record<string, { tags?: string[]; 'x-public-contract'?: boolean }>>
}

/** OpenAPI writes `/a/{id}` where fastify writes `/a/:id`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

t.test('the spec parser finds section 7 calls, lists included', async t => {
  const calls = sectionSevenCalls()
  t.ok(calls.length >= 50, `${calls.length} calls`)
  t.ok(calls.includes('POST /api/login'))
  t.ok(calls.includes('POST /api/chat-room-tichekdata'), 'second path of a listed cell')
  t.ok(calls.includes('POST /api/getrefferaltransaction'), 'a bare name in a listed cell')
  t.ok(calls.includes('GET /api/crpto-price'), 'query string dropped')
})

t.test('/api/openapi.json is a valid OpenAPI document with every section 7 call as public contract', needs('postgres'), async t => {
  const put = await bootPlatform(t)
  const response = await put.platform.app.inject({ method: 'GET', url: '/api/openapi.json' })
  t.equal(response.statusCode, 200)
  const document = response.json() as Document
  const result = await new Validator().validate(structuredClone(document) as unknown as Parameters<Validator["validate"]>[0])
  t.same(result.errors ?? [], [], 'the validator finds no error')
  t.equal(result.valid, true)

  for (const call of sectionSevenCalls()) {
    const [method, path] = call.split(' ') as [string, string]
    const operation = document.paths[openApiPath(path)]?.[method.toLowerCase()]
    t.ok(operation, `${call} is in the document`)
    t.equal(operation?.['x-public-contract'], true, `${call} is marked public contract`)
  }
  const marked = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).filter(([, operation]) => operation['x-public-contract']).map(([method]) => `${method.toUpperCase()} ${path}`))
  const spec = new Set(sectionSevenCalls().map(call => openApiPath(call)))
  t.same(marked.filter(call => !spec.has(call)), [], 'only section 7 calls are marked public contract')
})

t.test('/api/docs is a readable page under the strict content security policy', needs('postgres'), async t => {
  const put = await bootPlatform(t)
  const response = await put.platform.app.inject({ method: 'GET', url: '/api/docs' })
  t.equal(response.statusCode, 200)
  t.match(response.headers['content-type'], /text\/html/)
  t.match(response.headers['content-security-policy'], /script-src 'self'/)
  t.notMatch(response.body, /<script|<style|style=/i, 'nothing the policy would refuse')
  t.match(response.body, /POST \/api\/login/)
  t.match(response.body, /public contract/)
})
