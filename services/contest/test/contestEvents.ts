import type { ContestEvent } from '../src/index'

/** Contest k1 of the unit tests: an hour of BTCUSDT from 16:00 India time, 100 INR to enter, one 500 INR prize. */
export const terms = {
  contestName: 'Sprint', contestLogo: null, startAt: '2026-03-01T10:30:00.000Z', endAt: '2026-03-01T11:30:00.000Z', entryFee: '100.00',
  winningAmount: '500.00', virtualFund: '10000', maxParticipants: 5, levels: '500', pairs: ['BTCUSDT'], description: '',
}
/** A fee paid from cash alone, and a free contest's fee. */
export const cashSplit = { reward: '0.00', winning: '0.00', cash: '100.00' }
export const nothing = { reward: '0.00', winning: '0.00', cash: '0.00' }

/** ContestCreated of k1, with `extra` terms or fields (a fee, a sponsor, a join code) over the defaults. */
export const created = (extra: object = {}): ContestEvent => ({ type: 'ContestCreated', data: { contestId: 'k1', createdBy: 'admin:a', ...terms, ...extra } })

export interface SeatOptions {
  holdId?: string
  entryFee?: string
  ticked?: { cash: boolean; winning: boolean; reward: boolean }
  feeSplit?: { reward: string; winning: string; cash: string }
}

/** `userId` holds a seat in k1 (hold `h-<userId>` unless named), paying from cash unless other wallets are ticked. */
export const seatHeld = (userId: string, seat: SeatOptions = {}): ContestEvent => ({
  type: 'SeatHeld',
  data: { contestId: 'k1', userId, holdId: seat.holdId ?? `h-${userId}`, name: userId, entryFee: seat.entryFee ?? '100.00', ticked: seat.ticked ?? { cash: true, winning: false, reward: false } },
})

/** `userId` joined k1 with the fee split given (cash alone by default). */
export const playerJoined = (userId: string, seat: SeatOptions = {}): ContestEvent => ({
  type: 'PlayerJoined',
  data: { contestId: 'k1', userId, virtualFund: '10000', entryFee: seat.entryFee ?? '100.00', feeSplit: seat.feeSplit ?? cashSplit, seat: 1 },
})
