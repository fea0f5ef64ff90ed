import t from 'tap'
import { Decimal } from '@arena/domain'
import { needs } from '@arena/testing'
import { rows, startExchangeApp } from './exchangeApp'

t.test('a player trades on a live market and sees fills, the leaderboard and the gain update in place', needs('chromium'), async t => {
  const app = await startExchangeApp(t)
  const { page } = await app.exchangeOf('player-1', 'Asha')
  // Marks this page load: a reload would drop it.
  await page.evaluate(() => ((window as unknown as { sameLoad: boolean }).sameLoad = true))

  await page.waitForFunction(selector => document.querySelectorAll(selector).length === 10, rows('Bids'))
  t.equal(await page.locator(rows('Asks')).count(), 10, '10 asks beside 10 bids')
  const book = await page.getByTestId('order-book').textContent()
  await page.waitForFunction(text => document.querySelector('[data-testid=order-book]')?.textContent !== text, book)
  t.pass('the book moves with live depth')
  const chart = page.getByTestId('chart')
  await page.waitForFunction(() => Number(document.querySelector('[data-testid=chart]')?.getAttribute('data-candles')) > 100)
  const close = await chart.getAttribute('data-last-close')
  await page.waitForFunction(c => document.querySelector('[data-testid=chart]')?.getAttribute('data-last-close') !== c, close)
  t.pass('the chart follows live trades')

  // A buy just under the market rests, then fills when a trade comes down to it.
  app.market.pause()
  const price = new Decimal(app.feed.lastPrice('BTCUSDT')!).minus('0.01').toFixed(2)
  const buy = page.getByRole('form', { name: 'Buy BTC' })
  await buy.getByLabel('Price (USDT)').fill(price)
  await buy.getByLabel('Quantity (BTC)').fill('0.01')
  t.equal(await buy.getByLabel('Total (USDT)').inputValue(), new Decimal(price).times('0.01').toFixed(), 'total = price x quantity')
  await buy.getByRole('button', { name: 'Buy BTC' }).click()
  await page.locator(rows('Open Orders'), { hasText: price }).waitFor()
  app.market.resume()
  await page.locator(rows('Open Orders'), { hasText: 'No open orders' }).waitFor()
  await page.getByRole('tab', { name: 'Order History' }).click()
  await page.locator(rows('Order History'), { hasText: 'Filled' }).first().waitFor()
  t.pass('the order moved from Open Orders to Order History')

  // Four more marketable buys: five orders put the player on the leaderboard.
  for (let n = 2; n <= 5; n++) {
    const above = new Decimal(app.feed.lastPrice('BTCUSDT')!).times('1.01').toFixed(2)
    await buy.getByLabel('Price (USDT)').fill(above)
    await buy.getByLabel('Quantity (BTC)').fill('0.001')
    await buy.getByRole('button', { name: 'Buy BTC' }).click()
    await page.waitForFunction(([selector, count]) => document.querySelectorAll(selector as string).length === count, [rows('Order History'), n] as const)
  }
  await page.locator(rows('Leaderboard'), { hasText: 'Asha' }).waitFor()
  t.pass('the leaderboard lists the player once ranked')

  // Read text and colour in one go: the figure keeps moving with the market.
  const moved = await page.waitForFunction(() => {
    const gain = document.querySelector('[data-testid=gain]')
    const text = gain?.textContent ?? '—'
    return ['—', '0.000%'].includes(text) ? null : { text, tone: gain!.className }
  })
  const { text, tone } = (await moved.jsonValue()) as { text: string; tone: string }
  t.equal(tone, text.startsWith('-') ? 'down' : 'up', `gain ${text} coloured by its sign`)
  t.not(await page.getByTestId('portfolio-value').textContent(), '10000.000', 'the portfolio value follows the market')
  t.ok(await page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad === true), 'all of it without a reload')
})
