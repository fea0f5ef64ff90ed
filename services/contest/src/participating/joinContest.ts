import { newId, originating } from '@arena/contracts'
import { Decimal, playModeMessages, responsiblePlayMessages, type PlayMode } from '@arena/domain'
import type { Clock, Logger } from '@arena/service-kit'
import { derivedId } from '../app/ids'
import type { ContestCommands } from '../app/contestCommands'
import { ContestRefused } from '../domain/errors'
import type { FeeSplit, Hold, Player, Ticked } from '../domain/state'
import type { Cause, PlayerFacts, WalletCommands } from '../ports'
import { PaymentPending, PaymentRefused } from './paymentErrors'

export interface JoinRequest {
  contestId: string
  userId: string
  name: string
  ticked: Ticked
  /** A private contest's code, when the player has not redeemed it before. */
  joinCode?: string
}

export interface JoinDeps {
  commands: ContestCommands
  wallet: WalletCommands
  players: PlayerFacts
  clock: Clock
  logger: Logger
  /** PLAY_MODE: in `free` a contest with an entry fee (made before the switch) cannot be joined. */
  playMode: PlayMode
}

const NOTHING: FeeSplit = { reward: '0.00', winning: '0.00', cash: '0.00' }

/** The wallet command that pays for a hold: derived from it, so every re-drive sends the same one. */
export const feeCommandId = (holdId: string): string => derivedId('entry-fee', holdId)

/**
 * Joining as a saga with no half-done state: (1) hold a seat on the contest stream (the decider
 * checks window, seats, age and residency), (2) take the fee through the wallet, (3) record the
 * player, or give the seat back if the wallet refused. An unknown wallet answer leaves the hold
 * in place; `drive` finishes it later with the same wallet command id.
 */
export class JoinContest {
  readonly #driving = new Map<string, Promise<Player>>()

  constructor(private readonly deps: JoinDeps) {}

  async join(request: JoinRequest): Promise<Player> {
    const { commands, players, clock } = this.deps
    const cause: Cause = originating(request.userId, clock.now().toISOString())
    const open = (await commands.load(request.contestId)).holds.get(request.userId)
    // The same player asking again while their payment is open resumes it instead of paying twice.
    if (open) return this.drive(request.contestId, open, cause)
    // Free contests too: a break means no play. A paid entry is refused again by the wallet, atomically.
    const onBreak = await players.breakOf?.(request.userId)
    if (onBreak) {
      const message = responsiblePlayMessages.onBreak(onBreak.kind, onBreak.until)
      throw new ContestRefused('onBreak', message, { contest_id: message })
    }
    if (this.deps.playMode === 'free') {
      const fee = (await commands.load(request.contestId)).terms?.entryFee
      if (fee !== undefined && !new Decimal(fee).isZero()) throw new ContestRefused('paidPlayOff', playModeMessages.entryFeesOff)
    }
    const [age, state, excludedStates] = await Promise.all([players.age(request.userId), players.state(request.userId), commands.excludedStates()])
    const holdId = newId()
    try {
      const held = await commands.execute(request.contestId, {
        type: 'HoldSeat', holdId, userId: request.userId, name: request.name, ticked: request.ticked,
        at: clock.now().toISOString(), facts: { age, state }, excludedStates, joinCode: request.joinCode,
      }, cause)
      return await this.drive(request.contestId, held.state.holds.get(request.userId)!, cause)
    } catch (error) {
      if (!(error instanceof ContestRefused && error.reason === 'alreadyJoined')) throw error
      const raced = (await commands.load(request.contestId)).holds.get(request.userId)
      if (raced) return this.drive(request.contestId, raced, cause)
      throw error
    }
  }

  /** Finishes a hold; concurrent calls for one hold share one run. Throws PaymentRefused or PaymentPending. */
  drive(contestId: string, hold: Hold, cause: Cause): Promise<Player> {
    let running = this.#driving.get(hold.holdId)
    if (!running) {
      running = this.#drive(contestId, hold, cause).finally(() => this.#driving.delete(hold.holdId))
      this.#driving.set(hold.holdId, running)
    }
    return running
  }

  isDriving(holdId: string): boolean {
    return this.#driving.has(holdId)
  }

  async #drive(contestId: string, hold: Hold, cause: Cause): Promise<Player> {
    const { commands, wallet, clock } = this.deps
    let split = NOTHING
    // A free contest (the practice game) takes no payment at all.
    if (!new Decimal(hold.entryFee).isZero()) {
      const state = await commands.load(contestId)
      let outcome
      try {
        outcome = await wallet.debitEntryFee({
          commandId: feeCommandId(hold.holdId), at: clock.now().toISOString(), userId: hold.userId, contestId,
          contestName: state.terms?.contestName ?? '', fee: hold.entryFee, ticked: hold.ticked,
        }, cause)
      } catch (error) {
        this.deps.logger.warn({ err: error, contestId, holdId: hold.holdId }, 'entry fee has no answer yet; the seat stays held')
        throw new PaymentPending(contestId, hold.holdId, error)
      }
      if (!outcome.ok) {
        await commands.execute(contestId, { type: 'ReleaseSeat', holdId: hold.holdId, code: outcome.code, reason: outcome.message }, cause)
        throw new PaymentRefused(outcome.code, outcome.message)
      }
      split = outcome.split ?? NOTHING
    }
    const done = await commands.execute(contestId, { type: 'CompleteJoin', holdId: hold.holdId, split }, cause)
    const player = done.state.players.get(hold.userId)
    if (player) return player
    // Another process released this hold after a refusal while this run's debit went through:
    // the money goes back, so nobody pays for a seat they do not have.
    if (split !== NOTHING) await this.#giveBack(contestId, hold, cause)
    throw new PaymentRefused('seatReleased', 'Your payment could not be completed, please try again')
  }

  async #giveBack(contestId: string, hold: Hold, cause: Cause): Promise<void> {
    const at = this.deps.clock.now().toISOString()
    const outcome = await this.deps.wallet.refundEntryFee({ commandId: derivedId('orphan-refund', hold.holdId), at, userId: hold.userId, contestId }, cause)
    this.deps.logger.error({ contestId, holdId: hold.holdId, outcome }, 'fee taken for a released hold was given back')
  }
}
