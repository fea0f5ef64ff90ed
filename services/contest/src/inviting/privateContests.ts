import { newId, originating } from '@arena/contracts'
import { normalizeJoinCode, PRIVATE_CONTEST_LIMITS, privateContestMessages as pm, validatePrivateContest } from '@arena/domain'
import { badRequest, conflict, KeyedQueue, tooMany, type Clock, type Principal } from '@arena/service-kit'
import type { PlayMode } from '@arena/domain'
import { contestTerms, type ContestFields } from '../administering/contestTerms'
import type { ContestCommands } from '../adapters/contestCommands'
import { ContestRefused, contestMessages } from '../domain/errors'
import type { ContestState } from '../domain/state'
import type { ContestsView } from '../readModel/contestsView'
import type { CodeAttempts } from './codeAttempts'
import { newJoinCode } from './joinCodes'

export interface PrivateContestDeps {
  commands: ContestCommands
  view: ContestsView
  clock: Clock
  attempts: CodeAttempts
  /** PLAY_MODE: in `free` a player's contest has no entry fee either. */
  playMode: PlayMode
}

const FIELDS = ['contestName', 'startTime', 'endTime', 'entryFee', 'virtualFund', 'winningAmount', 'max_particepate', 'levels', 'pairs', 'description'] as const

/** Player-created private contests and redeeming join codes (docs/adr/0014-private-contests.md). */
export class PrivateContests {
  /** One creation per player at a time, so a double submit cannot slip past the active limit. */
  readonly #creating = new KeyedQueue()

  constructor(private readonly deps: PrivateContestDeps) {}

  create(principal: Principal, body: Record<string, string>): Promise<ContestState> {
    return this.#creating.run(principal.id, () => this.#create(principal, body))
  }

  async #create(principal: Principal, body: Record<string, string>): Promise<ContestState> {
    const { commands, view, clock } = this.deps
    const now = clock.now()
    const fields: ContestFields = Object.fromEntries(FIELDS.filter(f => body[f] !== undefined).map(f => [f, body[f]]))
    // The same rules the web form runs, then the admin form's checks that build the terms.
    const limits = validatePrivateContest({
      contestName: fields.contestName, startTime: fields.startTime, endTime: fields.endTime, entryFee: fields.entryFee?.trim(),
      virtualFund: fields.virtualFund?.trim(), levels: fields.levels?.trim() ? fields.levels : undefined, winningAmount: fields.winningAmount,
      maxParticipants: fields.max_particepate?.trim(),
    }, now)
    const { maxParticipants, ...rest } = limits
    const checked = contestTerms(fields, { stored: null }, now, false, this.deps.playMode)
    const errors = { ...(checked.ok ? {} : checked.errors), ...rest, ...(maxParticipants ? { max_particepate: maxParticipants } : {}) }
    if (!checked.ok || Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0]!, errors)
    const active = view.all().filter(r => r.state.joinCode !== undefined && r.state.createdBy === principal.id && (r.state.phase === 'upcoming' || r.state.phase === 'live'))
    if (active.length >= PRIVATE_CONTEST_LIMITS.maxActivePerPlayer) throw conflict(pm.tooMany)
    const contestId = newId()
    const joinCode = newJoinCode(view)
    const cause = originating(principal.id, now.toISOString())
    const done = await commands.execute(contestId, { type: 'CreateContest', contestId, terms: checked.terms, by: principal.id, joinCode }, cause)
    return done.state
  }

  /**
   * The contest a join code opens; the player may see and join it from now on. A wrong code, a
   * malformed one and one of a contest that does not exist all answer 404 "Contest not found"
   * and count against the player's tries.
   */
  async redeem(principal: Principal, typed: unknown): Promise<ContestState> {
    const { commands, view, clock, attempts } = this.deps
    if (typeof typed !== 'string' || typed.trim() === '') throw badRequest(pm.joinCodeRequired, { joinCode: pm.joinCodeRequired })
    if (attempts.blocked(principal.id)) throw tooMany(pm.codeTooManyTries)
    const code = normalizeJoinCode(typed)
    const row = code === undefined ? undefined : view.byCode(code)
    if (!row || code === undefined) {
      attempts.wrong(principal.id)
      throw new ContestRefused('notFound', contestMessages.notFound)
    }
    const cause = originating(principal.id, clock.now().toISOString())
    const done = await commands.execute(row.state.contestId, { type: 'RedeemCode', userId: principal.id, code }, cause)
    return done.state
  }
}
