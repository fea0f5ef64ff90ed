import t from 'tap'
import { needs } from '@arena/testing'
import { startBrowserApp } from './browserApp'

t.test('the public site in Chromium', needs('chromium'), async t => {
  const app = await startBrowserApp(t)

  t.test('the landing page has every section of the spec', async t => {
    const page = await app.page(t, '/')
    for (const name of ['About', 'How To Play', 'Contest', 'Media', 'Download the App', 'FAQ', 'Contact']) {
      t.equal(await page.getByRole('region', { name, exact: true }).count(), 1, `section "${name}" is there`)
    }
    t.equal(await page.getByRole('region', { name: 'How To Play' }).getByRole('listitem').count(), 3, 'three steps')
    t.equal(await page.getByRole('region', { name: 'Media' }).getByRole('img').count(), 4, 'press logos')

    await page.getByRole('region', { name: 'Media' }).getByRole('link', { name: 'View More' }).click()
    await page.waitForURL(`${app.url}/media`)
    await page.getByRole('heading', { name: 'Media', level: 1 }).waitFor()
    t.equal(await page.getByRole('main').getByRole('img').count(), 6, 'the media page shows six images')
  })

  t.test('the landing FAQ shows 8 questions as an accordion and View More opens the full list', async t => {
    const page = await app.page(t, '/')
    const faq = page.getByRole('region', { name: 'FAQ' })
    const questions = faq.getByRole('button')
    t.equal(await questions.count(), 8)
    const first = questions.nth(0)
    const second = questions.nth(1)
    const firstAnswer = page.locator(`#${await first.getAttribute('aria-controls')}`)
    t.notOk(await firstAnswer.isVisible(), 'answers start closed')
    await first.click()
    t.equal(await first.getAttribute('aria-expanded'), 'true')
    t.ok(await firstAnswer.isVisible(), 'clicking a question shows its answer')
    await second.press('Enter')
    t.equal(await second.getAttribute('aria-expanded'), 'true', 'the keyboard opens a question too')
    t.notOk(await firstAnswer.isVisible(), 'opening another question closes the first')

    await faq.getByRole('link', { name: 'View More' }).click()
    await page.waitForURL(`${app.url}/faq`)
    // The URL changes at once; the landing page stays up while the FAQ page's code downloads.
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor()
    const all = page.getByRole('main').getByRole('button', { expanded: false })
    t.equal(await all.count(), 18, 'the FAQ page has 18 questions')
    const referral = page.getByRole('main').getByRole('button', { name: 'When is the referral bonus paid?' })
    await referral.click()
    t.match(await page.locator(`#${await referral.getAttribute('aria-controls')}`).textContent(), /when the player you referred completes their KYC, not when they sign up/)
  })

  t.test('the contact form shows the spec messages and sends only a valid message', async t => {
    const page = await app.page(t)
    const sent: unknown[] = []
    await page.route('**/api/contactUs', async route => {
      sent.push(route.request().postDataJSON())
      await route.fulfill({ json: { status: true, message: 'Thank you for contacting us' } })
    })
    await page.goto(`${app.url}/contact-us`)
    await page.getByText('Support email:').waitFor()
    const form = page.getByRole('form', { name: 'Contact us' })
    await form.getByRole('button', { name: 'Send message' }).click()
    for (const text of ['Please enter name', 'Please enter email', 'Please enter subject', 'Please enter message']) {
      t.equal(await form.getByText(text, { exact: true }).count(), 1, text)
    }
    await form.getByLabel('Name').fill('Asha 9')
    t.equal(await form.getByText('Only use alphabetic characters').count(), 1, 'checked on each change')
    await form.getByLabel('Name').fill('Asha Rao')
    await form.getByLabel('Email').fill('asha@example.in')
    await form.getByLabel('Subject').fill('Deposit')
    await form.getByLabel('Message').fill('My deposit has not arrived.')
    t.same(sent, [], 'nothing is sent while the form has errors')
    await form.getByRole('button', { name: 'Send message' }).click()
    await page.getByText('Thank you for contacting us').waitFor()
    t.same(sent, [{ name: 'Asha Rao', email: 'asha@example.in', subject: 'Deposit', message: 'My deposit has not arrived.' }])
    t.equal(await form.getByLabel('Name').inputValue(), '', 'the form is cleared after success')
  })

  t.test('the subscriber modal opens from the landing page and checks its fields', async t => {
    const page = await app.page(t, '/')
    await page.getByRole('button', { name: 'Get launch updates' }).click()
    const dialog = page.getByRole('dialog', { name: 'Get updates about the product on launch' })
    await dialog.waitFor()
    await dialog.getByLabel('Mobile').fill('98765')
    await dialog.getByRole('button', { name: 'Subscribe' }).click()
    t.equal(await dialog.getByText('Please enter valid mobile', { exact: true }).count(), 1)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    t.pass('Escape closes the modal')
  })

  t.test('the legal pages state the spec facts', async t => {
    const page = await app.page(t, '/privacy-policy')
    const privacy = page.getByRole('main')
    await privacy.getByRole('heading', { name: 'Privacy Policy' }).waitFor()
    for (const fact of ['within one month', 'within 6 months', 'INR 100', 'laws of India', 'PAN']) {
      t.match(await privacy.textContent(), fact, `privacy: ${fact}`)
    }
    await page.goto(`${app.url}/term-and-condition`)
    const terms = page.getByRole('main')
    await terms.getByRole('heading', { name: 'Terms and Conditions' }).waitFor()
    for (const fact of ['18 years', 'Tamil Nadu', 'five buy and sell bids', 'Jaipur', '15 days', 'refunded in full', 'when the player you referred completes their KYC, not when they sign up']) {
      t.match(await terms.textContent(), fact, `terms: ${fact}`)
    }
  })

  t.test('the free Up Down mock shows its slots and coin count', async t => {
    const page = await app.page(t, '/up-down-free')
    await page.getByRole('heading', { name: 'Selected coins 0/11' }).waitFor()
    for (const slot of ['18-15', '18-20', '18-30']) t.equal(await page.getByRole('button', { name: slot }).count(), 1, slot)
    await page.getByRole('button', { name: '18-30' }).click()
    t.match(await page.getByRole('main').textContent(), '18:30 IST', 'choosing a slot shows its start time')
  })
})
