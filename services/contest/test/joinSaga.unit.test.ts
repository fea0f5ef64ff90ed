import t from 'tap'
import { feeCommandId, fold, joinSaga, orphanRefundCommandId, type ContestEvent } from '../src/index'
import { created, nothing, playerJoined, seatHeld } from './contestEvents'

const split = { reward: '10.00', winning: '0.00', cash: '90.00' }
const ticked = { cash: true, winning: false, reward: true }
const held = (entryFee = '100.00'): ContestEvent => seatHeld('u1', { entryFee, ticked })
const joined = playerJoined('u1', { feeSplit: split })
const released: ContestEvent = { type: 'SeatReleased', data: { contestId: 'k1', userId: 'u1', holdId: 'h-u1', code: 'x', reason: 'x' } }
const feeTaken = { type: 'FeeTaken', holdId: 'h-u1', userId: 'u1', split } as const
const feeRefused = { type: 'FeeRefused', holdId: 'h-u1', code: 'insufficientFunds', message: 'Not enough money' } as const

t.test('the wallet command ids are the ones stored wallets already de-duplicate on', async t => {
  t.equal(feeCommandId('h-u1'), 'f2c84dd6-0f70-595b-804b-801b8c924522')
  t.equal(orphanRefundCommandId('h-u1'), 'fd5ea3cb-2be4-593a-8ba5-8c000d16ebc4')
})

t.test('a held paid seat takes the fee from the ticked wallets, with an id derived from the hold', async t => {
  const steps = joinSaga.react({ type: 'SeatHeld', holdId: 'h-u1' }, fold([created(), held()]))
  t.same(steps, [{ type: 'DebitEntryFee', holdId: 'h-u1', commandId: feeCommandId('h-u1'), userId: 'u1', contestName: 'Sprint', fee: '100.00', ticked }])
  t.same(joinSaga.react({ type: 'SeatHeld', holdId: 'h-u1' }, fold([created(), held()])), steps, 'a re-drive sends the very same command')
})

t.test('a held free seat is recorded at once, paying nothing', async t => {
  t.same(joinSaga.react({ type: 'SeatHeld', holdId: 'h-u1' }, fold([created({ entryFee: '0.00' }), held('0.00')])), [{ type: 'CompleteJoin', holdId: 'h-u1', split: nothing }])
})

t.test('a hold already finished or given back needs nothing more', async t => {
  t.same(joinSaga.react({ type: 'SeatHeld', holdId: 'h-u1' }, fold([created(), held(), joined])), [])
  t.same(joinSaga.react({ type: 'SeatHeld', holdId: 'h-u1' }, fold([created(), held(), released])), [])
})

t.test('a fee taken records the player with the split the wallet took', async t => {
  t.same(joinSaga.react(feeTaken, fold([created(), held()])), [{ type: 'CompleteJoin', holdId: 'h-u1', split }])
  t.same(joinSaga.react(feeTaken, fold([created(), held(), joined])), [], 'already recorded')
})

t.test('a fee taken for a seat released meanwhile goes back; nothing taken, nothing to give back', async t => {
  t.same(joinSaga.react(feeTaken, fold([created(), held(), released])), [{ type: 'GiveBackFee', holdId: 'h-u1', commandId: orphanRefundCommandId('h-u1'), userId: 'u1' }])
  t.same(joinSaga.react({ ...feeTaken, split: nothing }, fold([created(), held(), released])), [])
})

t.test('a refused fee gives the seat back with the wallet reason, once', async t => {
  t.same(joinSaga.react(feeRefused, fold([created(), held()])), [{ type: 'ReleaseSeat', holdId: 'h-u1', code: 'insufficientFunds', reason: 'Not enough money' }])
  t.same(joinSaga.react(feeRefused, fold([created(), held(), released])), [])
})
