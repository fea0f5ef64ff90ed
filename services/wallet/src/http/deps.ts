import type { Clock, Guards } from '@arena/service-kit'
import type { WalletHandlers } from '../app/walletHandlers'
import type { WalletBalances } from '../app/walletBalances'

/** What the wallet's routes use, built once by createWalletModule. */
export interface WalletRouteDeps {
  handlers: WalletHandlers
  view: WalletBalances
  clock: Clock
  guards: Guards
  /** Resolves once the read model shows everything committed so far (another instance's writes). */
  catchUp(): Promise<void>
  webhookSecret: string
}
