import t from 'tap'
import { needs } from '@arena/testing'
import { startBrowserApp } from './browserApp'

// The chunks of src/app/pageChunks/ (named after their modules) and the chart library's.
const pageChunk = /\/assets\/(admin|dashboard|contests|exchange|wallet|kyc|support|profile|info|games|charts)-[\w-]+\.js$/
// The static and legal pages' chunk, which holds the FAQ page.
const infoChunk = '**/assets/info-*.js'

t.test('pages downloaded on demand, in Chromium', needs('chromium'), async t => {
  const app = await startBrowserApp(t)

  t.test('the home page fetches no page chunk and not the chart library', async t => {
    const page = await app.page(t)
    const fetched: string[] = []
    page.on('request', request => fetched.push(request.url()))
    await page.goto(`${app.url}/`)
    await page.getByRole('region', { name: 'FAQ' }).waitFor()
    t.same(fetched.filter(url => pageChunk.test(url)), [], 'only the shell is downloaded')
  })

  t.test('while a page downloads, the header stays and a loading status shows', async t => {
    const page = await app.page(t)
    let release = () => {}
    const released = new Promise<void>(resolve => (release = resolve))
    await page.route(infoChunk, async route => {
      await released
      await route.continue()
    })
    await page.goto(`${app.url}/`)
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click()
    const loading = page.getByRole('main').getByRole('status')
    await loading.waitFor()
    t.equal(await loading.textContent(), 'Loading…', 'the fallback says what is happening')
    t.ok(await page.getByRole('banner').getByRole('link', { name: 'Arena home' }).isVisible(), 'the header stays')
    release()
    await page.getByRole('heading', { name: 'Frequently Asked Questions', level: 1 }).waitFor()
    t.equal(await loading.count(), 0, 'the status goes once the page is there')
  })

  t.test('a page that fails to download offers a reload that brings it back', async t => {
    const page = await app.page(t)
    await page.route(infoChunk, route => route.abort())
    await page.goto(`${app.url}/faq`)
    const alert = page.getByRole('main').getByRole('alert')
    await alert.waitFor()
    t.match(await alert.textContent(), /could not be loaded/)
    t.ok(await page.getByRole('banner').getByRole('link', { name: 'Arena home' }).isVisible(), 'the header stays')
    await page.unroute(infoChunk)
    await alert.getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('heading', { name: 'Frequently Asked Questions', level: 1 }).waitFor()
    t.pass('the page loads after the reload')
  })
})
