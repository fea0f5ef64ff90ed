import { contestSettingsStream, ExcludedStatesConfigured, eventParser, streams } from '@arena/contracts'
import type { EventStore } from '@arena/eventstore'
import type { Saga } from '@arena/domain'
import { CommandHandler, SagaRunner, type Clock, type Executed } from '@arena/service-kit'
import type { ContestCommand } from '../domain/commands'
import { contestDecider } from '../domain/decide'
import { toContestEvent, type ContestEvent } from '../domain/events'
import { settingsDecider, type SettingsCommand, type SettingsEvent, type SettingsState } from '../domain/settings'
import type { ContestState } from '../domain/state'
import type { Cause } from '../ports'
import { CONTEST_IDS } from './commandIds'

/** The contest and settings streams behind the command handler: the write side of the service. */
export class ContestCommands {
  readonly #contests: CommandHandler<ContestCommand, ContestEvent, ContestState>
  readonly #settings: CommandHandler<SettingsCommand, SettingsEvent, SettingsState>

  constructor(store: EventStore, private readonly clock: Clock, afterAppend: (position: number) => Promise<void>) {
    // A held seat is read back by nobody: the join goes on from the command's own state, and its
    // last step (the seat taken or given back) waits for the read model, as every other command does.
    const readBack = (position: number, command: ContestCommand) => (command.type === 'HoldSeat' ? Promise.resolve() : afterAppend(position))
    // Every join, seat payment and Play Now of a contest is a command on its one stream: those
    // arriving while one is written go out together in the next write, not one round trip each.
    this.#contests = new CommandHandler(store, { decider: contestDecider, parse: toContestEvent, appendWaitingTogether: true, idNamespace: CONTEST_IDS, afterAppend: readBack })
    this.#settings = new CommandHandler(store, { decider: settingsDecider, parse: eventParser<SettingsEvent>([ExcludedStatesConfigured]), idNamespace: CONTEST_IDS, afterAppend })
  }

  execute(contestId: string, command: ContestCommand, cause: Cause): Promise<Executed<ContestEvent, ContestState>> {
    return this.#contests.execute(streams.contest(contestId), command, this.#at(cause))
  }

  /** The contest as its stream has it now (the decider's view, not the read model's). */
  load(contestId: string): Promise<ContestState> {
    return this.#contests.load(streams.contest(contestId))
  }

  /** A saga over contest streams: it reacts to the contest as its stream has it, `send` carries each step out. */
  sagaRunner<E, C>(saga: Saga<E, ContestState, C>, send: (contestId: string, step: C) => Promise<E[] | void>): SagaRunner<E, ContestState, C> {
    return new SagaRunner({ saga, load: contestId => this.load(contestId), send })
  }

  async excludedStates(): Promise<readonly string[]> {
    return (await this.#settings.load(contestSettingsStream)).excludedStates
  }

  async configureExcludedStates(states: unknown, by: string, cause: Cause): Promise<readonly string[]> {
    const done = await this.#settings.execute(contestSettingsStream, { type: 'ConfigureExcludedStates', states, by }, this.#at(cause))
    return done.state.excludedStates
  }

  /** The contest stamps its events with its own clock. */
  #at(cause: Cause) {
    return { ...cause, at: this.clock.now().toISOString() }
  }
}
