import { categoryOf, contestSettingsStream, ExcludedStatesConfigured, idOf, type RecordedEvent } from '@arena/contracts'
import { DEFAULT_EXCLUDED_STATES } from '@arena/domain'
import type { Checkpointable, Projection } from '@arena/service-kit'
import { CONTESTS_FOLD_VERSION, readCheckpoint, stateFromJSON, stateToJSON, type ContestsCheckpoint } from './checkpoint'
import { isContestEventType, toContestEvent } from '../domain/events'
import { evolve, initialState, sponsorPoolOpen, type ContestState, type Phase } from '../domain/state'
import { prizesDue } from '../settling/settlementResults'
import { SettledTotals } from './settledTotals'

/** One contest as the read side keeps it: the decider's state plus what only screens need. */
export interface ContestRow {
  state: ContestState
  /** Display names from the holds, for leaderboards and participant lists. */
  names: Map<string, string>
  /** When each hold was taken (by the writer's clock), so stale payments can be re-driven. */
  heldAt: Map<string, string>
  createdAt: string
  /**
   * Settled with nothing left to do (evidence sealed, every prize paid, any sponsor pool closed):
   * its results and names were let go and are read from its stream when asked for
   * (`SettledContests`). Lists, seats and who may see it still come from the row.
   */
  finished?: true
}

export interface ContestsViewOptions {
  /**
   * Let a finished contest's results and names go (default true): a process holds the contests
   * still in play, not every result ever recorded. Off for a fold of one contest's stream.
   */
  forgetFinished?: boolean
}

/** What changed since the last drain, for the realtime pushes the scheduler sends. */
export interface ViewChanges {
  contests: Set<string>
  users: Set<string>
  phases: { contestId: string; phase: Phase }[]
}

const emptyChanges = (): ViewChanges => ({ contests: new Set(), users: new Set(), phases: [] })

/**
 * Every contest, folded from the global log with the same `evolve` the decider uses, so the
 * lists can never disagree with the rules about a contest's phase or seats. A finished contest
 * keeps its row for the lists, without its results and names; the global leaderboard keeps
 * per-player totals of every settled result instead (`SettledTotals`).
 */
export class ContestsView implements Projection<void>, Checkpointable {
  position = 0
  readonly foldVersion = CONTESTS_FOLD_VERSION
  /** Contests and the settings stream (`contest-settings`) are both of the contest category. */
  readonly reads = { categories: ['contest'] }
  excludedStates: readonly string[] = DEFAULT_EXCLUDED_STATES
  readonly #contests = new Map<string, ContestRow>()
  /** Private contests by join code. */
  readonly #codes = new Map<string, string>()
  readonly totals = new SettledTotals()
  readonly #forgetFinished: boolean
  #changes = emptyChanges()

  constructor(options: ContestsViewOptions = {}) {
    this.#forgetFinished = options.forgetFinished ?? true
  }

  apply(event: RecordedEvent): void {
    try {
      if (event.stream === contestSettingsStream) {
        if (ExcludedStatesConfigured.is(event)) this.excludedStates = event.data.states
        return
      }
      if (categoryOf(event.stream) !== 'contest' || !isContestEventType(event.type)) return
      const contestId = idOf(event.stream)
      const contestEvent = toContestEvent(event)
      const row: ContestRow = this.#contests.get(contestId) ?? { state: initialState(), names: new Map(), heldAt: new Map(), createdAt: event.metadata.at }
      const before = row.state.phase
      row.state = evolve(row.state, contestEvent)
      this.#contests.set(contestId, row)
      if (contestEvent.type === 'ContestCreated' && contestEvent.data.joinCode) this.#codes.set(contestEvent.data.joinCode, contestId)
      if (contestEvent.type === 'SeatHeld') {
        row.names.set(contestEvent.data.userId, contestEvent.data.name)
        row.heldAt.set(contestEvent.data.holdId, event.metadata.at)
      }
      if (contestEvent.type === 'SeatReleased' || contestEvent.type === 'PlayerJoined') {
        for (const [holdId] of row.heldAt) if (![...row.state.holds.values()].some(h => h.holdId === holdId)) row.heldAt.delete(holdId)
      }
      const data = contestEvent.data as { userId?: string }
      if (data.userId) this.#changes.users.add(data.userId)
      if (contestEvent.type === 'ContestCancelled') for (const userId of row.state.players.keys()) this.#changes.users.add(userId)
      this.#changes.contests.add(contestId)
      if (row.state.phase !== before) this.#changes.phases.push({ contestId, phase: row.state.phase })
      if (row.state.phase === 'settled' && before !== 'settled') this.totals.add(row)
      if (this.#forgetFinished && !row.finished && finished(row.state)) forgetResults(row)
    } finally {
      this.position = Math.max(this.position, event.position)
    }
  }

  /** Every contest as JSON (`ContestsCheckpoint`): what a restart starts from instead of the whole log. */
  checkpoint(): ContestsCheckpoint {
    return {
      contests: [...this.#contests].map(([contestId, row]) => ({ contestId, state: stateToJSON(row.state), names: [...row.names], heldAt: [...row.heldAt], createdAt: row.createdAt, finished: row.finished === true })),
      codes: [...this.#codes],
      excludedStates: [...this.excludedStates],
      totals: this.totals.toJSON(),
    }
  }

  /** Takes up a checkpoint written at `position`, on a view that has applied nothing. */
  async restore(json: unknown, position: number): Promise<void> {
    if (this.position !== 0 || this.#contests.size > 0) throw new Error('a checkpoint is restored into a view that has applied nothing')
    const checkpoint = readCheckpoint(json)
    for (const row of checkpoint.contests) {
      this.#contests.set(row.contestId, { state: stateFromJSON(row.state), names: new Map(row.names), heldAt: new Map(row.heldAt), createdAt: row.createdAt, ...(row.finished ? { finished: true as const } : {}) })
    }
    this.totals.restore(checkpoint.totals)
    for (const [code, contestId] of checkpoint.codes) this.#codes.set(code, contestId)
    this.excludedStates = checkpoint.excludedStates
    this.position = position
  }

  get(contestId: string): ContestRow | undefined {
    return this.#contests.get(contestId)
  }

  /** The private contest a join code opens, if any. */
  byCode(code: string): ContestRow | undefined {
    const contestId = this.#codes.get(code)
    return contestId === undefined ? undefined : this.#contests.get(contestId)
  }

  all(): ContestRow[] {
    return [...this.#contests.values()]
  }

  /** Hands over what changed since the last call and starts a new record. */
  drain(): ViewChanges {
    const changes = this.#changes
    this.#changes = emptyChanges()
    return changes
  }
}

/** Settled, sealed, paid and closed: no step of the settlement saga is left for it. */
function finished(state: ContestState): boolean {
  return state.phase === 'settled' && state.evidenceHash !== undefined && prizesDue(state.results, state.awarded).length === 0 && !sponsorPoolOpen(state)
}

function forgetResults(row: ContestRow): void {
  row.state = { ...row.state, results: [] }
  row.names = new Map()
  row.finished = true
}
