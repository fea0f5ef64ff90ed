import type { WalletCommands } from '../ports'
import { walletCommands, type WalletTransport } from './walletReplies'

/**
 * The wallet in the same process (the embedded profile). The composition root passes the
 * wallet's own command handler, `command => handleWalletCommand(wallet.handlers, command)` from
 * @arena/wallet, so both profiles run the same command mapping and this service never imports
 * another service.
 */
export const walletInProcess = (handle: WalletTransport): WalletCommands => walletCommands(handle)
