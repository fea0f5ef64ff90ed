import { contestSettingsStream, ExcludedStatesConfigured, streams, type RecordedEvent } from '@arena/contracts'
import type { EventStore } from '@arena/eventstore'
import type { Clock } from '@arena/service-kit'
import type { ContestCommand } from '../domain/commands'
import { decide } from '../domain/decide'
import { toContestEvent, type ContestEvent } from '../domain/events'
import { decideExcludedStates, evolveSettings, initialSettings, type SettingsEvent, type SettingsState } from '../domain/settings'
import { evolve, initialState, type ContestState } from '../domain/state'
import type { Cause } from '../ports'
import { StreamExecutor, type Executed } from './streamExecutor'

function toSettingsEvent(event: RecordedEvent): SettingsEvent {
  return { type: ExcludedStatesConfigured.type, data: ExcludedStatesConfigured.parse(event.data) }
}

/** The contest and settings streams behind their deciders: the write side of the service. */
export class ContestCommands {
  readonly #contests: StreamExecutor<ContestState, ContestEvent>
  readonly #settings: StreamExecutor<SettingsState, SettingsEvent>

  constructor(store: EventStore, clock: Clock, afterAppend: (position: number) => Promise<void>) {
    this.#contests = new StreamExecutor(store, clock, { initial: initialState, evolve, parse: toContestEvent }, afterAppend)
    this.#settings = new StreamExecutor(store, clock, { initial: initialSettings, evolve: evolveSettings, parse: toSettingsEvent }, afterAppend)
  }

  execute(contestId: string, command: ContestCommand, cause: Cause): Promise<Executed<ContestState, ContestEvent>> {
    return this.#contests.execute(streams.contest(contestId), state => decide(command, state), cause)
  }

  /** The contest as its stream has it now (the decider's view, not the read model's). */
  load(contestId: string): Promise<ContestState> {
    return this.#contests.load(streams.contest(contestId))
  }

  async excludedStates(): Promise<readonly string[]> {
    return (await this.#settings.load(contestSettingsStream)).excludedStates
  }

  async configureExcludedStates(states: unknown, by: string, cause: Cause): Promise<readonly string[]> {
    const done = await this.#settings.execute(contestSettingsStream, () => decideExcludedStates({ states, by }), cause)
    return done.state.excludedStates
  }
}
