/**
 * One event-sourced thing's rules, pure: what a command does to the state (events, or a thrown
 * refusal) and how an event changes the state. Time, ids and outside facts come in on the
 * command. The command handler in service-kit runs every decider the same way.
 */
export interface Decider<Command, Event, State> {
  decide(command: Command, state: State): Event[]
  evolve(state: State, event: Event): State
  initialState(): State
}
