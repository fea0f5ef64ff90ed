import { chromium, type Browser, type Page } from 'playwright-core'
import { engineUrl } from '@arena/testing'

/** The headless Chromium the browser tests drive. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: engineUrl('chromium'), headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] })
}

/**
 * A fresh page on `url` signed in with `token`, the way a stored token signs a returning
 * user in: the token is only read on load, so a neutral page is opened to store it first.
 */
export async function signedInPage(browser: Browser, url: string, id: string, token: string, viewport?: { width: number, height: number }): Promise<Page> {
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage()
  page.on('pageerror', error => console.error(`[browser ${id}] ${error.message}`))
  await page.goto(`${url}/faq`)
  await page.evaluate(value => localStorage.setItem('jwtToken', value), token)
  return page
}
