import type { RecordedEvent } from '@arena/contracts'
import type { Decider } from '@arena/domain'
import type { Snapshots } from './snapshots'

export interface Executed<E, S> {
  /** The events the command led to: just written, or (`duplicate`) found to be written already. */
  events: E[]
  /** The stream's state after them. */
  state: S
  /** Global position of the command's last event; 0 when it wrote nothing. */
  position: number
  /** True when the command had been applied before and nothing new was written. */
  duplicate: boolean
}

export interface CommandHandlerOptions<C, E, S> {
  decider: Decider<C, E, S>
  /** Reads a stored event back as the decider's event, checked against its contract (throws if it breaks it). */
  parse(event: Pick<RecordedEvent, 'type' | 'data' | 'stream' | 'metadata'>): E
  /** The service's namespace of derived ids (32 hex digits, fixed forever). */
  idNamespace: string
  /**
   * What makes a command the same command again (a client's command id, an order and trade id).
   * Its events get the same ids whenever it runs, so the store keeps only the first write. Without
   * it a command is named by its content and the version it was decided on: a retry of the same
   * append is still recognised, a later identical command is not mistaken for it.
   */
  commandKey?(command: C): string
  /** True when the state shows the command was applied before: it is answered as a duplicate, undecided. */
  applied?(command: C, state: S): boolean
  /** Runs after an append once the stream's queue is free, e.g. to wait until a read model shows it; told the command, so it may skip one nobody reads back. */
  afterAppend?(position: number, command: C): Promise<void>
  /** Appends tried per command before a version conflict is given up on (default 100). */
  maxAttempts?: number
  /** Stream states kept folded in memory, so a command reads only the events it has not seen (default 1000). */
  cacheSize?: number
  /**
   * True for a command that usually follows another process's write to its stream (the matching
   * worker's fills come after the player's orders, which an edge wrote): it is decided on the
   * stream's tail read first, one query, rather than on the cached fold, which would cost a failed
   * append (and its whole group's fallback in the store) before that same read. Default: never.
   */
  readsFirst?(command: C): boolean
  /**
   * The newest version of a stream this process has seen another way (a read model following the
   * log). A cached fold older than that is brought up to date before deciding, since an append on
   * it could only fail: an edge's cached account after the matching worker filled one of its orders.
   */
  knownVersion?(stream: string): number | undefined
  snapshots?: Snapshots<S>
  /**
   * Commands that arrive while the stream's queue is busy are decided one after another on one
   * fresh read and appended together, in one write (default false). For a stream many writers
   * share (a contest's seats), whose commands would otherwise wait for one round trip each.
   */
  appendWaitingTogether?: boolean
  /**
   * The decider guards no state: it decides every command the same whatever came before (marks
   * and notices recorded as they come). Then the stream is neither read nor cached: the command is
   * decided on the initial state and appended at any version, so a write costs the same on a
   * stream of ten events or of ten thousand (issue 16: a player's notifications, read whole for each
   * new one once the cache had let the stream go). Its event ids still come from `commandKey` (or
   * the command's content), so the store recognises a retry; such a retry is answered as written,
   * not as `duplicate`, and `state` is the initial state. Default false.
   */
  unguarded?: boolean
}
