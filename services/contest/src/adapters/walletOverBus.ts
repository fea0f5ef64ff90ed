import type { Bus } from '@arena/bus'
import type { WalletCommands } from '../ports'
import { walletCommands } from './walletReplies'

export interface WalletOverBusOptions {
  /** The service serving wallet commands (default 'wallet'; tests use a unique name). */
  service?: string
  /** How long to wait for the wallet's reply before the answer counts as unknown (default 10 s). */
  timeoutMs?: number
}

/**
 * The wallet in another process: request/reply on `topics.commands(service)`, keyed by user (a
 * sponsor's commands by sponsor) so one account's commands stay in order.
 */
export function walletOverBus(bus: Bus, options: WalletOverBusOptions = {}): WalletCommands {
  const service = options.service ?? 'wallet'
  const timeoutMs = options.timeoutMs ?? 10_000
  return walletCommands(command => bus.request(service, command, { timeoutMs, key: keyOf(command.data as { userId?: string; sponsorId?: string }) }))
}

const keyOf = (data: { userId?: string; sponsorId?: string }): string => data.userId ?? data.sponsorId ?? ''
