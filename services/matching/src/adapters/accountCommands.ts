import { streams, type AccountEvent, type Cause } from '@arena/contracts'
import type { EventStore } from '@arena/eventstore'
import { CommandHandler, type Executed } from '@arena/service-kit'
import type { AccountState } from '../domain/account'
import type { AccountCommand } from '../domain/commands'
import { accountDecider } from '../domain/decide'
import { toAccountEvent } from '../domain/events'
import { commandKey, MATCHING_IDS } from './eventIds'

/**
 * The contest accounts behind the command handler. The expected version is the reservation: two
 * orders racing for the same free balance cannot both be appended, the loser is decided again on
 * the newer state and may now be refused. Event ids come from what the command is (an order, a
 * trade on an order), so a trade delivered twice is written once.
 */
export class AccountCommands {
  readonly #handler: CommandHandler<AccountCommand, AccountEvent, AccountState>

  constructor(store: EventStore, options: { cacheSize?: number; afterAppend?: (position: number) => Promise<void>; readsFirst?: (command: AccountCommand) => boolean; knownVersion?: (stream: string) => number | undefined } = {}) {
    this.#handler = new CommandHandler(store, {
      decider: accountDecider,
      parse: toAccountEvent,
      idNamespace: MATCHING_IDS,
      commandKey,
      cacheSize: options.cacheSize ?? 10_000,
      afterAppend: options.afterAppend,
      readsFirst: options.readsFirst,
      knownVersion: options.knownVersion,
    })
  }

  execute(command: AccountCommand, cause: Cause): Promise<Executed<AccountEvent, AccountState>> {
    return this.#handler.execute(streams.account(command.contestId, command.userId), command, cause)
  }

  /** The account as the store has it now (cached fold plus any newer events). */
  load(contestId: string, userId: string): Promise<AccountState> {
    return this.#handler.load(streams.account(contestId, userId))
  }
}
