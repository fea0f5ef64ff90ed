import t from 'tap'
import { Decimal } from '@arena/domain'
import { needs } from '@arena/testing'
import { rows, startExchangeApp } from './exchangeApp'

t.test('a stop-limit shows open, triggered and filled; the contest end cancels the rest and says so', needs('chromium'), async t => {
  const app = await startExchangeApp(t)
  const { contestId, page } = await app.exchangeOf('player-1', 'Asha')
  await page.waitForFunction(() => Number(document.querySelector('[data-testid=chart]')?.getAttribute('data-candles')) > 100)

  // A market buy: no price to type, filled at once, and drawn on the chart as the player's fill.
  const buy = page.getByRole('form', { name: 'Buy BTC' })
  await buy.getByRole('radio', { name: 'Market' }).check()
  t.match(await buy.textContent(), /Buys now at the last market price/)
  t.equal(await buy.getByLabel('Price (USDT)').count(), 0, 'a market order has no price field')
  await buy.getByLabel('Quantity (BTC)').fill('0.01')
  await buy.getByRole('button', { name: 'Buy BTC' }).click()
  await page.waitForFunction(() => document.querySelector('[data-testid=chart]')?.getAttribute('data-fill-markers') === '1')
  t.pass('the fill is marked on the chart')

  // The reported bug: a limit above the stop is refused in the form, with the reason.
  const sell = page.getByRole('form', { name: 'Sell BTC' })
  await sell.getByRole('radio', { name: 'Stop-limit' }).check()
  t.match(await sell.textContent(), /Two prices\. Stop: when the last price falls to it/)
  app.market.pause()
  const last = new Decimal(app.feed.lastPrice('BTCUSDT')!)
  await sell.getByLabel('Stop price (USDT)').fill(last.minus('0.01').toFixed(2))
  await sell.getByLabel('Limit price (USDT)').fill(last.plus(100).toFixed(2))
  await sell.getByLabel('Quantity (BTC)').fill('0.01')
  await sell.getByRole('button', { name: 'Sell BTC' }).click()
  await sell.getByText('limit price must be at or below the stop price').waitFor()
  t.pass('a stop-limit that could not fill when triggered is refused with why')

  // Limit at the stop: the trade that reaches the stop is below it, so the order waits, triggered,
  // until the market comes back up to the limit.
  await sell.getByLabel('Limit price (USDT)').fill(last.minus('0.01').toFixed(2))
  await sell.getByRole('button', { name: 'Sell BTC' }).click()
  await page.locator(rows('Open Orders'), { hasText: 'Open: waiting for the stop' }).waitFor()
  t.pass('open, waiting for its stop')
  // Trade by trade until one falls below the stop: with the market held there the order is
  // triggered and cannot fill (its limit is above the last price), so the state cannot flash by.
  const stop = last.minus('0.01')
  for (let step = 0; !new Decimal(app.feed.lastPrice('BTCUSDT')!).lessThan(stop); step++) {
    if (step === 1000) throw new Error('the market never fell below the stop')
    app.market.step()
  }
  await page.locator(rows('Open Orders'), { hasText: 'Triggered: waiting at the limit' }).waitFor()
  t.pass('triggered, shown as such')
  app.market.resume()
  await page.getByRole('tab', { name: 'Order History' }).click()
  await page.locator(rows('Order History'), { hasText: 'Stop-limit' }).filter({ hasText: 'Filled' }).waitFor()
  t.pass('then filled')

  // A buy far below the market rests until the end; the end cancels it and the player is told.
  await buy.getByRole('radio', { name: 'Limit' }).check()
  await buy.getByLabel('Price (USDT)').fill(new Decimal(app.feed.lastPrice('BTCUSDT')!).div(2).toFixed(2))
  await buy.getByLabel('Quantity (BTC)').fill('0.01')
  await buy.getByRole('button', { name: 'Buy BTC' }).click()
  await page.getByRole('tab', { name: /Open Orders/ }).click()
  await page.locator(rows('Open Orders'), { hasText: 'Open: waiting for the price' }).waitFor()
  await page.getByRole('tab', { name: 'Account' }).click()
  await page.locator(rows('Positions'), { hasText: 'BTCUSDT' }).waitFor()
  await page.waitForFunction(() => Number(document.querySelector('[data-testid=portfolio-chart]')?.getAttribute('data-points')) >= 3)
  t.pass('positions and the portfolio line show the fills')

  await app.endContest()
  await page.getByRole('alertdialog').getByText('Your 1 open order is cancelled at the contest’s end').waitFor()
  t.pass('Time Out tells the player their open order is cancelled')
  await page.goto(`${app.url}/trading-contest/${contestId}`)
  await page.getByText('1 open order of yours was cancelled because the contest ended').waitFor()
  t.pass('the contest page says so afterwards')
})
