import t from 'tap'
import type { Page } from 'playwright-core'
import { needs } from '@arena/testing'
import { startIdentityBrowserApp, type IdentityBrowserApp } from './identityBrowserApp'

/** Sign Up in the header's modal up to the OTP step; returns the dialog. */
async function getOtp(page: Page, mobile: string) {
  const dialog = page.getByRole('dialog', { name: "Let's Get Started" })
  await dialog.getByLabel('Mobile number', { exact: true }).fill(mobile)
  await dialog.getByRole('button', { name: 'Get OTP' }).click()
  await dialog.getByLabel('OTP').waitFor()
  return dialog
}

/** Signs in on /login's Sign In tab with the OTP from the outbox; ends on /dashboard. */
async function signInWithOtp(app: IdentityBrowserApp, page: Page, mobile: string) {
  if (!page.url().endsWith('/login')) await page.goto(`${app.url}/login`)
  const form = page.getByRole('form', { name: 'Sign In' })
  await form.getByLabel('Mobile number', { exact: true }).fill(mobile)
  await form.getByRole('button', { name: 'Log in' }).click()
  // The OTP box appears once the server answered, and it writes the code before answering.
  await form.getByLabel('OTP').waitFor()
  await form.getByLabel('OTP').fill(await app.otpFor(`+91${mobile}`))
  await form.getByRole('button', { name: 'Verify OTP' }).click()
  await page.waitForURL(`${app.url}/dashboard`)
}

t.test('identity screens against the real identity service in Chromium', needs('chromium'), async t => {
  const app: IdentityBrowserApp = await startIdentityBrowserApp()
  t.teardown(() => app.close())
  let referralLink = ''

  t.test('a new player signs up with the OTP from the outbox, sees the login history and logs out', async t => {
    const page = await app.newPage()
    t.teardown(() => page.close())
    await page.goto(`${app.url}/`)
    await page.getByRole('banner').getByRole('button', { name: 'Login/Sign Up' }).click()
    const dialog = page.getByRole('dialog', { name: "Let's Get Started" })
    await dialog.getByRole('tab', { name: 'Sign Up' }).click()
    t.equal(await dialog.getByLabel('Country').inputValue(), 'IN', 'India is the default country')
    t.match(await dialog.locator('.auth-country__badge').textContent(), /\+91/)

    await getOtp(page, '9876543210')
    t.equal(await dialog.getByLabel('Mobile number', { exact: true }).getAttribute('readonly'), '', 'the number is read-only at the OTP step')
    t.equal(await dialog.getByRole('button', { name: 'Resend OTP' }).count(), 1)
    await dialog.getByRole('button', { name: 'Verify & Proceed' }).click()
    await dialog.getByText('Please enter username').waitFor()
    t.ok(await dialog.getByText('Please accept Terms and conditions').isVisible(), 'the new-user fields are checked on submit')

    await dialog.getByLabel('Username').fill('asha01')
    await dialog.getByLabel('OTP').fill(await app.otpFor('+919876543210'))
    await dialog.getByLabel(/I accept the/).check()
    await dialog.getByRole('button', { name: 'Verify & Proceed' }).click()
    await page.waitForURL(`${app.url}/dashboard`)

    const header = page.getByRole('banner')
    await header.getByRole('link', { name: 'ASHA01' }).waitFor()
    const history = page.getByRole('table')
    await history.getByRole('cell', { name: 'Jaipur' }).waitFor()
    const headers = await history.getByRole('columnheader').allTextContents()
    t.same(headers, ['#', 'IP Address', 'City', 'Country', 'Device', 'Browser', 'Os', 'Date and Time'])
    t.equal(await history.locator('tbody tr').count(), 1, 'one login so far')

    await header.getByRole('link', { name: 'ASHA01' }).click()
    await page.waitForURL(`${app.url}/profile-user`)
    referralLink = (await page.getByTestId('referral-link').textContent()) ?? ''
    t.match(referralLink, new RegExp(`^${app.url}/referral/\\w+$`), 'the referral link is the origin plus /referral/{code}')

    await header.getByRole('button', { name: 'Logout' }).click()
    await page.getByText('Logout successfully').waitFor()
    await page.waitForURL(`${app.url}/`)
    t.equal(await page.evaluate(() => localStorage.getItem('jwtToken')), null, 'the token is gone')
  })

  t.test('the player signs back in on the Sign In tab and the history grows', async t => {
    const page = await app.newPage()
    t.teardown(() => page.close())
    await page.goto(`${app.url}/login`)
    t.equal(await page.getByRole('heading', { level: 1 }).textContent(), "Let's Get Started")
    await signInWithOtp(app, page, '9876543210')
    await page.getByRole('table').locator('tbody tr').nth(1).waitFor()
    t.equal(await page.getByRole('table').locator('tbody tr').count(), 2)

    await page.goto(`${app.url}/login`)
    await page.waitForURL(`${app.url}/dashboard`)
    t.pass('a signed-in visitor of /login goes to /dashboard')
  })

  t.test('the referral link opens Sign Up with the referral field prefilled', async t => {
    t.not(referralLink, '', 'the first test read the link')
    const code = referralLink.split('/').at(-1)!
    const page = await app.newPage()
    t.teardown(() => page.close())
    await page.goto(referralLink)
    const form = page.getByRole('form', { name: 'Sign Up' })
    t.equal(await page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected'), 'true')
    await form.getByLabel('Mobile number', { exact: true }).fill('9876500001')
    await form.getByRole('button', { name: 'Get OTP' }).click()
    const referral = form.getByLabel('Referral code (optional)')
    await referral.waitFor()
    t.equal(await referral.inputValue(), code)

    await form.getByLabel('Username').fill('ravi02')
    await form.getByLabel('OTP').fill(await app.otpFor('+919876500001'))
    await form.getByLabel(/I accept the/).check()
    await form.getByRole('button', { name: 'Verify & Proceed' }).click()
    await page.waitForURL(`${app.url}/dashboard`)
    const referred = app.identity.view.find('username', 'ravi02')
    t.ok(referred?.referredBy, 'the server recorded who referred the new player')
  })

  t.test('the player changes the email on the profile page only with the OTP sent to the new address', async t => {
    const page = await app.newPage()
    t.teardown(() => page.close())
    await signInWithOtp(app, page, '9876543210')
    await page.goto(`${app.url}/profile-user`)

    await page.getByRole('button', { name: 'Change email' }).click()
    const form = page.getByRole('form', { name: 'Change email' })
    await form.getByLabel('New email').fill('asha.new@example.com')
    await form.getByRole('button', { name: 'Get OTP' }).click()
    await form.getByLabel('OTP').waitFor()
    t.match(await form.getByRole('status').textContent(), /Enter the OTP sent to as\*\*\*@example\.com/)
    t.equal(app.identity.view.find('username', 'asha01')!.email, null, 'nothing changed before the code')
    t.equal(await form.getByRole('button', { name: 'Resend OTP' }).count(), 1)

    const code = await app.otpFor('asha.new@example.com')
    await form.getByLabel('OTP').fill(code.slice(0, 5) + String((Number(code[5]) + 1) % 10))
    await form.getByRole('button', { name: 'Verify OTP' }).click()
    await form.getByText('Invalid OTP. 4 attempts left').waitFor()
    await form.getByLabel('OTP').fill(code)
    await form.getByRole('button', { name: 'Verify OTP' }).click()
    await page.getByText('Email updated successfully').waitFor()
    await page.getByRole('region', { name: 'Personal data' }).getByText('asha.new@example.com').waitFor()
    t.equal(app.identity.view.find('username', 'asha01')!.email, 'asha.new@example.com', 'the server applied the change')
  })

  t.test('"Log out of all devices" on one device signs the player out on the other at once', async t => {
    const phone = await app.newPage()
    t.teardown(() => phone.close())
    await phone.goto(`${app.url}/`)
    await phone.getByRole('banner').getByRole('button', { name: 'Login/Sign Up' }).click()
    const dialog = phone.getByRole('dialog', { name: "Let's Get Started" })
    await dialog.getByRole('tab', { name: 'Sign Up' }).click()
    await getOtp(phone, '9876543299')
    await dialog.getByLabel('Username').fill('meera03')
    await dialog.getByLabel('OTP').fill(await app.otpFor('+919876543299'))
    await dialog.getByLabel(/I accept the/).check()
    await dialog.getByRole('button', { name: 'Verify & Proceed' }).click()
    await phone.waitForURL(`${app.url}/dashboard`)
    const laptop = await app.newPage()
    t.teardown(() => laptop.close())
    await signInWithOtp(app, laptop, '9876543299')
    // Both pages hold a live channel (a ticket each) before the laptop ends every session.
    const meera = app.identity.view.find('username', 'meera03')!.id
    while (app.sockets.connectionsOf(meera) < 2) await new Promise(resolve => setTimeout(resolve, 20))

    await laptop.getByRole('button', { name: 'Log out of all devices' }).click()
    const confirm = laptop.getByRole('dialog', { name: 'Log out of all devices?' })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    t.equal(laptop.url(), `${app.url}/dashboard`, 'cancelling changes nothing')
    await laptop.getByRole('button', { name: 'Log out of all devices' }).click()
    await confirm.getByRole('button', { name: 'Yes, log out everywhere' }).click()
    await laptop.getByText('Logged out of all devices').waitFor()
    await laptop.waitForURL(`${app.url}/`)
    await phone.getByText('Your session has ended, please log in again').waitFor()
    await phone.waitForURL(`${app.url}/`)
    t.equal(await phone.evaluate(() => localStorage.getItem('jwtToken')), null, 'the other device forgot its token')
  })

  t.test('an admin finds a player on /admin/users and blocks them', async t => {
    await app.identity.ensureAdmin({ mobile: '9000000001' }, 'boss01')
    const page = await app.newPage()
    t.teardown(() => page.close())
    await signInWithOtp(app, page, '9000000001')
    await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click()
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click()
    await page.getByLabel('Search name, mobile or email').fill('asha')
    await page.getByRole('button', { name: 'Search' }).click()
    const row = page.getByRole('row', { name: /asha01/ })
    await row.getByRole('button', { name: 'Block asha01' }).click()
    await row.getByRole('cell', { name: 'Blocked' }).waitFor()
    t.equal(await page.getByRole('row').count(), 2, 'the search left the header and one player')
    t.equal(await app.identity.isBlocked(app.identity.view.find('username', 'asha01')!.id), true, 'the server blocked the player')
  })
})

