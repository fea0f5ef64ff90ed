import { setTimeout as delay } from 'node:timers/promises'
import { streams, type NewEvent } from '@arena/contracts'
import { WrongExpectedVersion, type EventStore } from '@arena/eventstore'
import type { PlayMode } from '@arena/domain'
import { KeyedQueue } from '@arena/service-kit'
import type { WalletCommand } from '../domain/commands'
import { decide } from '../domain/decide'
import { WalletRefused, walletMessages } from '../domain/errors'
import { toDatedWalletEvent, toWalletEvent, type WalletEvent } from '../domain/events'
import { defaultWalletLimits, type WalletLimits } from '../domain/limits'
import { sameRequest } from './sameRequest'
import { foldWallet, initialState, type WalletState } from '../domain/state'
import { eventIdFor } from './eventIds'

/** Who acts and in which chain; stamped on every event the command causes. */
export interface Cause {
  actor: string
  correlationId?: string
  causationId?: string | null
}

export interface Executed {
  /** The command's events: just written, or found in the stream when it had run before. */
  events: WalletEvent[]
  state: WalletState
  /** Global position of the command's last event (0 when it wrote nothing). */
  position: number
  /** True when the command id had been applied before and nothing new was written. */
  duplicate: boolean
}

export interface CommandRunnerOptions {
  /**
   * Appends tried per command before a version conflict is given up on (default 100). Every
   * conflict means another writer appended, so a high bound never spins without progress; it
   * only stops a command that keeps losing to a very hot wallet.
   */
  maxAttempts?: number
  /** Called after a successful append, e.g. to wait until the read model shows it. */
  afterAppend?: (position: number) => Promise<void>
  /** Wallet states kept folded in memory, so a command reads only the events it has not seen. */
  cacheSize?: number
  /** The operator's caps and two-admin threshold (default: `defaultWalletLimits`). */
  limits?: WalletLimits
  /** PLAY_MODE: `free` refuses deposits and entry fees (default `paid`). */
  playMode?: PlayMode
}

interface Loaded {
  version: number
  state: WalletState
}

/**
 * Load a wallet, decide, append at the version that was read. Another process may append in
 * between: then the append fails with WrongExpectedVersion and the command is decided again on
 * the newer state, which may now refuse it. That is what keeps every balance non-negative.
 */
export class CommandRunner {
  readonly #queue = new KeyedQueue()
  readonly #cache = new Map<string, Loaded>()
  readonly #maxAttempts: number
  readonly #cacheSize: number
  readonly limits: WalletLimits
  readonly playMode: PlayMode

  constructor(readonly store: EventStore, private readonly options: CommandRunnerOptions = {}) {
    this.#maxAttempts = options.maxAttempts ?? 100
    this.#cacheSize = options.cacheSize ?? 1000
    this.limits = options.limits ?? defaultWalletLimits
    this.playMode = options.playMode ?? 'paid'
  }

  execute(command: WalletCommand, cause: Cause): Promise<Executed> {
    return this.#queue.run(command.userId, () => this.#execute(command, cause))
  }

  /** The wallet as the store has it now. */
  async load(userId: string): Promise<WalletState> {
    return (await this.#load(streams.wallet(userId))).state
  }

  async #execute(command: WalletCommand, cause: Cause): Promise<Executed> {
    const stream = streams.wallet(command.userId)
    for (let attempt = 1; ; attempt++) {
      const { version, state } = await this.#load(stream)
      if (state.processed.has(command.commandId)) return this.#original(stream, command, state)
      const events = decide(command, state, this.limits, this.playMode)
      if (events.length === 0) return { events, state, position: 0, duplicate: false }
      try {
        const result = await this.store.append(stream, stamp(stream, command, events, cause), version)
        // The store answered an idempotent retry of a twin that ran elsewhere: report what it stored.
        if (result.nextExpectedVersion !== version + events.length) {
          this.#cache.delete(stream)
          return this.#original(stream, command, (await this.#load(stream)).state)
        }
        const next = foldWallet(events.map(e => ({ ...e, at: command.at })), state)
        this.#remember(stream, { version: result.nextExpectedVersion, state: next })
        await this.options.afterAppend?.(result.position)
        return { events, state: next, position: result.position, duplicate: false }
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion) || attempt >= this.#maxAttempts) throw error
        // A little random wait spreads out processes that keep colliding on one wallet.
        await delay(Math.floor(Math.random() * 3))
      }
    }
  }

  async #load(stream: string): Promise<Loaded> {
    const cached = this.#cache.get(stream) ?? { version: 0, state: initialState() }
    const fresh = await this.store.readStream(stream, cached.version + 1)
    if (fresh.length === 0) return cached
    const loaded = { version: fresh.at(-1)!.version, state: foldWallet(fresh.map(toDatedWalletEvent), cached.state) }
    this.#remember(stream, loaded)
    return loaded
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

  #remember(stream: string, loaded: Loaded): void {
    this.#cache.delete(stream)
    this.#cache.set(stream, loaded)
    if (this.#cache.size > this.#cacheSize) this.#cache.delete(this.#cache.keys().next().value!)
  }
}

function stamp(stream: string, command: WalletCommand, events: WalletEvent[], cause: Cause): NewEvent[] {
  const metadata = {
    correlationId: cause.correlationId ?? command.commandId,
    causationId: cause.causationId ?? null,
    actor: cause.actor,
    at: command.at,
  }
  return events.map((event, index) => ({ id: eventIdFor(stream, command.commandId, index), type: event.type, data: event.data, metadata }))
}
