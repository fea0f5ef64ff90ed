import t from 'tap'
import { needs } from '@arena/testing'
import { addContestFields, fillAddContestForm, indiaInput, startContestApp } from './contestBrowserApp'

const MINUTE = 60_000

t.test('an admin adds a contest; a player joins it live with two wallets, plays, and sees the past table', needs('chromium'), async t => {
  const app = await startContestApp(t)
  const t0 = app.clock.now().getTime()

  // The admin adds the live-to-be contest through the Add Contest Details form.
  const admin = await app.signedIn('admin-1', 'Admin', 'admin')
  await admin.goto(`${app.url}/admin/contests`)
  await admin.getByRole('link', { name: 'Contests' }).first().waitFor()
  await admin.getByRole('button', { name: 'Add Contest' }).click()
  const form = admin.getByRole('dialog', { name: 'Add Contest Details' })
  await form.getByRole('button', { name: 'Add Contest' }).click()
  await form.getByText('Contest name is required').waitFor()
  t.pass('the shared rule refuses an empty form before anything is sent')
  await fillAddContestForm(
    form,
    addContestFields('Evening Sprint', t0 + 10 * MINUTE, t0 + 180 * MINUTE, {
      'Entry Fee (INR)': '100',
      'Prize Pool (INR)': '1000',
      'Prize per Rank': '500,300,200',
      'Rules (HTML)': '<p>Trade <b>fair</b></p><script>window.pwned = true</script>',
    }),
  )
  await form.getByRole('button', { name: 'Add Contest' }).click()
  await admin.getByRole('row', { name: /Evening Sprint/ }).waitFor()

  // A second contest, added over HTTP, ends before the first one.
  const fields = { contestName: 'Quick Past', startTime: indiaInput(t0 + 10 * MINUTE), endTime: indiaInput(t0 + 60 * MINUTE), entryFee: '10', virtualFund: '5000', winningAmount: '0', max_particepate: '5', pairs: 'ETHUSDT', description: '' }
  const added = await app.addContest(fields)
  t.equal(added.status, 200, `contest-add answered ${added.status}`)

  // 90 minutes on: Evening Sprint is live with 1 h 30 min left, Quick Past is over.
  app.clock.advance(90 * MINUTE)
  await app.contest.tick()
  await app.fund('player-1', '500', '30')

  const player = await app.signedIn('player-1', 'Asha')
  await player.goto(`${app.url}/contest`)
  const card = player.getByRole('article', { name: 'Evening Sprint' })
  const timer = card.getByRole('timer')
  await timer.waitFor()
  t.match(await timer.getAttribute('aria-label'), /^Ends In 0 days 1 hours (29|30) minutes \d+ seconds$/, 'the countdown counts to the server end')
  const before = await timer.getAttribute('aria-label')
  await player.waitForFunction(([label]) => document.querySelector('[role=timer]')?.getAttribute('aria-label') !== label, [before])
  t.pass('the countdown ticks')
  t.match(await card.textContent(), /₹1000\.00.*₹100\.00.*0\/10/s, 'prize pool, entry fee and seats')

  await card.getByRole('button', { name: 'Participate Now in Evening Sprint' }).click()
  const modal = player.getByRole('dialog', { name: 'Participate' })
  await modal.getByText('Note: You can use maximum 50% of entry fees from the reward wallet').waitFor()
  await modal.getByRole('checkbox', { name: /^Cash Wallet/ }).check()
  await modal.getByRole('checkbox', { name: /^Winning Wallet/ }).check()
  await player.waitForFunction(() => document.querySelector('output[aria-label="Taken from Cash Wallet"]')?.textContent === '₹70.00')
  t.equal(await modal.getByLabel('Taken from Winning Wallet').textContent(), '₹30.00', 'winning first, up to its balance')
  t.equal(await modal.getByLabel('Taken from Reward Wallet').textContent(), '₹0.00')
  await modal.getByRole('button', { name: 'Participate' }).click()
  // The first paid contest asks once for birth date and state; the shared rule checks them first.
  await modal.getByText('Please enter your date of birth and state of residence to join a paid contest').waitFor()
  await modal.getByLabel('Date of birth').fill('2015-01-01')
  await modal.getByRole('button', { name: 'Participate' }).click()
  await modal.getByText('You must be at least 18 years old to participate').waitFor()
  await modal.getByText('Please select your state of residence').waitFor()
  t.same(await app.balances('player-1'), { balance: '500.00', winningamount: '30.00', bonus: '0.00' }, 'nothing was paid while asking')
  await modal.getByLabel('Date of birth').fill('1990-05-14')
  await modal.getByLabel('State of residence').selectOption('Goa')
  await modal.getByRole('button', { name: 'Participate' }).click()
  await player.getByText('You have successfully participated in the contest').waitFor()
  const playNow = card.getByRole('button', { name: 'Play Now: Evening Sprint' })
  await playNow.waitFor()
  t.match(await card.textContent(), /1\/10/, 'the live list reloaded with the seat taken')
  t.same(await app.balances('player-1'), { balance: '430.00', winningamount: '0.00', bonus: '0.00' }, 'the wallets paid what the preview said')

  await playNow.click()
  await player.waitForURL(/\/exchange\/[^/]+\/BTCUSDT$/)
  await player.goto(`${app.url}/contest/live`)
  await player.getByRole('link', { name: 'Going On: back to Evening Sprint' }).waitFor()
  await player.goto(`${app.url}/contest/upcoming`)
  await player.getByText('No upcoming contest yet. Check back soon.').waitFor()
  await player.goto(`${app.url}/contest/my`)
  await player.getByRole('article', { name: 'Evening Sprint' }).getByRole('button', { name: 'Already Participated' }).waitFor()

  await player.goto(`${app.url}/contest/past`)
  const table = player.getByRole('table', { name: /Past contests/ })
  await table.getByRole('row', { name: /Quick Past/ }).waitFor()
  const heading = table.getByRole('columnheader', { name: /Contest Name/ })
  await heading.getByRole('button').click()
  t.equal(await heading.getAttribute('aria-sort'), 'ascending')
  await heading.getByRole('button').click()
  t.equal(await heading.getAttribute('aria-sort'), 'descending')
  t.same(await table.locator('thead th').allTextContents().then(cells => cells.map(text => text.replace(/[▲▼↕]/g, '').trim())), ['Contest Name', 'Prize pool', 'Entry Fee', 'Participants', 'Timing', 'Action'])

  // The detail page: rules as sanitised HTML, then Time Out when the server clock passes the end.
  await player.goto(`${app.url}/contest/live`)
  await player.getByRole('link', { name: 'View Details of Evening Sprint' }).click()
  await player.getByRole('heading', { name: 'Evening Sprint', level: 1 }).waitFor()
  await player.getByRole('button', { name: 'Contest Rules' }).click()
  await player.getByRole('dialog', { name: 'Contest Rules' }).locator('b', { hasText: 'fair' }).waitFor()
  t.equal(await player.evaluate(() => (window as unknown as { pwned?: boolean }).pwned), undefined, 'no script from the rules ran')
  await player.keyboard.press('Escape')
  app.clock.advance(91 * MINUTE)
  await app.contest.tick()
  await player.getByRole('alertdialog', { name: 'Time Out' }).waitFor()
  await player.waitForURL(/\/dashboard$/)
  t.pass('Time Out, then the dashboard')
})
