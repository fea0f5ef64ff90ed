import { originating, streams, type AccountEvent, type MessageMetadata, type NewEvent } from '@arena/contracts'
import { WrongExpectedVersion, type EventStore } from '@arena/eventstore'
import { KeyedQueue } from '@arena/service-kit'
import { evolveAccount, initialAccountState, type AccountState } from '../domain/account'
import type { AccountCommand } from '../domain/commands'
import { decideAccount } from '../domain/decide'
import { toAccountEvent } from './accountEvents'
import { commandKey, eventIdFor } from './eventIds'

/** Who acts and in which chain; stamped on every event the command causes. */
export interface Cause {
  actor: string
  at: string
  correlationId?: string
  causationId?: string | null
}

export interface Executed {
  events: AccountEvent[]
  state: AccountState
  /** Global position of the command's last event; 0 when it wrote nothing. */
  position: number
}

interface Loaded {
  version: number
  state: AccountState
}

/**
 * Load an account, decide, append at the version read. The expected version is the reservation:
 * two orders racing for the same free balance cannot both be appended, the loser is decided
 * again on the newer state and may now be refused. Commands on one account queue in this
 * process, so the version check only ever fails against another process.
 */
export class AccountCommands {
  readonly #queue = new KeyedQueue()
  readonly #cache = new Map<string, Loaded>()

  constructor(
    private readonly store: EventStore,
    private readonly options: { maxAttempts?: number; cacheSize?: number; afterAppend?: (position: number) => Promise<void> } = {},
  ) {}

  execute(command: AccountCommand, cause: Cause): Promise<Executed> {
    const stream = streams.account(command.contestId, command.userId)
    return this.#queue.run(stream, () => this.#execute(stream, command, cause))
  }

  async #execute(stream: string, command: AccountCommand, cause: Cause): Promise<Executed> {
    const key = commandKey(command)
    const maxAttempts = this.options.maxAttempts ?? 10
    for (let attempt = 1; ; attempt++) {
      const { version, state } = await this.#load(stream)
      const events = decideAccount(command, state)
      if (events.length === 0) return { events, state, position: 0 }
      const metadata: MessageMetadata = cause.correlationId
        ? { correlationId: cause.correlationId, causationId: cause.causationId ?? null, actor: cause.actor, at: cause.at }
        : originating(cause.actor, cause.at)
      const stamped: NewEvent[] = events.map((e, i) => ({ id: eventIdFor(stream, key, i), type: e.type, data: e.data, metadata }))
      try {
        const result = await this.store.append(stream, stamped, version)
        let after: AccountState
        if (result.nextExpectedVersion === version + events.length) {
          after = events.reduce(evolveAccount, state)
          this.#remember(stream, { version: result.nextExpectedVersion, state: after })
        } else {
          // The store recognised a retry of events written before (another process, or before a crash).
          this.#cache.delete(stream)
          after = (await this.#load(stream)).state
        }
        await this.options.afterAppend?.(result.position)
        return { events, state: after, position: result.position }
      } catch (error) {
        this.#cache.delete(stream)
        if (!(error instanceof WrongExpectedVersion) || attempt >= maxAttempts) throw error
      }
    }
  }

  /** The account as the store has it now (cached fold plus any newer events). */
  async load(contestId: string, userId: string): Promise<AccountState> {
    return (await this.#load(streams.account(contestId, userId))).state
  }

  async #load(stream: string): Promise<Loaded> {
    const cached = this.#cache.get(stream) ?? { version: 0, state: initialAccountState }
    const newer = await this.store.readStream(stream, cached.version + 1)
    if (newer.length === 0) return cached
    const loaded = { version: newer.at(-1)!.version, state: newer.map(toAccountEvent).reduce(evolveAccount, cached.state) }
    this.#remember(stream, loaded)
    return loaded
  }

  #remember(stream: string, loaded: Loaded): void {
    this.#cache.delete(stream)
    this.#cache.set(stream, loaded)
    const limit = this.options.cacheSize ?? 10_000
    if (this.#cache.size > limit) this.#cache.delete(this.#cache.keys().next().value!)
  }
}
