import type { WithdrawalHoldDto } from '@arena/contracts'
import type { PlayMode } from '@arena/domain'
import type { EventStore } from '@arena/eventstore'
import type { Clock, Guards } from '@arena/service-kit'
import type { PaymentAccounts } from '../app/ports'
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
  /** The declaration review beside a withdrawal row (reviewingPayouts), null when never held. */
  holdOf(withdrawalId: string): WithdrawalHoldDto | null
  /** Who may be credited by the payment webhook. */
  accounts: PaymentAccounts
  /** For facts outside a wallet (unmatched payments). */
  store: EventStore
  /** PLAY_MODE: in `free` the payment webhook credits nothing. */
  playMode: PlayMode
}
