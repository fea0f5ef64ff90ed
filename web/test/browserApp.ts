import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { startGateway } from '@arena/gateway'
import { createLogger } from '@arena/service-kit'
import { engineUrl } from '@arena/testing'

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')

/** The part of a tap test that closes what a test opened. */
interface Teardown {
  teardown(fn: () => unknown): void
}

export interface BrowserApp {
  url: string
  browser: Browser
  newPage(): Promise<Page>
  /** A new page, closed when `t` ends, opened at `path` when one is given. */
  page(t: Teardown, path?: string): Promise<Page>
  close(): Promise<void>
}

/**
 * The built web app served by the real gateway, and a headless Chromium to drive it.
 * Fails loudly when the build is missing, because a stale or absent bundle would make
 * every browser test meaningless.
 */
export async function startBrowserApp(t?: Teardown): Promise<BrowserApp> {
  if (!existsSync(join(webRoot, 'index.html'))) {
    throw new Error(`web/dist/index.html is missing: build the web app first with \`npm run build -w @arena/web\` (looked in ${webRoot})`)
  }
  const gateway = await startGateway({ logger: createLogger('e2e', { level: 'silent' }), webRoot, health: {} })
  let browser: Browser
  try {
    browser = await chromium.launch({
      executablePath: engineUrl('chromium'),
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    })
  } catch (error) {
    await gateway.close()
    throw error
  }
  const app: BrowserApp = {
    url: gateway.url,
    browser,
    async newPage() {
      const page = await browser.newPage()
      // Surface client crashes in the test output instead of leaving a blank page to guess at.
      page.on('pageerror', error => console.error(`[browser] ${error.message}`))
      return page
    },
    async page(t, path) {
      const page = await app.newPage()
      t.teardown(() => page.close())
      if (path !== undefined) await page.goto(`${gateway.url}${path}`)
      return page
    },
    async close() {
      await browser.close()
      await gateway.close()
    },
  }
  t?.teardown(() => app.close())
  return app
}
