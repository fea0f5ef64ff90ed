import t from 'tap'
import { randomUUID } from 'node:crypto'
import { readFile, rm, writeFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { needs } from '@arena/testing'
import { isErrorBody, isRefusalStatus } from './support/expectations'
import { bootPlatform } from './support/platformUnderTest'
import { rawGet } from './support/rawHttp'
import { cast } from './support/richPlayer'
import { allRoutes, keyOf, type Route } from './support/routes'

/** Ways to name a file outside the folder: plain, encoded, double-encoded, backslashed, absolute, with NUL. */
const ATTACKS = [
  '../canary.txt', '../../canary.txt', '../../../../../../../../etc/passwd', '..%2fcanary.txt', '..%2f..%2fcanary.txt',
  '%2e%2e%2fcanary.txt', '%2e%2e%2f%2e%2e%2fcanary.txt', '%2e%2e/%2e%2e/canary.txt', '..%5c..%5ccanary.txt', '%252e%252e%252fcanary.txt',
  '....//....//canary.txt', '..;/canary.txt', '%c0%ae%c0%ae%2fcanary.txt', '%2fetc%2fpasswd', '/etc/passwd', 'C:%5cWindows%5cwin.ini',
  'canary.txt%00.png', '..%00%2fcanary.txt', '%00', '..', '.', '%2e%2e', '~%2f.ssh%2fid_rsa', 'secrets.json',
]

t.test('file-serving routes never serve a file outside uploads, whatever the name says', needs('postgres'), async t => {
  const put = await bootPlatform(t)
  const c = await cast(put)
  // Files an escape would reach: beside uploads, inside uploads but outside any folder, and the secrets.
  const markers = [`CANARY-${randomUUID()}`, `CANARY-${randomUUID()}`]
  await writeFile(join(put.dataDir, 'canary.txt'), markers[0]!)
  await writeFile(join(put.dataDir, 'uploads', 'canary.txt'), markers[1]!)
  const secrets = Object.values(JSON.parse(await readFile(join(put.dataDir, 'secrets.json'), 'utf8')) as Record<string, string>)
  const forbidden = [...markers, ...secrets, 'root:x:0:0', '[fonts]']

  const fileRoutes = allRoutes(put.platform.app).filter(route => route.method === 'GET' && route.path.includes('/:file'))
  t.ok(fileRoutes.length >= 4, `file-serving routes found: ${fileRoutes.map(keyOf).join(', ')}`)
  const before = await put.mark()

  /** Every :param position of the route in turn gets the attack; the others keep a real value. */
  const attackUrls = (route: Route, attack: string) => {
    const names = [...route.path.matchAll(/:(\w+)/g)].map(match => match[1]!)
    return names.map(target => route.path.replace(/:(\w+)/g, (_, name: string) => (name === target ? attack : name === 'folder' ? 'kyc' : c.rich.attachment)))
  }

  // Outside /api a path no route takes is the app's own page (the client router shows its 404).
  const page = await rawGet(put.platform.url, '/no-such-page')
  const isJson = (text: string) => { try { return JSON.parse(text) as unknown } catch { return undefined } }

  for (const route of fileRoutes) {
    t.test(keyOf(route), async t => {
      for (const who of [c.rich, c.boss]) {
        for (const attack of ATTACKS) {
          for (const path of attackUrls(route, attack)) {
            const answer = await rawGet(put.platform.url, path, who.token)
            const what = `${who.name} ${path}`
            if (route.path.startsWith('/api/') || answer.text !== page.text) {
              t.ok(isRefusalStatus(answer.statusCode), `${what}: a 4xx`, { found: answer.statusCode })
              t.ok(isErrorBody(isJson(answer.text)), `${what}: the error body`, { body: answer.text.slice(0, 200) })
            }
            t.same(forbidden.filter(marker => answer.text.includes(marker)), [], `${what}: nothing from outside uploads`)
          }
        }
      }
    })
  }

  t.test('outside /api, the same names get the app page or a 404, never a file', async t => {
    for (const attack of ATTACKS) {
      for (const path of [`/${attack}`, `/assets/${attack}`, `/media/..%2f..%2f${attack}`]) {
        const answer = await rawGet(put.platform.url, path)
        const appPage = answer.statusCode === 200 && answer.text === page.text
        t.ok(appPage || isRefusalStatus(answer.statusCode), `${path}: the app page or a 4xx`, { found: answer.statusCode })
        t.same(forbidden.filter(marker => answer.text.includes(marker)), [], `${path}: nothing from outside the web root`)
      }
    }
  })

  t.test('a stored image whose file has gone is a 404, not a 500', async t => {
    await rm(join(put.dataDir, 'uploads', 'profile', c.rich.profileImage))
    const answer = await rawGet(put.platform.url, `/api/profile-image/${c.rich.profileImage}`, c.rich.token)
    t.equal(answer.statusCode, 404)
    t.ok(isErrorBody(JSON.parse(answer.text)), 'with the error body')
    await mkdir(join(put.dataDir, 'uploads', 'profile'), { recursive: true })
  })

  t.test('reading files wrote nothing', async t => {
    const after = await put.mark()
    t.equal(after.head, before.head, 'the event log did not move')
    t.same(after.files, before.files.filter(file => file !== join('profile', c.rich.profileImage)), 'no file appeared under uploads')
  })
})
