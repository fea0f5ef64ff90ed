/**
 * One event-sourced thing's rules, pure: what a command does to the state (events, or a thrown
 * refusal) and how an event changes the state. Time, ids and outside facts come in on the
 * command. The command handler in service-kit runs every decider the same way.
 */
export interface Decider<Command, Event, State> {
  decide(command: Command, state: State): Event[]
  evolve(state: State, event: Event): State
  initialState(): State
  /**
   * `events.reduce(evolve, state)`, faster: for states whose evolve copies collections per event,
   * which made folding a long stream quadratic. Must leave `state` as it was.
   */
  fold?(state: State, events: readonly Event[]): State
}

/**
 * A process's next steps, pure: given what just happened (an event, or a tick) and the state it
 * watches, the commands still due. It answers from the state alone, so asking again after a crash
 * or on the next tick gives the very same commands (ids derived from the state), and the receiver
 * recognises those it has applied. The saga runner in service-kit loads the state and sends them.
 */
export interface Saga<Event, State, Command> {
  react(event: Event, state: State): Command[]
}
