import t from 'tap'
import { fold, refundCommandId, refundSaga, type ContestEvent } from '../src/index'
import { created, nothing, playerJoined, seatHeld } from './contestEvents'

const split = { reward: '10.00', winning: '0.00', cash: '90.00' }
const ticked = { cash: true, winning: false, reward: true }
const joined = (userId: string, entryFee = '100.00', feeSplit = split): ContestEvent[] => [seatHeld(userId, { entryFee, ticked }), playerJoined(userId, { entryFee, feeSplit })]
const cancelled: ContestEvent = { type: 'ContestCancelled', data: { contestId: 'k1', reason: 'x', cancelledBy: 'admin:a' } }
const refunded = (userId: string): ContestEvent => ({ type: 'PlayerRefunded', data: { contestId: 'k1', userId, split } })
const poolClosed: ContestEvent = { type: 'SponsorPoolClosed', data: { contestId: 'k1', sponsorId: 's1', returned: '500.00' } }
const react = (...history: ContestEvent[]) => refundSaga.react({ type: 'Tick' }, fold(history))

t.test('the wallet command id of a refund is the one stored wallets already de-duplicate on', async t => {
  t.equal(refundCommandId('k1', 'u1'), '35b3bd14-dc81-5c85-a6b0-43231d07aacd')
})

t.test('a contest that is not cancelled refunds nobody', async t => {
  t.same(react(created(), ...joined('u1')), [])
  t.same(react(), [])
})

t.test('a cancelled contest refunds every player not refunded yet, with ids derived from contest and player', async t => {
  const history = [created(), ...joined('u1'), ...joined('u2'), cancelled]
  t.same(react(...history), [
    { type: 'RefundPlayer', userId: 'u1', walletCommandId: refundCommandId('k1', 'u1'), split },
    { type: 'RefundPlayer', userId: 'u2', walletCommandId: refundCommandId('k1', 'u2'), split },
  ])
  t.same(react(...history, refunded('u1')), [{ type: 'RefundPlayer', userId: 'u2', walletCommandId: refundCommandId('k1', 'u2'), split }])
  t.same(react(...history, refunded('u1'), refunded('u2')), [])
})

t.test('asked again without anything new, it answers the very same steps (a re-drive after a crash)', async t => {
  const state = fold([created(), ...joined('u1'), cancelled])
  t.same(refundSaga.react({ type: 'ContestCancelled' }, state), refundSaga.react({ type: 'Tick' }, state))
})

t.test('a free seat is recorded refunded without a wallet command', async t => {
  t.same(react(created({ entryFee: '0.00' }), ...joined('u1', '0.00', nothing), cancelled), [
    { type: 'RefundPlayer', userId: 'u1', walletCommandId: undefined, split: nothing },
  ])
})

t.test('a cancelled sponsored contest returns the whole pool once, until the pool is closed', async t => {
  const history = [created({ sponsorId: 's1' }), cancelled]
  t.same(react(...history), [{ type: 'ReturnSponsorPool', reason: 'Contest cancelled' }])
  t.same(react(...history, poolClosed), [])
})
