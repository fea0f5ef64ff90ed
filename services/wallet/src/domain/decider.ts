import type { Decider, PlayMode } from '@arena/domain'
import type { WalletCommand } from './commands'
import { decide } from './decide'
import { defaultWalletLimits, type WalletLimits } from './limits'
import { evolve, foldWallet, initialState, type DatedWalletEvent, type WalletState } from './state'

/** One user's wallets under the operator's limits and play mode. */
export const walletDecider = (limits: WalletLimits = defaultWalletLimits, playMode: PlayMode = 'paid'): Decider<WalletCommand, DatedWalletEvent, WalletState> => ({
  decide: (command, state) => decide(command, state, limits, playMode),
  evolve,
  initialState,
  fold: (state, events) => foldWallet(events, state),
})
