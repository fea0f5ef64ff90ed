import { Decimal, type Saga } from '@arena/domain'
import { derivedId } from '../adapters/commandIds'
import { holdById, type ContestState, type FeeSplit, type Ticked } from '../domain/state'

export const NOTHING: FeeSplit = { reward: '0.00', winning: '0.00', cash: '0.00' }

/** The wallet command that pays for a hold: derived from it, so every re-drive sends the same one. */
export const feeCommandId = (holdId: string): string => derivedId('entry-fee', holdId)
/** The wallet command that gives back a fee taken for a seat released meanwhile. */
export const orphanRefundCommandId = (holdId: string): string => derivedId('orphan-refund', holdId)

/** What moves a join on: a held seat (new, or resumed after an unknown wallet answer) and the wallet's answer. */
export type JoinEvent =
  | { type: 'SeatHeld'; holdId: string }
  | { type: 'FeeTaken'; holdId: string; userId: string; split: FeeSplit }
  | { type: 'FeeRefused'; holdId: string; code: string; message: string }

export type JoinStep =
  | { type: 'DebitEntryFee'; holdId: string; commandId: string; userId: string; contestName: string; fee: string; ticked: Ticked }
  | { type: 'CompleteJoin'; holdId: string; split: FeeSplit }
  | { type: 'ReleaseSeat'; holdId: string; code: string; reason: string }
  | { type: 'GiveBackFee'; holdId: string; commandId: string; userId: string }

const tookMoney = (split: FeeSplit): boolean => !new Decimal(split.reward).plus(split.winning).plus(split.cash).isZero()

/**
 * Joining with no half-done state: a held seat is paid for through the wallet (a free contest,
 * the practice game, takes nothing), then the player is recorded, or the seat given back when the
 * wallet refused. A fee taken for a seat another process released meanwhile goes back, so nobody
 * pays for a seat they do not have. Wallet command ids come from the hold, so a re-drive sends
 * the very same ones.
 */
export const joinSaga: Saga<JoinEvent, ContestState, JoinStep> = {
  react(event, state) {
    const hold = holdById(state, event.holdId)
    switch (event.type) {
      case 'SeatHeld':
        if (!hold) return []
        if (new Decimal(hold.entryFee).isZero()) return [{ type: 'CompleteJoin', holdId: hold.holdId, split: NOTHING }]
        return [{
          type: 'DebitEntryFee', holdId: hold.holdId, commandId: feeCommandId(hold.holdId), userId: hold.userId,
          contestName: state.terms?.contestName ?? '', fee: hold.entryFee, ticked: hold.ticked,
        }]
      case 'FeeTaken':
        if (hold) return [{ type: 'CompleteJoin', holdId: hold.holdId, split: event.split }]
        if (state.players.has(event.userId) || !tookMoney(event.split)) return []
        return [{ type: 'GiveBackFee', holdId: event.holdId, commandId: orphanRefundCommandId(event.holdId), userId: event.userId }]
      case 'FeeRefused':
        return hold ? [{ type: 'ReleaseSeat', holdId: hold.holdId, code: event.code, reason: event.message }] : []
      default: {
        const never: never = event
        throw new Error(`unknown join event ${JSON.stringify(never)}`)
      }
    }
  },
}
