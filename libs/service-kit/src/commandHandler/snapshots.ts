/** A folded state and the stream version it reflects. */
export interface Loaded<S> {
  version: number
  state: S
}

/**
 * Where the command handler can find a stream's state without reading the whole stream, so a long
 * stream loads from its snapshot plus the tail. An implementation decides itself how often
 * `offer` stores one (StoredSnapshots: every N events).
 */
export interface Snapshots<S> {
  load(stream: string): Promise<Loaded<S> | undefined>
  /**
   * Called after every append, and every load that read events, with the state they led to. Not
   * awaited, and what it throws is ignored: keeping a snapshot never fails or delays a command.
   */
  offer(stream: string, loaded: Loaded<S>): void | Promise<void>
  /**
   * Called when a loaded snapshot was found at a version its stream has not reached (a bug, or
   * events restored from an older backup): it was not used, the state was folded from the events.
   */
  ahead?(stream: string, snapshot: Loaded<S>): void
}
