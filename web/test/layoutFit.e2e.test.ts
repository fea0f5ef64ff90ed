import t from 'tap'
import type { Browser, Page } from 'playwright-core'
import { needs } from '@arena/testing'
import { bootPlatform } from '../../services/platform/test/support/platformUnderTest'
import { cast } from '../../services/platform/test/support/richPlayer'
import { routeAudience } from '../src/app/routes'
import { launchChromium, signedInPage } from './signedInPage'

const PHONE = { width: 390, height: 844 }
const NARROW_PHONE = { width: 360, height: 740 }
const WIDE_PHONE = { width: 430, height: 932 }
const DESKTOP = { width: 1366, height: 768 }

/**
 * A route with parameters needs a sample to open; everything else comes from the route table, so
 * a new route is covered as soon as it is added, and a new parameterised one fails here until it
 * has a sample.
 */
function samplePaths(ids: { contestId: string; ticketId: string; userId: string }): Record<string, string> {
  return {
    '/login/:_id': '/login/not-a-real-token',
    '/referral/:refer': '/referral/ABCD1234',
    '/mobile-exchange/:id/:symbol': `/mobile-exchange/${ids.contestId}/BTCUSDT`,
    '/profit-loss-mobile/:symbol': '/profit-loss-mobile/BTCUSDT',
    '/password-reset/:userId/:token': `/password-reset/${ids.userId}/not-a-real-token`,
    '/contest/join/:code': '/contest/join/ABC123',
    '*': '/no/such/page',
    '/contest/:type': '/contest/my',
    '/exchange/:id/:symbol': `/exchange/${ids.contestId}/BTCUSDT`,
    '/exchange-chart/:id/:symbol': `/exchange-chart/${ids.contestId}/BTCUSDT`,
    '/chat-room/:id': `/chat-room/${ids.ticketId}`,
    '/trading-contest/:id': `/trading-contest/${ids.contestId}`,
    '/contest/:id/replay': `/contest/${ids.contestId}/replay`,
  }
}

function concrete(route: string, samples: Record<string, string>): string {
  if (!route.includes(':') && route !== '*') return route
  const sample = samples[route]
  if (!sample) throw new Error(`no sample path for the route ${route}: add one to samplePaths in this test`)
  return sample
}

/** Opens `path` and waits until the page has loaded its data (no request for half a second, no loading status). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' })
  // A function, not a string: the site's CSP refuses to evaluate strings in the page.
  await page.waitForFunction(() => ![...document.querySelectorAll('[role=status]')].some(el => /^Loading/.test(el.textContent ?? '')))
}

/**
 * The page's width, and the outermost elements that stick out past the viewport (to say what to
 * fix). Plain text: the test runner's transform would add helper calls the page does not have.
 */
const MEASURE = `(() => {
  const width = window.innerWidth
  const describe = el => el.tagName.toLowerCase() + (typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\\s+/).join('.') : '')
  const sticking = [...document.body.querySelectorAll('*')].filter(el => el.getBoundingClientRect().right > width + 0.5)
  const outermost = sticking.filter(el => !sticking.includes(el.parentElement))
  return { scrollWidth: document.documentElement.scrollWidth, culprits: outermost.slice(0, 4).map(el => describe(el) + ' (right ' + Math.round(el.getBoundingClientRect().right) + ')') }
})()`

async function overflow(page: Page): Promise<{ scrollWidth: number; culprits: string[] }> {
  return page.evaluate(MEASURE)
}

/** CSP refusals the page reports in its console (an inline <style> or style attribute the policy blocks). */
function cspErrors(page: Page): string[] {
  const seen: string[] = []
  page.on('console', message => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) seen.push(message.text())
  })
  return seen
}

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

// Some 80 pages, each loaded and measured: longer than the runner's default per-file limit.
t.setTimeout(600_000)

t.test('the player and admin screens on phones and laptops, with real data on them', { ...needs('chromium'), ...needs('postgres') }, async t => {
  const put = await bootPlatform(t)
  const { boss, rich } = await cast(put, 'fitplayer')
  const url = put.platform.url
  const samples = samplePaths({ contestId: rich.contestId, ticketId: rich.ticketId, userId: rich.id })
  const browser: Browser = await launchChromium()
  t.teardown(() => browser.close())
  const exchange = `${url}/exchange/${rich.contestId}/BTCUSDT`

  t.test('the exchange and a printout raise no CSP errors, and printing uses the print stylesheet', async t => {
    const page = await signedInPage(browser, url, 'player', rich.token, DESKTOP)
    const refused = cspErrors(page)
    await open(page, exchange)
    await page.getByTestId('chart').waitFor()
    await page.waitForFunction(() => Number(document.querySelector('[data-testid=chart]')?.getAttribute('data-candles')) > 0)
    await open(page, `${url}/WalletHistoryTable`)
    await page.getByRole('button', { name: 'Print' }).click()
    t.same(refused, [], 'no style the policy refuses, on the exchange or on Print')
    await page.emulateMedia({ media: 'print' })
    t.equal(await page.locator('header.site-header').evaluate(el => getComputedStyle(el).display), 'none', 'the header is not printed')
    t.equal(await page.locator('html').evaluate(el => getComputedStyle(el).backgroundColor), 'rgb(255, 255, 255)', 'paper stays white')
  })

  t.test('the exchange leaderboard shows its Orders column whole, on a laptop and on a phone', async t => {
    // Five orders rank the player (spec section 5); each rests far below the market.
    for (let n = 0; n < 4; n++) {
      const answer = await put.call({ method: 'POST', url: '/api/order-add', token: rich.token, json: { contest_id: rich.contestId, symbol: 'BTCUSDT', orderType: 'buy', price: '1000', amount: '0.001' } })
      t.equal(answer.statusCode, 200, `order ${n + 2} placed`)
    }
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await signedInPage(browser, url, 'player', rich.token, viewport)
      await open(page, exchange)
      const board = page.getByRole('table', { name: 'Leaderboard' })
      await board.getByRole('row').filter({ hasText: 'fitplayer' }).waitFor()
      const orders = await board.getByRole('columnheader', { name: 'Orders' }).boundingBox()
      const box = await board.locator('xpath=..').boundingBox()
      t.ok(orders && box && orders.x + orders.width <= box.x + box.width + 0.5, `Orders ends inside the board at ${viewport.width} px (${orders?.x}+${orders?.width} vs ${box?.x}+${box?.width})`)
      t.equal(await board.getByRole('row').filter({ hasText: 'fitplayer' }).getByRole('cell').last().textContent(), '5', 'the order count shows')
    }
  })

  t.test('on a phone the open order\'s Cancel button is on screen without scrolling the table', async t => {
    const page = await signedInPage(browser, url, 'player', rich.token, PHONE)
    await open(page, exchange)
    const cancel = page.getByRole('table', { name: 'Open Orders' }).getByRole('button', { name: /^Cancel / }).first()
    await cancel.waitFor()
    const box = (await cancel.boundingBox())!
    t.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `Cancel spans ${Math.round(box.x)}–${Math.round(box.x + box.width)} px of ${PHONE.width}`)
  })

  t.test('a toast after placing an order covers none of the header\'s controls', async t => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await signedInPage(browser, url, 'player', rich.token, viewport)
      await open(page, exchange)
      const buy = page.getByRole('form', { name: 'Buy BTC' })
      await buy.getByLabel('Price (USDT)').fill('1000')
      await buy.getByLabel('Quantity (BTC)').fill('0.001')
      await buy.getByRole('button', { name: 'Buy BTC' }).click()
      const toast = page.locator('.toast').first()
      await toast.waitFor()
      const toastBox = (await toast.boundingBox())!
      const controls = page.getByRole('banner').locator('a:visible, button:visible')
      const covered: string[] = []
      for (const control of await controls.all()) {
        const box = await control.boundingBox()
        if (box && overlaps(toastBox, box)) covered.push((await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? '?')
      }
      t.same(covered, [], `at ${viewport.width} px the toast leaves every header control free`)
      t.ok(toastBox.y + toastBox.height <= viewport.height && toastBox.x >= 0 && toastBox.x + toastBox.width <= viewport.width, 'the toast is on screen')
      await toast.getByRole('button', { name: 'Close message' }).click()
      await toast.waitFor({ state: 'detached' })
    }
  })

  t.test('the My Contests tab is headed "My contests", once', async t => {
    const page = await signedInPage(browser, url, 'player', rich.token, PHONE)
    await open(page, `${url}/contest/my`)
    t.equal(await page.getByRole('heading', { level: 2 }).filter({ hasText: /^My / }).textContent(), 'My contests')
  })

  t.test('every page fits a phone, and admin pages a laptop', async t => {
    const visitorRoutes = routeAudience.public
    const playerRoutes = [...routeAudience.public, ...routeAudience.signedIn.filter(path => !path.startsWith('/admin'))]
    const adminRoutes = routeAudience.signedIn.filter(path => path.startsWith('/admin'))
    t.ok(adminRoutes.length > 5 && playerRoutes.length > 30, 'the route table was read')

    /** Each page is loaded once on a phone, then measured at every width (the layout follows the viewport). */
    const check = async (who: string, page: Page, routes: string[], viewports: { width: number; height: number }[]) => {
      const wide: string[] = []
      for (const route of [...routes, '*']) {
        const path = concrete(route, samples)
        await page.setViewportSize(PHONE)
        await open(page, `${url}${path}`)
        for (const viewport of viewports) {
          await page.setViewportSize(viewport)
          const { scrollWidth, culprits } = await overflow(page)
          if (scrollWidth > viewport.width) wide.push(`${path} at ${viewport.width} px is ${scrollWidth} px wide: ${culprits.join(', ')}`)
        }
      }
      t.same(wide, [], `${who}: no page scrolls sideways at ${viewports.map(v => v.width).join(', ')} px`)
    }

    const phones = [PHONE, NARROW_PHONE, WIDE_PHONE]
    await check('a visitor', await (await browser.newContext({ viewport: PHONE })).newPage(), visitorRoutes, phones)
    await check('a signed-in player', await signedInPage(browser, url, 'player', rich.token, PHONE), playerRoutes, phones)
    await check('an admin', await signedInPage(browser, url, 'admin', boss.token, PHONE), adminRoutes, [...phones, DESKTOP])
  })
})
