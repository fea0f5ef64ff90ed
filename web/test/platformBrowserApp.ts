import type { Test } from 'tap'
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import postgres from 'postgres'
import { chromium, type Page } from 'playwright-core'
import { platformConfig, startPlatform, type RunningPlatform } from '@arena/platform'
import { createLogger } from '@arena/service-kit'
import { engineUrl } from '@arena/testing'

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')

export interface PlatformBrowserApp {
  url: string
  platform: RunningPlatform
  /** A fresh browser context (its own localStorage), so two people can be signed in at once. */
  newPage(): Promise<Page>
  /** The newest code the outbox holds for `address` ('+91…' or an email), read like an SMS. */
  otpFor(address: string): Promise<string>
  /** Signs in on /login with a +91 mobile and the OTP from the outbox; resolves on /dashboard. */
  signIn(page: Page, mobile: string): Promise<void>
}

/**
 * The real product as `npm start` runs it: `startPlatform` on PostgreSQL (a schema of its own,
 * dropped at the end) serving the built web app, and a headless Chromium. Fails at once when
 * the build is missing: an absent bundle would make the whole flow meaningless.
 */
export async function startPlatformBrowserApp(t: Test): Promise<PlatformBrowserApp> {
  if (!existsSync(join(webRoot, 'index.html'))) {
    throw new Error(`web/dist/index.html is missing: build the web app first with \`npm run build -w @arena/web\` (looked in ${webRoot})`)
  }
  const databaseUrl = engineUrl('postgres')!
  const schema = `web_e2e_${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const dataDir = await mkdtemp(join(tmpdir(), 'web-platform-e2e-'))
  const dropSchema = async () => {
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
    await sql.unsafe(`drop schema if exists ${schema} cascade`)
    await sql.end()
  }
  const config = platformConfig({ DATABASE_URL: databaseUrl, EVENTSTORE_SCHEMA: schema, DATA_DIR: dataDir, PORT: '0', WEB_ROOT: webRoot })
  let platform: RunningPlatform
  try {
    platform = await startPlatform(config, { logger: createLogger('web-platform-e2e', { level: 'silent' }) })
  } catch (error) {
    await dropSchema()
    throw error
  }
  const browser = await chromium.launch({
    executablePath: engineUrl('chromium'),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  }).catch(async error => {
    await platform.close()
    await dropSchema()
    throw error
  })
  t.teardown(async () => {
    await browser.close()
    await platform.close()
    await dropSchema()
    await rm(dataDir, { recursive: true, force: true })
  })

  const outbox = join(dataDir, 'outbox', 'otp.jsonl')
  async function otpFor(address: string): Promise<string> {
    const text = existsSync(outbox) ? await readFile(outbox, 'utf8') : ''
    const found = text.split('\n').filter(Boolean).map(line => JSON.parse(line) as { address: string; code: string }).filter(line => line.address === address && line.code !== '').at(-1)
    if (!found) throw new Error(`no code in the outbox for ${address}`)
    return found.code
  }

  return {
    url: platform.url,
    platform,
    async newPage() {
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
      page.on('pageerror', error => console.error(`[browser] ${error.message}`))
      return page
    },
    otpFor,
    async signIn(page, mobile) {
      await page.goto(`${platform.url}/login`)
      const form = page.getByRole('form', { name: 'Sign In' })
      await form.getByLabel('Mobile number', { exact: true }).fill(mobile)
      await form.getByRole('button', { name: 'Log in' }).click()
      // The OTP box appears once the server answered, and it writes the code before answering.
      await form.getByLabel('OTP').waitFor()
      await form.getByLabel('OTP').fill(await otpFor(`+91${mobile}`))
      await form.getByRole('button', { name: 'Verify OTP' }).click()
      await page.waitForURL(`${platform.url}/dashboard`)
    },
  }
}
