import t from 'tap'
import { fold, prizeCommandId, settleSaga, type ContestEvent, type SettleTrigger } from '../src/index'
import { created, playerJoined, seatHeld, terms } from './contestEvents'

const result = (userId: string, rank: number, prize: string) => ({ userId, rank, portfolioValue: '10100', gainPercent: '1', orderCount: 5, filledTrades: 1, prize })
const events = {
  created: created(),
  sponsored: created({ sponsorId: 's1' }),
  held: seatHeld('u1', { holdId: 'h1' }),
  joined: playerJoined('u1'),
  ended: { type: 'ContestEnded', data: { contestId: 'k1', at: terms.endAt } },
  settled: { type: 'ContestSettled', data: { contestId: 'k1', results: [result('u1', 1, '500.00'), result('u2', 2, '0.00')], undistributed: '0.00' } },
  awarded: { type: 'PrizeAwarded', data: { contestId: 'k1', userId: 'u1', rank: 1, amount: '500.00' } },
  sealed: { type: 'ContestEvidenceSealed', data: { contestId: 'k1', lastHash: 'a'.repeat(64), lines: 9 } },
  poolClosed: { type: 'SponsorPoolClosed', data: { contestId: 'k1', sponsorId: 's1', returned: '0.00' } },
} satisfies Record<string, ContestEvent>
const react = (type: SettleTrigger['type'], ...history: ContestEvent[]) => settleSaga.react({ type } as SettleTrigger, fold(history))
const payU1 = { type: 'PayPrize', userId: 'u1', rank: 1, amount: '500.00', contestName: 'Sprint', commandId: prizeCommandId('k1', 'u1') }
const returnPool = { type: 'ReturnSponsorPool', reason: 'Unspent after settlement' }

t.test('the wallet command id of a prize is the one stored wallets already de-duplicate on', async t => {
  t.equal(prizeCommandId('k1', 'u1'), '8880c2dc-b297-52d2-94cd-0d9ebf037721')
})

t.test('an ended contest is settled on a tick once no seat payment is open', async t => {
  t.same(react('Tick', events.created, events.held, events.joined, events.ended), [{ type: 'Settle' }])
  t.same(react('Tick', events.created, events.held, events.ended), [], 'a payment still open')
  t.same(react('Tick', events.created), [], 'not ended yet')
})

t.test('a settled contest seals its evidence first, then pays every prize due (none for a zero prize), then is left alone', async t => {
  const settled = [events.created, events.held, events.joined, events.ended, events.settled]
  t.same(react('Settled', ...settled), [{ type: 'SealEvidence' }])
  t.same(react('EvidenceSealTried', ...settled), [payU1], 'a failed seal never holds a prize back')
  t.same(react('Tick', ...settled, events.sealed), [payU1])
  t.same(react('Tick', ...settled, events.sealed, events.awarded), [])
})

t.test('a sponsored pool goes back only after the last prize', async t => {
  const settled = [events.sponsored, events.held, events.joined, events.ended, events.settled, events.sealed]
  t.same(react('PrizeAwarded', ...settled), [], 'a prize still due (it failed): no return, no resend before the next tick')
  t.same(react('PrizeAwarded', ...settled, events.awarded), [returnPool])
  t.same(react('Tick', ...settled, events.awarded), [returnPool])
  t.same(react('Tick', ...settled, events.awarded, events.poolClosed), [])
})
