import t from 'tap'
import { needs } from '@arena/testing'
import { startReplayApp, type Trade } from './replayApp'

const resting = (symbol: Trade['symbol'], price: string, amount: string, n: number): Trade[] => Array.from({ length: n }, () => ({ symbol, orderType: 'buy', price, amount }))

const players = [
  // A marketable buy fills at once at the last price; the others rest far below the market.
  { id: 'player-asha', name: 'Asha', trades: [{ symbol: 'BTCUSDT', orderType: 'buy', price: '70000', amount: '0.05' } as Trade, ...resting('BTCUSDT', '1000', '0.001', 4)] },
  { id: 'player-bala', name: 'Bala', trades: [{ symbol: 'ETHUSDT', orderType: 'buy', price: '4000', amount: '1' } as Trade, ...resting('ETHUSDT', '100', '0.01', 4)] },
  { id: 'player-dev', name: 'Dev', trades: resting('BTCUSDT', '1000', '0.001', 5) },
  // Two orders: never ranked.
  { id: 'player-chitra', name: 'Chitra', trades: resting('ETHUSDT', '100', '0.01', 2) },
]

/** The board's rows as text: rank, name, portfolio value. */
const boardRows = (page: import('playwright-core').Page) =>
  page.getByRole('region', { name: 'Leaderboard at this time' }).locator('tbody tr').evaluateAll(rows =>
    rows.map(row => [...row.querySelectorAll('td')].map(cell => cell.textContent ?? '')).map(cells => [cells[0], cells[1], cells[3]]),
  )

t.test('the replay screen ends on the same ranking as settlement', needs('chromium'), async t => {
  const app = await startReplayApp(t)
  const contestId = await app.settledContest(players, 6)
  const settled = (await app.call('contest-results', await app.token('player-asha', 'Asha'), { contestId })).data as { rank: number; name: string; portfoliovalue: string }[]
  t.equal(settled.length, 3, 'settlement ranks the three players with 5 orders')

  const page = await app.signedIn('player-asha', 'Asha')
  await page.goto(`${app.url}/trading-contest/${contestId}`)
  await page.getByRole('link', { name: 'Watch the replay' }).click()
  await page.waitForURL(`${app.url}/contest/${contestId}/replay`)
  const slider = page.getByRole('slider', { name: /Time/ })
  await slider.waitFor()

  // Back to the start with the keyboard: nobody has placed an order yet.
  await slider.focus()
  await page.keyboard.press('Home')
  await page.getByText('No ranked players at this time').waitFor()
  await page.getByRole('region', { name: 'Portfolio' }).getByText('10000.000', { exact: true }).first().waitFor()
  t.equal(await page.getByRole('region', { name: 'Portfolio' }).getByText('No coins held at this time.').count(), 1, 'Asha holds only the fund at the start')

  // One step forward at a time reaches the end; then End from the keyboard stays there.
  await page.getByRole('button', { name: 'Step forward' }).click()
  await page.getByRole('button', { name: 'Step back' }).waitFor()
  await slider.focus()
  await page.keyboard.press('End')
  await page.getByText('Final', { exact: true }).waitFor()
  const rows = await boardRows(page)
  const expected = settled.map(r => [String(r.rank), r.name, r.portfoliovalue])
  t.same(rows, expected, 'the replay\'s last instant shows the settled ranking row for row')
  await page.getByText('This final ranking matches the settled result.').waitFor()

  // Play from the start runs to the end by itself and stops there.
  await page.keyboard.press('Home')
  await page.getByRole('button', { name: '▶ Play' }).click()
  await page.getByRole('button', { name: '⏸ Pause' }).waitFor()
  await page.getByText('This final ranking matches the settled result.').waitFor({ timeout: 30_000 })
  await page.getByRole('button', { name: '▶ Play' }).waitFor()
  t.same(await boardRows(page), expected, 'play stops on the final ranking')

  // A player's portfolio at the end: Bala holds the ETH bought at the start.
  await page.getByRole('combobox', { name: /Show the portfolio of/ }).selectOption({ label: 'Bala' })
  await page.getByRole('table', { name: 'Holdings of Bala' }).getByRole('cell', { name: 'ETHUSDT' }).waitFor()
})

t.test('someone who did not play sees pseudonyms, and the screen fits a 390 px phone', needs('chromium'), async t => {
  const app = await startReplayApp(t)
  const contestId = await app.settledContest(players.slice(0, 2), 2)
  const page = await app.signedIn('player-zoya', 'Zoya', { width: 390, height: 844 })
  await page.goto(`${app.url}/contest/${contestId}/replay`)
  await page.getByText('Players are shown under pseudonyms.').waitFor()
  const names = await boardRows(page)
  t.same(names.map(r => r[1]).sort(), ['Player 1', 'Player 2'])
  t.notOk(await page.getByText('Asha').count(), 'no real name on the page')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  t.equal(overflow, 0, 'nothing wider than the phone')

  const missing = await app.signedIn('player-zoya', 'Zoya')
  await missing.goto(`${app.url}/contest/no-such-contest/replay`)
  await missing.getByRole('alert').getByText('Contest not found').waitFor()
  t.pass('an unknown contest shows the error with a way back')
})
