import type { Test } from 'tap'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { MemoryEventStore } from '@arena/eventstore'
import { registerWebsocket, SocketRegistry, startGateway } from '@arena/gateway'
import { authGuards, createLogger, createTokenIssuer, systemClock, type Guards, type RoutePlugin } from '@arena/service-kit'
import { createWalletModule, everyAccountActive, type PayoutEligibility, type PlayerDirectory, type WalletModuleOptions } from '@arena/wallet'
import { launchChromium, signedInPage } from './signedInPage'

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')

export interface WalletAppOptions {
  /** Names the logger, token secret and webhook secret. */
  name: string
  /** The payout check identity would answer; everyone may withdraw when absent. */
  payoutEligibility?: PayoutEligibility
  /** Identity's facts on the admin queues (name, mobile, bank account); ids only when absent. */
  players?: PlayerDirectory
  /** Stand-ins for the other services' calls the pages make. */
  standIns(guards: Guards): RoutePlugin
  /** Further wallet options (TDS policy, GST rate, PANs). */
  walletOptions?: Pick<WalletModuleOptions, 'tdsPolicy' | 'depositGstRate' | 'panLookup'>
}

/**
 * The built app behind a gateway with the wallet module and the live socket. Identity is not
 * booted: tokens are issued directly and its calls are the given stand-ins.
 */
export async function startWalletBrowserApp(t: Test, { name, payoutEligibility = { check: async () => ({ ok: true }) }, players, standIns, walletOptions = {} }: WalletAppOptions) {
  const logger = createLogger(name, { level: 'silent' })
  const store = new MemoryEventStore()
  const issuer = createTokenIssuer({ secret: `${name}-secret-${name}-secret`, ttlSeconds: 3600 })
  const registry = new SocketRegistry()
  const guards = authGuards(issuer)
  const wallet = createWalletModule({ store, clock: systemClock, logger, issuer, guards, push: registry, dataDir: '/nonexistent' }, { payoutEligibility, webhookSecret: `${name}-webhook-secret`, accounts: everyAccountActive, ...(players ? { players } : {}), ...walletOptions })
  await wallet.start?.()
  const gateway = await startGateway({
    logger, webRoot, health: {},
    routes: [app => registerWebsocket(app, registry, { issuer, guards }), wallet.routes!, standIns(guards)],
  })
  const browser = await launchChromium()
  t.teardown(async () => {
    await browser.close()
    await gateway.close()
    await wallet.stop?.()
    await store.close()
  })
  const signedIn = async (id: string, userName: string, role: 'player' | 'admin', viewport?: { width: number; height: number }) =>
    signedInPage(browser, gateway.url, id, await issuer.issue({ id, name: userName, role }), viewport)
  return { url: gateway.url, wallet, signedIn }
}
