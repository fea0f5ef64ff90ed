import { streams } from '@arena/contracts'
import type { EventStore } from '@arena/eventstore'
import { RecentlyRead } from '@arena/service-kit'
import { ContestsView, type ContestRow } from './contestsView'

/** Finished contests kept whole after a read. */
const KEEP = 20

/**
 * A finished contest's results and names, read from its stream when a screen asks for them (the
 * result page, the replay): the read model lets them go once nothing is left to do, so a process
 * holds the contests in play, not every result ever recorded (docs/adr/0035). A finished contest
 * takes no further events, so a row read once stays right.
 */
export class SettledContests {
  readonly #recent = new RecentlyRead<string, ContestRow>(KEEP)

  constructor(private readonly store: Pick<EventStore, 'readStream'>) {}

  /** `row` as a fold of its whole stream has it: with its results and names, when it is finished. */
  async whole(row: ContestRow): Promise<ContestRow> {
    if (!row.finished) return row
    const contestId = row.state.contestId
    const known = this.#recent.get(contestId)
    if (known) return known
    const fold = new ContestsView({ forgetFinished: false })
    for (const event of await this.store.readStream(streams.contest(contestId))) fold.apply(event)
    const whole = fold.get(contestId) ?? row
    this.#recent.keep(contestId, whole)
    return whole
  }
}
