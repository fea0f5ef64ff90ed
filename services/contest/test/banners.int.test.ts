import t from 'tap'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import multipart from '@fastify/multipart'
import { authGuards, createHttpApp, createLogger, createTokenIssuer } from '@arena/service-kit'
import { LogoStore } from '../src/administering/logoStore'
import { bannerRoutes } from '../src/banners/routes'

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)])

function multipartBody(field: string, bytes: Buffer, filename: string) {
  const boundary = '----arena-banner'
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

async function harness(t: { teardown(fn: () => unknown): void }) {
  const dir = await mkdtemp(join(tmpdir(), 'banners-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  const issuer = createTokenIssuer({ secret: 'b'.repeat(32), ttlSeconds: 600 })
  // The platform's app: its error body, and its validator that leaves handler-checked forms to the handler.
  const app = createHttpApp({ logger: createLogger('banners', { level: 'silent' }) })
  await app.register(multipart)
  bannerRoutes(app, { guards: authGuards(issuer), banners: new LogoStore(dir) })
  t.teardown(() => app.close())
  const admin = `Bearer ${await issuer.issue({ id: 'a1', name: 'ops', role: 'admin' })}`
  const player = `Bearer ${await issuer.issue({ id: 'p1', name: 'asha', role: 'player' })}`
  return { app, admin, player }
}

t.test('an admin uploads a banner; everyone lists it and reads it from /bunner/', async t => {
  const { app, admin } = await harness(t)
  t.same((await app.inject({ method: 'POST', url: '/api/getBunner' })).json(), { status: true, data: [] })
  const upload = multipartBody('file', png, 'banner.png')
  const added = await app.inject({ method: 'POST', url: '/api/admin/banners', headers: { ...upload.headers, authorization: admin }, payload: upload.payload })
  t.equal(added.statusCode, 200)
  const file = added.json().data.file as string
  t.match(file, /^\/bunner\/[0-9a-f-]{36}\.png$/)
  t.same((await app.inject({ method: 'POST', url: '/api/getBunner' })).json().data, [{ file }])
  const served = await app.inject({ url: file })
  t.equal(served.headers['content-type'], 'image/png')
  t.same(served.rawPayload, png)
  const name = file.split('/').pop()!
  t.equal((await app.inject({ method: 'POST', url: `/api/admin/banners/${name}/delete`, headers: { authorization: admin } })).statusCode, 200)
  t.same((await app.inject({ method: 'POST', url: '/api/getBunner' })).json().data, [])
  t.equal((await app.inject({ url: file })).statusCode, 404)
  const again = await app.inject({ method: 'POST', url: `/api/admin/banners/${name}/delete`, headers: { authorization: admin } })
  t.equal(again.statusCode, 404, 'removing a banner that is not there is refused')
})

t.test('a banner that is not an image by its bytes is refused with the spec message, and players cannot upload', async t => {
  const { app, admin, player } = await harness(t)
  const renamed = multipartBody('file', Buffer.from('%PDF-1.7 not an image at all, padded'.padEnd(300, '.')), 'banner.png')
  const refused = await app.inject({ method: 'POST', url: '/api/admin/banners', headers: { ...renamed.headers, authorization: admin }, payload: renamed.payload })
  t.equal(refused.statusCode, 400)
  t.equal(refused.json().errors.file, 'Please select valid Front image jpeg,png,gif.')
  const upload = multipartBody('file', png, 'banner.png')
  const byPlayer = await app.inject({ method: 'POST', url: '/api/admin/banners', headers: { ...upload.headers, authorization: player }, payload: upload.payload })
  t.equal(byPlayer.statusCode, 403)
  t.same((await app.inject({ method: 'POST', url: '/api/getBunner' })).json().data, [])
})

t.test('a traversal attempt on /bunner/ finds nothing', async t => {
  const { app } = await harness(t)
  for (const url of ['/bunner/..%2f..%2fetc%2fpasswd', '/bunner/%2e%2e%2fsecrets.json', '/bunner/x.png']) {
    t.equal((await app.inject({ url })).statusCode, 404, url)
  }
})
