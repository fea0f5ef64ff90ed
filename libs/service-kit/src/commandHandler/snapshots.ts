/** A folded state and the stream version it reflects. */
export interface Loaded<S> {
  version: number
  state: S
}

/**
 * Where the command handler can find a stream's state without reading the whole stream, so a long
 * stream loads from its snapshot plus the tail. No service keeps snapshots yet; an implementation
 * decides itself how often `offer` stores one.
 */
export interface Snapshots<S> {
  load(stream: string): Promise<Loaded<S> | undefined>
  /** Called after every append with the state it led to. */
  offer(stream: string, loaded: Loaded<S>): Promise<void>
}
