import t from 'tap'
import { needs } from '@arena/testing'
import { startBrowserApp } from './browserApp'

/** A token the client can read; the client never checks signatures, the server does. */
function playerToken(name: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const exp = Math.floor(Date.now() / 1000) + 3600
  return `${part({ alg: 'HS256' })}.${part({ sub: 'player-1', name, role: 'player', exp })}.sig`
}

t.test('the app shell in Chromium', needs('chromium'), async t => {
  const app = await startBrowserApp(t)

  t.test('the home page shows the header and the footer', async t => {
    const page = await app.page(t, '/')
    const header = page.getByRole('banner')
    await header.getByRole('link', { name: 'Arena home' }).waitFor()
    await header.getByRole('button', { name: 'Login/Sign Up' }).click()
    const dialog = page.getByRole('dialog', { name: "Let's Get Started" })
    t.same(await dialog.getByRole('tab').allTextContents(), ['Sign In', 'Sign Up'], 'the header button opens the sign-in modal')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    const footer = page.getByRole('contentinfo')
    for (const name of ['Privacy Policy', 'Terms and Conditions', 'FAQ', 'Contact Us', 'Legality']) {
      t.equal(await footer.getByRole('link', { name, exact: true }).count(), 1, `footer links to ${name}`)
    }
    const playStore = footer.getByRole('link', { name: /Google Play/ })
    t.equal(await playStore.getAttribute('target'), '_blank', 'store links open in a new tab')
  })

  t.test('an unknown path shows the 404 page and Back To Home returns to /', async t => {
    const page = await app.page(t, '/no/such/page')
    const heading = page.getByRole('heading', { level: 1 })
    await heading.waitFor()
    t.equal(await heading.textContent(), "Sorry, The Page You're Looking For Cannot be Accessed")
    await page.getByRole('link', { name: 'Back To Home' }).click()
    await page.waitForURL(`${app.url}/`)
    // The address changes before the home page has replaced the 404 page: wait for it to go.
    await page.getByText("Sorry, The Page You're Looking For Cannot be Accessed").waitFor({ state: 'detached' })
    t.equal(await page.getByText("Sorry, The Page You're Looking For Cannot be Accessed").count(), 0)
  })

  t.test('signed-in routes send visitors to /', async t => {
    const page = await app.page(t, '/dashboard')
    await page.waitForURL(`${app.url}/`)
    t.pass('redirected from /dashboard to /')
  })

  t.test('a signed-in player sees their name, cannot go back, and logs out to /', async t => {
    const page = await app.page(t, '/faq')
    await page.evaluate(token => localStorage.setItem('jwtToken', token), playerToken('Asha'))
    await page.goto(`${app.url}/dashboard`)
    const header = page.getByRole('banner')
    await header.getByRole('link', { name: 'ASHA' }).waitFor()
    await page.getByRole('navigation', { name: 'Player' }).getByRole('link', { name: 'KYC' }).click()
    await page.waitForURL(`${app.url}/kyc`)
    await page.goBack()
    // Back lands on /dashboard for a moment; the app sends the player forward again (a timeout if not).
    await page.waitForURL(`${app.url}/kyc`, { timeout: 10_000 })
    t.equal(new URL(page.url()).pathname, '/kyc', 'the back button leaves the player on the same page')

    await header.getByRole('button', { name: 'Logout' }).click()
    await page.getByText('Logout successfully').waitFor()
    await page.waitForURL(`${app.url}/`)
    t.equal(await page.evaluate(() => localStorage.getItem('jwtToken')), null, 'the token is gone')
    await header.getByRole('button', { name: 'Login/Sign Up' }).waitFor()
  })

  t.test('the mobile menu opens from its button and closes with Escape', async t => {
    const page = await app.browser.newPage({ viewport: { width: 375, height: 740 } })
    t.teardown(() => page.close())
    await page.goto(`${app.url}/faq`)
    const toggle = page.getByRole('button', { name: 'Open menu' })
    const aboutLink = page.getByRole('banner').getByRole('link', { name: 'About Us' })
    t.notOk(await aboutLink.isVisible(), 'the menu starts closed on a phone')
    await toggle.click()
    t.ok(await aboutLink.isVisible(), 'the menu opens')
    t.equal(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'), 'true')
    await page.keyboard.press('Escape')
    t.notOk(await aboutLink.isVisible(), 'Escape closes it')
  })
})
