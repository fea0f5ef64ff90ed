import { streams, type Cause as Stamp } from '@arena/contracts'
import type { PlayMode } from '@arena/domain'
import type { EventStore } from '@arena/eventstore'
import { CommandHandler, type Snapshots } from '@arena/service-kit'
import type { WalletCommand } from '../domain/commands'
import { walletDecider } from '../domain/decider'
import { WalletRefused, walletMessages } from '../domain/errors'
import { toDatedWalletEvent, toWalletEvent, type WalletEvent } from '../domain/events'
import { defaultWalletLimits, type WalletLimits } from '../domain/limits'
import type { DatedWalletEvent, WalletState } from '../domain/state'
import { sameRequest } from './sameRequest'
import { WALLET_IDS } from './eventIds'

/** Who acts and in which chain; the instant comes from the command (`at`). */
export type Cause = Omit<Stamp, 'at'>

export interface Executed {
  /** The command's events: just written, or found in the stream when it had run before. */
  events: WalletEvent[]
  state: WalletState
  /** Global position of the command's last event (0 when it wrote nothing). */
  position: number
  /** True when the command id had been applied before and nothing new was written. */
  duplicate: boolean
}

export interface WalletCommandsOptions {
  /** Called after a successful append, e.g. to wait until the read model shows it. */
  afterAppend?: (position: number) => Promise<void>
  /** The operator's caps and two-admin threshold (default: `defaultWalletLimits`). */
  limits?: WalletLimits
  /** PLAY_MODE: `free` refuses deposits and entry fees (default `paid`). */
  playMode?: PlayMode
  /** Where a long wallet stream loads from (`walletSnapshots`); without it every load folds the whole stream. */
  snapshots?: Snapshots<WalletState>
}

/**
 * The wallet streams behind the one command handler. A command id is the client's idempotency
 * key: its events get ids derived from it, and a command id applied before answers what it did
 * then (or refuses a reused key with a different request) instead of deciding again.
 */
export class WalletCommands {
  readonly #handler: CommandHandler<WalletCommand, DatedWalletEvent, WalletState>
  readonly limits: WalletLimits
  readonly playMode: PlayMode

  constructor(readonly store: EventStore, options: WalletCommandsOptions = {}) {
    this.limits = options.limits ?? defaultWalletLimits
    this.playMode = options.playMode ?? 'paid'
    this.#handler = new CommandHandler(store, {
      decider: walletDecider(this.limits, this.playMode),
      parse: toDatedWalletEvent,
      idNamespace: WALLET_IDS,
      commandKey: command => command.commandId,
      applied: (command, state) => state.processed.has(command.commandId),
      afterAppend: options.afterAppend,
      snapshots: options.snapshots,
    })
  }

  async execute(command: WalletCommand, cause: Cause): Promise<Executed> {
    const stream = streams.wallet(command.userId)
    const done = await this.#handler.execute(stream, command, { ...cause, correlationId: cause.correlationId ?? command.commandId, at: command.at })
    if (done.duplicate) return this.#original(stream, command, done.state)
    return { events: done.events, state: done.state, position: done.position, duplicate: false }
  }

  /** The wallet as the store has it now. */
  load(userId: string): Promise<WalletState> {
    return this.#handler.load(streams.wallet(userId))
  }

  /**
   * What a command id already did. The id is the client's idempotency key: the same key with a
   * different request must not answer the old result as if it were this one's.
   */
  async #original(stream: string, command: WalletCommand, state: WalletState): Promise<Executed> {
    const recorded = (await this.store.readStream(stream)).filter(e => (e.data as { commandId?: unknown }).commandId === command.commandId)
    const events = recorded.map(toWalletEvent)
    if (!sameRequest(command, events)) throw new WalletRefused('idempotencyKeyReused', walletMessages.idempotencyKeyReused)
    return { events, state, position: recorded.at(-1)?.position ?? 0, duplicate: true }
  }
}
