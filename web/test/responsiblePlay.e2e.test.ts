import t from 'tap'
import { needs } from '@arena/testing'
import { startPlatformBrowserApp } from './platformBrowserApp'

const MOBILE = '9812300017'

t.test('on a phone, with the keyboard, a player sets a limit, sees a raise waiting and takes a break that logs them out', { ...needs('chromium'), ...needs('postgres') }, async t => {
  const app = await startPlatformBrowserApp(t)
  // Registered through the API (the sign-up screens have their own tests); its token signs the page in.
  const register = (body: Record<string, unknown>) =>
    fetch(`${app.url}/api/user-registor`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(r => r.json() as Promise<{ token: string; data: { encrypted_otp: string } }>)
  const first = await register({ countryCode: '91', mobile: MOBILE })
  const { token } = await register({ countryCode: '91', mobile: MOBILE, otp: await app.otpFor(`+91${MOBILE}`), encrypted_otp: first.data.encrypted_otp, name: 'limit017', terms: true })

  const page = await app.newPage()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`${app.url}/faq`)
  await page.evaluate(value => localStorage.setItem('jwtToken', value), token)
  await page.goto(`${app.url}/profile-user`)
  const section = page.getByRole('region', { name: 'Responsible play' })
  const limits = section.getByRole('region', { name: 'Deposit limits' })
  await limits.getByRole('row', { name: /Daily No limit/ }).waitFor()

  const daily = section.getByLabel('Daily limit (₹)')
  await daily.focus()
  await page.keyboard.type('1000')
  await page.keyboard.press('Enter')
  await limits.getByRole('row', { name: /Daily ₹1000\.00 ₹0\.00 ₹1000\.00 —/ }).waitFor()

  await daily.fill('')
  await daily.focus()
  await page.keyboard.type('5000')
  await page.keyboard.press('Enter')
  await limits.getByRole('row', { name: /Daily ₹1000\.00 .* ₹5000\.00 from \d+ \w+ \d{4}, \d\d:\d\d IST/ }).waitFor()
  t.pass('the raise waits, shown with the instant it applies')
  // The section never widens the page: its table scrolls inside it (the page's own width is the phone layout's concern).
  const widths = await page.evaluate(() => {
    const section = document.getElementById('responsible-play')!
    const shown = document.documentElement.scrollWidth
    section.style.display = 'none'
    const hidden = document.documentElement.scrollWidth
    section.style.display = ''
    return { shown, hidden, inside: section.scrollWidth - section.clientWidth }
  })
  t.same(widths, { shown: widths.hidden, hidden: widths.hidden, inside: 0 }, 'the section fits in its card on a phone')

  await section.getByRole('radio', { name: 'Time-out: 24 hours' }).focus()
  await page.keyboard.press('ArrowDown')
  t.ok(await section.getByRole('radio', { name: 'Time-out: 1 week' }).isChecked(), 'the arrow keys choose the break')
  await section.getByRole('button', { name: 'Take a 1 week time-out' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Take a 1 week time-out?' })
  await dialog.getByText(/cannot be undone/).waitFor()
  await dialog.getByRole('button', { name: 'Yes, start my break' }).focus()
  await page.keyboard.press('Enter')
  await page.waitForURL(url => !url.pathname.startsWith('/profile-user'))
  t.equal(await page.evaluate(() => localStorage.getItem('jwtToken')), null, 'logged out')

  const userId = app.platform.identity.view.find('username', 'limit017')!.id
  const state = await app.platform.wallet.handlers.responsiblePlay(userId, new Date().toISOString())
  t.match(state, { break: { kind: 'timeOut', duration: '1w' }, limits: { daily: { limit: '1000.00', pending: { limit: '5000.00' } } } })
})
