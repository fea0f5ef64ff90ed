#!/usr/bin/env node
// `npm run screenshots`: the README's pictures, taken from the real product. Starts `npm start`'s
// embedded profile on a fresh temporary data directory (its own PostgreSQL, the simulated market,
// the practice contest), signs a player up with the OTP from the outbox, joins the practice
// contest and saves into docs/screenshots/:
//   exchange-desktop.png       the exchange at 1366x768 (whole page), after a buy, the demo traders ranked
//   notifications-desktop.png  the notification centre, when the header has one (skipped otherwise)
//   dashboard-phone.png        the dashboard at 390x844
//   exchange-phone.png         the exchange at 390x844
// Needs Chromium (CHROMIUM_PATH, else /usr/bin/chromium). Fixed viewports, India time, reduced
// motion, a fixed market seed, and each shot waits for its data, so runs differ only in prices.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { freePort } from './lib/engines.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const out = join(root, 'docs', 'screenshots')
const log = message => console.log(`[screenshots] ${message}`)
const MOBILE = '9876500001'
const USERNAME = 'demoplayer'
const CONTEST = 'Practice contest (demo)'
const DESKTOP = { width: 1366, height: 768 }
const PHONE = { width: 390, height: 844 }
const sleep = ms => new Promise(resolve => setTimeout(resolve, ms))

/** `npm start` on a data directory of its own, with no outside engine: the embedded profile as a newcomer gets it. */
function startProduct(dataDir, port) {
  const { DATABASE_URL: _d, KAFKA_BROKERS: _k, REDIS_URL: _r, ROLE: _o, MODULES: _m, DEMO_CONTEST: _demo, ...inherited } = process.env
  const env = {
    ...inherited, DATA_DIR: dataDir, PORT: String(port), EMBEDDED_POSTGRES_PORT: String(port + 1),
    MARKET_SEED: '7', MARKET_EPOCH: String(Date.now()), LOG_LEVEL: 'warn',
  }
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  let output = ''
  child.stdout.on('data', chunk => { output += chunk })
  child.stderr.on('data', chunk => { output += chunk })
  return { child, output: () => output }
}

async function ready(product, url, deadlineMs = 600_000) {
  const deadline = Date.now() + deadlineMs
  while (Date.now() < deadline) {
    if (product.child.exitCode !== null) throw new Error(`the product exited with ${product.child.exitCode}:\n${product.output().slice(-3000)}`)
    const status = await fetch(`${url}/api/ready`).then(r => r.status, () => 0)
    if (status === 200) return
    await sleep(500)
  }
  throw new Error(`the product was not ready within ${deadlineMs / 1000} s:\n${product.output().slice(-3000)}`)
}

/** Stops the product the way Ctrl-C does, so its PostgreSQL shuts down cleanly before the folder goes. */
async function stopProduct(product) {
  if (product.child.exitCode !== null) return
  const exited = new Promise(resolve => product.child.once('exit', resolve))
  product.child.kill('SIGTERM')
  const late = setTimeout(() => product.child.exitCode === null && process.kill(-product.child.pid, 'SIGKILL'), 30_000)
  await exited
  clearTimeout(late)
}

async function otpFor(dataDir, address) {
  const file = join(dataDir, 'outbox', 'otp.jsonl')
  const lines = existsSync(file) ? (await readFile(file, 'utf8')).split('\n').filter(Boolean) : []
  const found = lines.map(line => JSON.parse(line)).filter(line => line.address === address && line.code).at(-1)
  if (!found) throw new Error(`no code in the outbox for ${address}`)
  return found.code
}

async function signUp(page, url, dataDir) {
  await page.goto(`${url}/`)
  await page.getByRole('banner').getByRole('button', { name: 'Login/Sign Up' }).click()
  const dialog = page.getByRole('dialog', { name: "Let's Get Started" })
  await dialog.getByRole('tab', { name: 'Sign Up' }).click()
  await dialog.getByLabel('Mobile number', { exact: true }).fill(MOBILE)
  await dialog.getByRole('button', { name: 'Get OTP' }).click()
  await dialog.getByLabel('OTP').waitFor()
  await dialog.getByLabel('Username').fill(USERNAME)
  await dialog.getByLabel('OTP').fill(await otpFor(dataDir, `+91${MOBILE}`))
  await dialog.getByLabel(/I accept the/).check()
  await dialog.getByRole('button', { name: 'Verify & Proceed' }).click()
  await page.waitForURL(`${url}/dashboard`)
}

/** Joins the practice contest from its card and presses Play Now; resolves on the exchange, with its address. */
async function joinPractice(page, url) {
  await page.goto(`${url}/contest/live`)
  const card = page.getByRole('article', { name: CONTEST })
  await card.getByRole('button', { name: `Participate Now in ${CONTEST}` }).click()
  await page.getByRole('dialog', { name: 'Participate' }).getByRole('button', { name: 'Participate' }).click()
  await card.getByRole('button', { name: `Play Now: ${CONTEST}` }).click()
  await page.waitForURL(/\/exchange\/[^/]+\/BTCUSDT$/)
  return page.url()
}

/** The exchange with its data in: a full book, the chart's candles, and the demo traders on the board. */
async function exchangeLoaded(page) {
  await page.waitForFunction(() => document.querySelectorAll('table[aria-label="Bids"] tbody tr').length >= 10, undefined, { timeout: 60_000 })
  await page.waitForFunction(() => Number(document.querySelector('[data-testid=chart]')?.getAttribute('data-candles')) > 100, undefined, { timeout: 60_000 })
}

/** Places a BTC buy of `quantity` at `priceOf(last price)`, through the exchange page's buy form. */
async function buyBtc(page, priceOf, quantity) {
  const last = await page.evaluate(async () => (await (await fetch('/api/crpto-price?symbol=BTCUSDT')).json()).price)
  const buy = page.getByRole('form', { name: 'Buy BTC' })
  await buy.getByLabel('Price (USDT)').fill(priceOf(Number(last)).toFixed(2))
  await buy.getByLabel('Quantity (BTC)').fill(quantity)
  await buy.getByRole('button', { name: 'Buy BTC' }).click()
}

/** A buy priced through the market, so the history has a fill; the demo traders' rows follow within a minute. */
async function buyAndWaitForBoard(page) {
  await buyBtc(page, last => Math.ceil(last * 1.005 * 100) / 100, '0.02')
  // Five orders put a player on the board: the demo traders get there in well under two minutes.
  await page.waitForFunction(() => document.querySelectorAll('table[aria-label="Leaderboard"] tbody tr').length >= 4
    && [...document.querySelectorAll('table[aria-label="Leaderboard"] tbody tr')].filter(row => row.textContent.includes('Demo trader')).length >= 4, undefined, { timeout: 180_000 })
}

/**
 * A buy resting just under the market: it fills on a later trade, as if while the player was away,
 * so the notification centre has something to show ("order filled").
 */
async function restingBuyFilled(page) {
  await buyBtc(page, last => Math.floor(last * 0.9998 * 100) / 100, '0.01')
  await page.getByRole('banner').getByRole('button', { name: /Notifications, [1-9]\d* unread/ }).waitFor({ timeout: 180_000 })
}

/** Every panel past its loading line, and the page at its top (a click may have scrolled it). */
async function settle(page) {
  await page.waitForFunction(() => !document.body.innerText.includes('Loading…'), undefined, { timeout: 60_000 })
  await page.evaluate(() => window.scrollTo(0, 0))
}

/** The notification centre, if the header has one (another change adds it): its bell opened. */
async function notificationCentre(page) {
  const bell = page.getByRole('banner').getByRole('button', { name: /notification/i }).or(page.getByRole('banner').getByRole('link', { name: /notification/i })).first()
  if ((await bell.count()) === 0) return false
  await bell.click()
  await page.getByRole('dialog', { name: /notification/i }).or(page.getByRole('region', { name: /notification/i })).or(page.getByRole('heading', { name: /notification/i })).first().waitFor({ timeout: 15_000 })
  return true
}

async function main() {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
  if (!existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath}: set CHROMIUM_PATH`)
  await mkdir(out, { recursive: true })
  const dataDir = await mkdtemp(join(tmpdir(), 'arena-screenshots-'))
  // Under root PostgreSQL runs as the postgres user, which must be able to reach its folder.
  await chmod(dataDir, 0o755)
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  log(`starting the product (embedded profile) on ${url}, data in ${dataDir}`)
  const product = startProduct(dataDir, port)
  let browser
  try {
    await ready(product, url)
    browser = await chromium.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] })
    const look = { timezoneId: 'Asia/Kolkata', locale: 'en-IN', reducedMotion: 'reduce', colorScheme: 'light', deviceScaleFactor: 1 }
    const desktop = await browser.newContext({ ...look, viewport: DESKTOP })
    const page = await desktop.newPage()
    page.setDefaultTimeout(30_000)
    await signUp(page, url, dataDir)
    log('signed up; joining the practice contest')
    const exchange = await joinPractice(page, url)
    await exchangeLoaded(page)
    log('waiting for the demo traders to reach the board')
    await buyAndWaitForBoard(page)
    await settle(page)
    // The whole page: the leaderboard with the demo traders sits below the first screen.
    await page.screenshot({ path: join(out, 'exchange-desktop.png'), fullPage: true })
    log('saved exchange-desktop.png')
    log('waiting for a resting buy to fill (a notification)')
    await restingBuyFilled(page)
    await settle(page)
    if (await notificationCentre(page)) {
      await page.screenshot({ path: join(out, 'notifications-desktop.png') })
      log('saved notifications-desktop.png')
    } else log('no notification bell in the header yet: notifications-desktop.png skipped')

    const phone = await browser.newContext({ ...look, viewport: PHONE, isMobile: true, hasTouch: true, storageState: await desktop.storageState() })
    const small = await phone.newPage()
    small.setDefaultTimeout(30_000)
    await small.goto(`${url}/dashboard`)
    await small.getByRole('table').locator('tbody tr').first().waitFor()
    await small.getByText(CONTEST).first().waitFor()
    await settle(small)
    await small.screenshot({ path: join(out, 'dashboard-phone.png') })
    log('saved dashboard-phone.png')
    await small.goto(exchange)
    await exchangeLoaded(small)
    await settle(small)
    await small.screenshot({ path: join(out, 'exchange-phone.png') })
    log('saved exchange-phone.png')
  } finally {
    await browser?.close()
    await stopProduct(product)
    await rm(dataDir, { recursive: true, force: true })
  }
}

main().then(() => process.exit(0), error => {
  console.error(`[screenshots] ${error.stack ?? error.message}`)
  process.exit(1)
})
