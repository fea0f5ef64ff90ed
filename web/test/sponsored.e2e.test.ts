import t from 'tap'
import { needs } from '@arena/testing'
import { fillAddContestForm, indiaInput, startContestApp } from './contestBrowserApp'

const MINUTE = 60_000

t.test('free play: an admin funds a sponsor and a sponsored free contest; a player sees "Free", the sponsor, the banner and no deposits', needs('chromium'), async t => {
  const app = await startContestApp(t, { playMode: 'free' })
  const t0 = app.clock.now().getTime()

  const admin = await app.signedIn('admin-1', 'Admin', 'admin')
  await admin.goto(`${app.url}/admin/sponsors`)
  await admin.getByRole('heading', { name: 'Sponsors' }).waitFor()
  const create = admin.getByRole('form', { name: 'New sponsor' })
  await create.getByLabel('Sponsor name').fill('Chai Point')
  await create.getByLabel('First budget (₹)').fill('-5')
  await create.getByRole('button', { name: 'Create sponsor' }).click()
  await create.getByText('Please enter valid amount').waitFor()
  t.pass('a bad budget is refused on its field')
  await create.getByLabel('First budget (₹)').fill('2000')
  await create.getByRole('button', { name: 'Create sponsor' }).click()
  await admin.getByRole('row', { name: /Chai Point/ }).waitFor()

  await admin.goto(`${app.url}/admin/contests`)
  await admin.getByRole('button', { name: 'Add Contest' }).click()
  const form = admin.getByRole('dialog', { name: 'Add Contest Details' })
  await form.getByText('Entry fees are turned off: contests here are free to play. Choose a sponsor to fund the prize pool.').waitFor()
  t.equal(await form.getByLabel('Entry Fee (INR)').count(), 0, 'no entry fee is offered')
  await fillAddContestForm(form, {
    'Contest Name': 'Chai Cup', 'Start Time (India time)': indiaInput(t0 + 10 * MINUTE), 'End Time (India time)': indiaInput(t0 + 70 * MINUTE),
    'Virtual Fund (USDT)': '10000', 'Prize Pool (INR)': '1000', 'Max Participants': '10', 'Prize per Rank': '500,300,200', Pairs: 'BTCUSDT',
  })
  await form.getByLabel('Prize pool sponsor').selectOption({ label: 'Chai Point (available ₹2000.00)' })
  await form.getByRole('button', { name: 'Add Contest' }).click()
  await admin.getByRole('row', { name: /Chai Cup/ }).waitFor()

  await admin.goto(`${app.url}/admin/sponsors`)
  const row = admin.getByRole('row', { name: /Chai Point/ })
  await row.waitFor()
  t.match(await row.textContent(), /₹2000\.00.*₹1000\.00.*₹0\.00.*₹0\.00.*₹1000\.00/s, 'granted, reserved, paid, returned, available')
  await row.getByRole('button', { name: 'Ledger of Chai Point' }).click()
  await admin.getByRole('table', { name: 'Sponsor ledger' }).getByText('Prize pool reserved').waitFor()

  const player = await app.signedIn('player-1', 'Asha')
  await player.goto(`${app.url}/contest/upcoming`)
  const card = player.getByRole('article', { name: 'Chai Cup' })
  await card.getByText('Sponsored by Chai Point').waitFor()
  t.match(await card.textContent(), /Entry Fee\s*Free/, 'the card says Free instead of a fee')
  await player.getByText('Free to play: no deposits and no entry fees. Prizes are paid by sponsors.').waitFor()
  t.equal(await player.getByRole('navigation', { name: 'Player' }).getByRole('link', { name: 'Add Money' }).count(), 0, 'no Add Money in the menu')
  await card.getByRole('button', { name: 'Participate Now in Chai Cup' }).click()
  const modal = player.getByRole('dialog', { name: 'Participate' })
  await modal.getByText('(prizes sponsored by Chai Point)').waitFor()
  t.equal(await modal.getByRole('checkbox', { name: /^Cash Wallet/ }).count(), 0, 'no wallet to pay from')
  await modal.getByRole('button', { name: 'Participate' }).click()
  await player.getByText('You have successfully participated in the contest').waitFor()
  t.same(await app.balances('player-1'), { balance: '0.00', winningamount: '0.00', bonus: '0.00' }, 'joined without paying anything')

  await player.goto(`${app.url}/contest/upcoming`)
  await player.getByRole('button', { name: 'Create private contest' }).click()
  t.equal(await player.getByRole('form', { name: 'Create private contest' }).getByLabel('Entry fee (₹, 0 for free)').count(), 0, 'a player\'s private contest offers no fee either')

  await player.goto(`${app.url}/add-money`)
  await player.getByText('Deposits are turned off: contests here are free to play, with prizes from sponsors.').waitFor()
  t.equal(await player.getByRole('button', { name: /Submit|Request/ }).count(), 0, 'no deposit form')
})
