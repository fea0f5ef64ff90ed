import t from 'tap'
import { needs } from '@arena/testing'
import { startExchangeApp } from './exchangeApp'

t.test('when the contest ends, the player on the exchange sees their final rank and prize before being sent on', needs('chromium'), async t => {
  const app = await startExchangeApp(t)
  const contestId = await app.runningContest('player-1', 'Asha')
  await app.trade('player-1', 'Asha', contestId, 5)
  const page = await app.signedIn('player-1', 'Asha')
  await page.goto(`${app.url}/exchange/${contestId}/BTCUSDT`)
  await page.locator('table[aria-label="Leaderboard"] tbody tr', { hasText: 'Asha' }).waitFor()

  await app.endContest()
  const moment = page.getByRole('alertdialog', { name: 'You finished 1st - ₹100.00' })
  await moment.waitFor()
  t.pass('the only ranked player wins the whole pool and is told so')
  t.equal(await moment.getByRole('link', { name: 'See full results' }).getAttribute('href'), `/trading-contest/${contestId}`)
  await moment.getByRole('link', { name: 'Go to dashboard' }).click()
  await page.waitForURL(`${app.url}/dashboard`)
})
