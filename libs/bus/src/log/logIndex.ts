/**
 * Where the relay's log topic holds the events after a global position. The relay marks it as it
 * appends; a reader starting from a read model's checkpoint looks up where to start reading, so a
 * start reads the log after its checkpoint (give or take a round), not the whole topic.
 */
export interface LogIndex {
  /** Every event after position `after` is in `log` at `offset` or later (marked once the broker holds them). */
  mark(log: string, after: number, offset: string): Promise<void>
  /**
   * Where to read `log` from for every event after `position`: the latest mark at or before it,
   * or the log's first offset ('0', after position 0) where nothing is marked yet (the relay's
   * first round starts after position 0). A reader passes over what it reads before `position`.
   */
  markAtOrBefore(log: string, position: number): Promise<LogMark>
}

/** Every event after position `after` is in the log at `offset` or later. */
export interface LogMark {
  after: number
  offset: string
}

/** Where a log with nothing marked is read from: its start holds everything. */
export const logStart: LogMark = { after: 0, offset: '0' }

/** The embedded profile's and the unit tests' index. */
export class MemoryLogIndex implements LogIndex {
  readonly #marks = new Map<string, { after: number; offset: string }[]>()

  async mark(log: string, after: number, offset: string): Promise<void> {
    let marks = this.#marks.get(log)
    if (!marks) this.#marks.set(log, (marks = []))
    // As PostgreSQL's: the first mark of a position stands (either copy of a republished round serves).
    if (marks.some(mark => mark.after === after)) return
    marks.push({ after, offset })
    marks.sort((a, b) => a.after - b.after)
  }

  async markAtOrBefore(log: string, position: number): Promise<LogMark> {
    let found = logStart
    for (const mark of this.#marks.get(log) ?? []) if (mark.after <= position) found = mark
    return found
  }
}
