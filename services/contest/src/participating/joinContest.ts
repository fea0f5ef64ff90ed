import { newId, originating } from '@arena/contracts'
import { Decimal, playModeMessages, responsiblePlayMessages, type PlayMode } from '@arena/domain'
import type { Clock, Logger } from '@arena/service-kit'
import type { ContestCommands } from '../adapters/contestCommands'
import { ContestRefused } from '../domain/errors'
import type { Hold, Player, Ticked } from '../domain/state'
import type { Cause, PlayerFacts, WalletCommands } from '../ports'
import { feeCommandId, joinSaga, NOTHING, type JoinEvent } from './joinSaga'
import { PaymentPending, PaymentRefused } from './paymentErrors'

export { feeCommandId }

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

/**
 * Joining with no half-done state: (1) hold a seat on the contest stream (the decider checks
 * window, seats, age and residency), then the pure `joinSaga`, run by the saga runner, (2) takes
 * the fee through the wallet, (3) records the player, or gives the seat back if the wallet
 * refused. An unknown wallet answer leaves the hold in place; `drive` finishes it later with the
 * same wallet command id.
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
    const { commands, wallet, clock, logger } = this.deps
    let refused: { code: string; message: string } | undefined
    const runner = commands.sagaRunner(joinSaga, async (id, step): Promise<JoinEvent[]> => {
      switch (step.type) {
        case 'DebitEntryFee': {
          const { type: _type, holdId, commandId, ...fee } = step
          let outcome
          try {
            outcome = await wallet.debitEntryFee({ commandId, at: clock.now().toISOString(), contestId: id, ...fee }, cause)
          } catch (error) {
            logger.warn({ err: error, contestId: id, holdId }, 'entry fee has no answer yet; the seat stays held')
            throw new PaymentPending(id, holdId, error)
          }
          if (outcome.ok) return [{ type: 'FeeTaken', holdId, userId: step.userId, split: outcome.split ?? NOTHING }]
          refused = { code: outcome.code, message: outcome.message }
          return [{ type: 'FeeRefused', holdId, code: outcome.code, message: outcome.message }]
        }
        case 'CompleteJoin': {
          const done = await commands.execute(id, { type: 'CompleteJoin', holdId: step.holdId, split: step.split }, cause)
          // Released by another process meanwhile: the saga decides whether money must go back.
          return done.state.players.has(hold.userId) ? [] : [{ type: 'FeeTaken', holdId: step.holdId, userId: hold.userId, split: step.split }]
        }
        case 'ReleaseSeat':
          await commands.execute(id, { type: 'ReleaseSeat', holdId: step.holdId, code: step.code, reason: step.reason }, cause)
          return []
        case 'GiveBackFee': {
          const outcome = await wallet.refundEntryFee({ commandId: step.commandId, at: clock.now().toISOString(), userId: step.userId, contestId: id }, cause)
          logger.error({ contestId: id, holdId: step.holdId, outcome }, 'fee taken for a released hold was given back')
          return []
        }
        default: {
          const never: never = step
          throw new Error(`unknown join step ${JSON.stringify(never)}`)
        }
      }
    })
    const { failed } = await runner.drive(contestId, { type: 'SeatHeld', holdId: hold.holdId })
    if (failed.length > 0) throw failed[0]!.error
    if (refused) throw new PaymentRefused(refused.code, refused.message)
    const player = (await commands.load(contestId)).players.get(hold.userId)
    if (player) return player
    throw new PaymentRefused('seatReleased', 'Your payment could not be completed, please try again')
  }
}
