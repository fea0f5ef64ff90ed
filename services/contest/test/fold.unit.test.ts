import t from 'tap'
import { fold, initialState, type ContestEvent, type ContestState } from '../src/index'
import { evolve } from '../src/domain/state'
import { cashSplit, created, playerJoined, seatHeld } from './contestEvents'

// `fold` changes collections in place (linear time), `evolve` copies them per event: both must give
// the very same state, and `fold` must leave the state it starts from as it was.

const e = (type: string, data: object) => ({ type, data: { contestId: 'k1', ...data } }) as ContestEvent
const history: ContestEvent[] = [
  created({ maxParticipants: 10, joinCode: 'JOIN1' }),
  e('InviteCodeRedeemed', { userId: 'u1' }),
  e('InviteCodeRedeemed', { userId: 'u2' }),
  seatHeld('u1'), seatHeld('u2'), seatHeld('u3'),
  e('SeatReleased', { userId: 'u3', holdId: 'h-u3', code: 'feeRefused', reason: 'declined' }),
  playerJoined('u1'), playerJoined('u2'),
  e('PlayerStartedPlaying', { userId: 'u1' }),
  e('ContestStarted', { at: '2026-03-01T10:30:00.000Z' }),
  e('ContestEnded', { at: '2026-03-01T11:30:00.000Z' }),
  e('PlayerRefunded', { userId: 'u2', split: cashSplit }),
  e('ContestSettled', { results: [] }),
  e('PrizeAwarded', { userId: 'u1', rank: 1, amount: '500.00' }),
]

/** Collections as lists, so a comparison sees every entry. */
const plain = (s: ContestState) => ({ ...s, invited: [...s.invited], holds: [...s.holds], players: [...s.players], awarded: [...s.awarded] })

t.test('fold gives the state evolve gives one event at a time, from any point, and changes no state it starts from', async t => {
  const oneByOne = history.reduce(evolve, initialState())
  t.same(plain(fold(history)), plain(oneByOne))
  t.same([oneByOne.players.size, oneByOne.holds.size, oneByOne.invited.size, oneByOne.awarded.size], [2, 0, 2, 1], 'the history touches every collection')
  for (let cut = 0; cut <= history.length; cut++) {
    const start = fold(history.slice(0, cut))
    const before = plain(start)
    t.same(plain(fold(history.slice(cut), start)), plain(oneByOne), `folded on from event ${cut}`)
    t.same(plain(start), before, `the state after ${cut} events is unchanged`)
  }
})
