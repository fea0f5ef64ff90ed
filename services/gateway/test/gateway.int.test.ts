import t from 'tap'
import { mkdtemp, writeFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createLogger } from '@arena/service-kit'
import { buildGateway } from '../src/index'

const logger = createLogger('test', { level: 'silent' })

t.test('the gateway serves the web app and hands unknown pages to the client router', async t => {
  const webRoot = await mkdtemp(join(tmpdir(), 'web-'))
  t.teardown(() => rm(webRoot, { recursive: true, force: true }))
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>')
  await writeFile(join(webRoot, 'app.js'), 'console.log(1)')
  const app = await buildGateway({ logger, webRoot, health: {} })
  t.teardown(() => app.close())

  const home = await app.inject({ url: '/' })
  t.equal(home.statusCode, 200)
  t.match(home.body, /id="root"/)
  t.equal((await app.inject({ url: '/app.js' })).body, 'console.log(1)')
  const deepLink = await app.inject({ url: '/some/unknown/page' })
  t.equal(deepLink.statusCode, 200, 'the client shows its own 404 page')
  t.match(deepLink.body, /id="root"/)
})

t.test('unknown API paths answer a JSON 404, not the web app', async t => {
  const app = await buildGateway({ logger, webRoot: undefined, health: {} })
  t.teardown(() => app.close())
  const res = await app.inject({ method: 'POST', url: '/api/nope' })
  t.equal(res.statusCode, 404)
  t.same(res.json(), { status: false, message: 'No route POST /api/nope' })
})

t.test('health lists each dependency of the gateway', async t => {
  const app = await buildGateway({ logger, health: { postgres: async () => 'ok', bus: async () => 'in-process' } })
  t.teardown(() => app.close())
  const res = await app.inject({ url: '/api/health' })
  t.equal(res.statusCode, 200)
  t.same(Object.keys(res.json().dependencies).sort(), ['bus', 'postgres'])
})
