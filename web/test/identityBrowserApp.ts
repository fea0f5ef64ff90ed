import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { MemoryEventStore } from '@arena/eventstore'
import { registerWebsocket, SocketRegistry, startGateway } from '@arena/gateway'
import { createIdentityModule, type IdentityModule } from '@arena/identity'
import { authGuards, createLogger, createTokenIssuer, systemClock } from '@arena/service-kit'
import { engineUrl } from '@arena/testing'

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')
const SECRET = 'web-e2e-identity-secret-0123456789abcdef'

export interface IdentityBrowserApp {
  url: string
  identity: IdentityModule
  /** The gateway's live sockets, so a test can wait until a page's channel is open. */
  sockets: SocketRegistry
  newPage(): Promise<Page>
  /** The newest code written to the embedded outbox for `address` ('+91…' or an email). */
  otpFor(address: string): Promise<string>
  close(): Promise<void>
}

interface OutboxLine {
  at: string
  channel: string
  address: string
  code: string
  purpose: string
}

/**
 * The built app behind the real gateway carrying the identity module and the live socket, the
 * way the embedded profile runs it: OTPs go to `<dataDir>/outbox/otp.jsonl`, where a test reads
 * them like a person would read an SMS.
 */
export async function startIdentityBrowserApp(): Promise<IdentityBrowserApp> {
  if (!existsSync(join(webRoot, 'index.html'))) throw new Error('web/dist/index.html is missing: run `npm run build -w @arena/web` first')
  const logger = createLogger('web-identity-e2e', { level: 'silent' })
  const store = new MemoryEventStore()
  const issuer = createTokenIssuer({ secret: SECRET, ttlSeconds: 3600 })
  const registry = new SocketRegistry()
  const dataDir = await mkdtemp(join(tmpdir(), 'web-identity-e2e-'))
  // eslint-disable-next-line prefer-const -- assigned below, after the guards that read it late
  let identity: IdentityModule | undefined
  const guards = authGuards(issuer, principal => identity!.checkSession(principal))
  identity = createIdentityModule(
    { store, clock: systemClock, logger, issuer, guards, push: registry, dataDir },
    // A fixed place keeps the Login History row predictable; no cool-down lets one test sign in twice.
    { secret: SECRET, geo: { locate: () => ({ cityName: 'Jaipur', countryName: 'India' }) }, limits: { resendCooldownSeconds: 0 } },
  )
  await identity.start!()
  const gateway = await startGateway({
    logger,
    webRoot,
    health: {},
    routes: [app => registerWebsocket(app, registry, { issuer, guards }), identity.routes!],
  })
  let browser: Browser
  try {
    browser = await chromium.launch({ executablePath: engineUrl('chromium'), headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] })
  } catch (error) {
    await gateway.close()
    throw error
  }
  const outbox = join(dataDir, 'outbox', 'otp.jsonl')
  return {
    url: gateway.url,
    identity,
    sockets: registry,
    async newPage() {
      const page = await (await browser.newContext()).newPage()
      page.on('pageerror', error => console.error(`[browser] ${error.message}`))
      return page
    },
    async otpFor(address) {
      const text = existsSync(outbox) ? await readFile(outbox, 'utf8') : ''
      const lines = text.split('\n').filter(Boolean).map(line => JSON.parse(line) as OutboxLine)
      // A contact-change notice goes to the same outbox with no code: only codes are looked for.
      const found = lines.filter(line => line.address === address && line.code !== '').at(-1)
      if (!found) throw new Error(`no code in the outbox for ${address}`)
      return found.code
    },
    async close() {
      await browser.close()
      await gateway.close()
      await identity!.stop!()
      await store.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
