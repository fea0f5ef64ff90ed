import t from 'tap'
import { needs } from '@arena/testing'
import { addContestFields, fillAddContestForm, indiaInput, startContestApp } from './contestBrowserApp'

const MINUTE = 60_000

t.test('a player creates a private contest; a friend joins by its link; a stranger never sees it', needs('chromium'), async t => {
  const app = await startContestApp(t)
  const t0 = app.clock.now().getTime()

  const host = await app.signedIn('host-1', 'Host')
  await host.goto(`${app.url}/contest/upcoming`)
  await host.getByRole('button', { name: 'Create private contest' }).click()
  const form = host.getByRole('form', { name: 'Create private contest' })
  await form.getByRole('button', { name: 'Create' }).click()
  await form.getByText('Contest name is required').waitFor()
  t.pass('the shared rules refuse an empty form before anything is sent')
  await form.getByLabel('Contest name').fill('Friends Cup')
  await form.getByLabel('Start time (India)').fill(indiaInput(t0 + 2 * MINUTE))
  await form.getByLabel('End time (India)').fill(indiaInput(t0 + 60 * MINUTE))
  await form.getByLabel('Entry fee (₹, 0 for free)').fill('10')
  await form.getByLabel('Seats').fill('4')
  await form.getByLabel('Prize levels, e.g. 300,200 (the pool is their sum)').fill('25,15')
  await form.getByRole('button', { name: 'Create' }).click()
  await form.getByText('Start time must be at least 5 minutes from now').waitFor()
  t.pass('the player limits are checked in the form too')
  await form.getByLabel('Start time (India)').fill(indiaInput(t0 + 30 * MINUTE))
  await form.getByRole('button', { name: 'Create' }).click()
  await host.getByText('Private contest created: share its link or code').waitFor()
  const created = host.getByRole('list', { name: 'Private contests you created' })
  await created.getByText('Friends Cup').waitFor()
  const code = (await created.locator('code').first().textContent())!.trim()
  t.match(code, /^[A-Z2-9]{10}$/, 'the creator sees the code')
  t.match(await created.textContent(), new RegExp(`/contest/join/${code}`), 'and the link to share')

  // A stranger's lists never show it.
  const stranger = await app.signedIn('stranger-1', 'Stranger')
  await stranger.goto(`${app.url}/contest/upcoming`)
  await stranger.getByRole('heading', { name: 'Upcoming contests' }).waitFor()
  await stranger.getByText('No upcoming contest yet. Check back soon.').waitFor()
  t.equal(await stranger.getByText('Friends Cup').count(), 0, 'the stranger does not see it')

  // A wrong code answers like an unknown contest.
  await stranger.getByLabel('Join code').fill('ZZZZZZZZZZ')
  await stranger.getByRole('button', { name: 'Join with code' }).click()
  await stranger.getByText('Contest not found').waitFor()

  // The friend opens the link: the detail page, then the usual participate flow.
  await app.fund('friend-1', '100', '1')
  const friend = await app.signedIn('friend-1', 'Friend')
  await friend.goto(`${app.url}/contest/join/${code}`)
  await friend.getByRole('heading', { name: 'Friends Cup' }).waitFor()
  t.match(friend.url(), /\/trading-contest\/[0-9a-f-]{36}$/, 'the link leads to the contest detail')
  await friend.getByRole('button', { name: 'Participate Now in Friends Cup' }).first().click()
  const modal = friend.getByRole('dialog', { name: 'Participate' })
  await modal.getByRole('checkbox', { name: /^Cash Wallet/ }).check()
  await modal.getByRole('button', { name: 'Participate' }).click()
  await modal.getByText('Please enter your date of birth and state of residence to join a paid contest').waitFor()
  await modal.getByLabel('Date of birth').fill('1990-05-14')
  await modal.getByLabel('State of residence').selectOption('Goa')
  await modal.getByRole('button', { name: 'Participate' }).click()
  await friend.getByText('You have successfully participated in the contest').waitFor()
  t.same(await app.balances('friend-1'), { balance: '90.00', winningamount: '1.00', bonus: '0.00' }, 'the fee was taken as in a public contest')
  await friend.goto(`${app.url}/contest/my`)
  await friend.getByRole('article', { name: 'Friends Cup' }).waitFor()
  t.pass('it is in the friend\'s own contests')

  await stranger.reload()
  await stranger.getByText('No upcoming contest yet. Check back soon.').waitFor()
  t.equal(await stranger.getByText('Friends Cup').count(), 0, 'still invisible to the stranger')
})

t.test('an admin adds a private contest with the form\'s "private" box; players do not see it', needs('chromium'), async t => {
  const app = await startContestApp(t)
  const t0 = app.clock.now().getTime()
  const admin = await app.signedIn('admin-1', 'Admin', 'admin')
  await admin.goto(`${app.url}/admin/contests`)
  await admin.getByRole('button', { name: 'Add Contest' }).click()
  const form = admin.getByRole('dialog', { name: 'Add Contest Details' })
  await fillAddContestForm(form, addContestFields('Staff Cup', t0 + 10 * MINUTE, t0 + 60 * MINUTE))
  await form.getByRole('checkbox', { name: /^Private/ }).check()
  await form.getByRole('button', { name: 'Add Contest' }).click()
  const row = admin.getByRole('row', { name: /Staff Cup/ })
  await row.waitFor()
  const code = (await row.locator('code').textContent())!.trim()
  t.match(code, /^[A-Z2-9]{10}$/, 'the admin list shows it as private with its code')

  const player = await app.signedIn('player-1', 'Asha')
  await player.goto(`${app.url}/contest/upcoming`)
  await player.getByText('No upcoming contest yet. Check back soon.').waitFor()
  t.equal(await player.getByText('Staff Cup').count(), 0, 'a player without the code does not see it')
  await player.goto(`${app.url}/contest/join/${code}`)
  await player.getByRole('heading', { name: 'Staff Cup' }).waitFor()
  t.pass('the code opens it')

  // A visitor with the link is asked to sign in first; nothing about the contest shows.
  await player.evaluate(() => localStorage.removeItem('jwtToken'))
  await player.goto(`${app.url}/contest/join/${code}`)
  await player.getByText('You have been invited to a private contest.').waitFor()
  t.equal(await player.getByText('Staff Cup').count(), 0, 'the visitor sees no contest details')
})
