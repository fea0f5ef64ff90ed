import type { ContestTerms } from '@arena/contracts'
import { Decimal, decideByType, MIN_AGE, mayJoinContest, messages, type Decider } from '@arena/domain'
import type { ContestCommand } from './commands'
import { ContestRefused, contestMessages as m } from './errors'
import type { ContestEvent } from './events'
import { evolve, fold, holdById, initialState, maySee, seatsTaken, type ContestState } from './state'

type Of<T extends ContestCommand['type']> = Extract<ContestCommand, { type: T }>
type Decision = ContestEvent[]

/**
 * Decides what a command does to one contest. Refusals a person can act on are thrown as
 * ContestRefused; steps of the sagas and the scheduler that already happened return no events,
 * so re-driving them after a crash is harmless.
 */
export const decide = decideByType<ContestCommand, ContestState, ContestEvent>('contest', {
  CreateContest: create,
  UpdateContest: update,
  HoldSeat: holdSeat,
  RedeemCode: redeemCode,
  CompleteJoin: completeJoin,
  ReleaseSeat: releaseSeat,
  StartPlaying: startPlaying,
  StartContest: start,
  EndContest: end,
  CancelContest: cancel,
  RecordRefund: recordRefund,
  Settle: settle,
  AwardPrize: awardPrize,
  SealEvidence: sealEvidence,
  CloseSponsorPool: closeSponsorPool,
})

function termsOf(state: ContestState): ContestTerms {
  if (state.phase === 'none' || !state.terms) throw new ContestRefused('notFound', m.notFound)
  return state.terms
}

const after = (at: string, instant: string): boolean => Date.parse(at) >= Date.parse(instant)
const isPaid = (terms: ContestTerms): boolean => !new Decimal(terms.entryFee).isZero()

function create(c: Of<'CreateContest'>, state: ContestState): Decision {
  if (state.phase !== 'none') throw new ContestRefused('alreadyExists', m.alreadyExists)
  const invite = c.joinCode === undefined ? {} : { joinCode: c.joinCode }
  return [{ type: 'ContestCreated', data: { contestId: c.contestId, createdBy: c.by, ...invite, ...c.terms } }]
}

function update(c: Of<'UpdateContest'>, state: ContestState): Decision {
  const terms = termsOf(state)
  if (state.phase === 'cancelled') throw new ContestRefused('cancelled', m.cancelled)
  if (state.phase !== 'upcoming') throw new ContestRefused('notEditable', m.notEditable)
  // Fees were paid and accounts opened on the old terms: those may not move under the players.
  const fields: Record<string, string> = {}
  if (seatsTaken(state) > 0) {
    if (!new Decimal(c.terms.entryFee).equals(terms.entryFee)) fields.entryFee = m.feeLocked
    if (!new Decimal(c.terms.virtualFund).equals(terms.virtualFund)) fields.virtualFund = m.fundLocked
  }
  if (c.terms.maxParticipants < seatsTaken(state)) fields.max_particepate = m.seatsLocked
  // The sponsor's budget holds exactly this pool: moving it would unbalance the sponsor's books.
  if (c.terms.sponsorId !== terms.sponsorId) fields.sponsorId = m.sponsorLocked
  else if (terms.sponsorId !== undefined && !new Decimal(c.terms.winningAmount).equals(terms.winningAmount)) fields.winningAmount = m.sponsorPoolLocked
  const first = Object.values(fields)[0]
  if (first) throw new ContestRefused('termsLocked', first, fields)
  return [{ type: 'ContestUpdated', data: { contestId: state.contestId, updatedBy: c.by, ...c.terms } }]
}

function holdSeat(c: Of<'HoldSeat'>, state: ContestState): Decision {
  const terms = termsOf(state)
  // Without its code a private contest answers exactly like one that does not exist.
  if (!maySee(state, c.userId) && c.joinCode !== state.joinCode) throw new ContestRefused('notFound', m.notFound)
  if (state.phase === 'cancelled') throw new ContestRefused('cancelled', m.cancelled)
  if (state.phase === 'ended' || state.phase === 'settled' || after(c.at, terms.endAt)) throw new ContestRefused('closed', m.closed)
  if (state.players.has(c.userId) || state.holds.has(c.userId)) throw new ContestRefused('alreadyJoined', m.alreadyJoined)
  // A paid contest needs the player's declared age and state; a free one is open to all.
  if (isPaid(terms) && (c.facts.age === undefined || !c.facts.state?.trim())) {
    const fields: Record<string, string> = {}
    if (c.facts.age === undefined) fields.dob = messages.declarationDobRequired
    if (!c.facts.state?.trim()) fields.state = messages.declarationStateRequired
    throw new ContestRefused('declarationRequired', m.declarationRequired, fields)
  }
  if (c.facts.age !== undefined && c.facts.age < MIN_AGE) throw new ContestRefused('underAge', m.underAge)
  const residence = c.facts.state?.trim()
  if (residence && !mayJoinContest(residence, isPaid(terms), c.excludedStates)) {
    throw new ContestRefused('excludedState', m.excludedState(residence))
  }
  if (seatsTaken(state) >= terms.maxParticipants) throw new ContestRefused('full', m.full)
  const data = { contestId: state.contestId, userId: c.userId, holdId: c.holdId, name: c.name, entryFee: terms.entryFee, ticked: c.ticked }
  return [{ type: 'SeatHeld', data }]
}

/** A wrong code is refused exactly like an unknown contest, so codes cannot be probed contest by contest. */
function redeemCode(c: Of<'RedeemCode'>, state: ContestState): Decision {
  termsOf(state)
  if (state.joinCode === undefined || c.code !== state.joinCode) throw new ContestRefused('notFound', m.notFound)
  if (maySee(state, c.userId)) return []
  return [{ type: 'InviteCodeRedeemed', data: { contestId: state.contestId, userId: c.userId } }]
}

function completeJoin(c: Of<'CompleteJoin'>, state: ContestState): Decision {
  const terms = termsOf(state)
  const hold = holdById(state, c.holdId)
  if (!hold) return []
  const data = {
    contestId: state.contestId, userId: hold.userId, virtualFund: terms.virtualFund, entryFee: hold.entryFee,
    feeSplit: c.split, seat: state.players.size + 1,
  }
  return [{ type: 'PlayerJoined', data }]
}

function releaseSeat(c: Of<'ReleaseSeat'>, state: ContestState): Decision {
  const hold = holdById(state, c.holdId)
  if (!hold) return []
  return [{ type: 'SeatReleased', data: { contestId: state.contestId, userId: hold.userId, holdId: c.holdId, code: c.code, reason: c.reason } }]
}

function startPlaying(c: Of<'StartPlaying'>, state: ContestState): Decision {
  termsOf(state)
  const player = state.players.get(c.userId)
  if (!maySee(state, c.userId)) throw new ContestRefused('notFound', m.notFound)
  if (!player) throw new ContestRefused('notPlayer', m.notPlayer)
  if (state.phase === 'cancelled') throw new ContestRefused('cancelled', m.cancelled)
  if (state.phase !== 'upcoming' && state.phase !== 'live') throw new ContestRefused('closed', m.closed)
  return player.playing ? [] : [{ type: 'PlayerStartedPlaying', data: { contestId: state.contestId, userId: c.userId } }]
}

function start(c: Of<'StartContest'>, state: ContestState): Decision {
  const terms = termsOf(state)
  if (state.phase !== 'upcoming' || !after(c.at, terms.startAt)) return []
  return [{ type: 'ContestStarted', data: { contestId: state.contestId, at: c.at } }]
}

function end(c: Of<'EndContest'>, state: ContestState): Decision {
  const terms = termsOf(state)
  if ((state.phase !== 'upcoming' && state.phase !== 'live') || !after(c.at, terms.endAt)) return []
  const unpriced = c.unpricedPairs.length > 0 ? { unpricedPairs: c.unpricedPairs } : {}
  const ended: ContestEvent = { type: 'ContestEnded', data: { contestId: state.contestId, at: c.at, finalPrices: c.finalPrices, ...unpriced } }
  // The whole window passed while nothing ran: it still starts before it ends, for every folder.
  return state.phase === 'upcoming' ? [{ type: 'ContestStarted', data: { contestId: state.contestId, at: c.at } }, ended] : [ended]
}

function cancel(c: Of<'CancelContest'>, state: ContestState): Decision {
  termsOf(state)
  if (state.phase === 'cancelled') return []
  if (state.phase === 'settled') throw new ContestRefused('settled', m.settled)
  return [{ type: 'ContestCancelled', data: { contestId: state.contestId, reason: c.reason, cancelledBy: c.by } }]
}

function recordRefund(c: Of<'RecordRefund'>, state: ContestState): Decision {
  const player = state.players.get(c.userId)
  if (state.phase !== 'cancelled' || !player || player.refunded) return []
  return [{ type: 'PlayerRefunded', data: { contestId: state.contestId, userId: c.userId, split: c.split } }]
}

function settle(c: Of<'Settle'>, state: ContestState): Decision {
  termsOf(state)
  if (state.phase === 'settled') return []
  // Settling with a payment still open would leave that player out of the results.
  if (state.phase !== 'ended' || state.holds.size > 0) throw new Error(`contest ${state.contestId} cannot settle in phase ${state.phase} with ${state.holds.size} open holds`)
  return [{ type: 'ContestSettled', data: { contestId: state.contestId, results: c.results, undistributed: c.undistributed } }]
}

function awardPrize(c: Of<'AwardPrize'>, state: ContestState): Decision {
  const result = state.results?.find(r => r.userId === c.userId)
  if (state.phase !== 'settled' || !result || state.awarded.has(c.userId)) return []
  if (!new Decimal(result.prize).equals(c.amount)) throw new Error(`prize for ${c.userId} is ${result.prize}, not ${c.amount}`)
  return [{ type: 'PrizeAwarded', data: { contestId: state.contestId, userId: c.userId, rank: c.rank, amount: c.amount } }]
}

/** Sealed once, after settlement: the bundle is rebuilt from the same events, so its head never changes. */
function sealEvidence(c: Of<'SealEvidence'>, state: ContestState): Decision {
  if (state.phase !== 'settled') throw new Error(`contest ${state.contestId} cannot seal its evidence in phase ${state.phase}`)
  if (state.evidenceHash !== undefined) return []
  return [{ type: 'ContestEvidenceSealed', data: { contestId: state.contestId, lastHash: c.lastHash, lines: c.lines } }]
}

/** Recorded once the sponsor's account returned what was left: after every prize was paid, or after a cancellation. */
function closeSponsorPool(c: Of<'CloseSponsorPool'>, state: ContestState): Decision {
  const terms = termsOf(state)
  if (terms.sponsorId === undefined || state.sponsorPoolClosed) return []
  if (state.phase !== 'settled' && state.phase !== 'cancelled') throw new Error(`contest ${state.contestId} cannot close its sponsor pool in phase ${state.phase}`)
  return [{ type: 'SponsorPoolClosed', data: { contestId: state.contestId, sponsorId: terms.sponsorId, returned: c.returned } }]
}

/** One contest: its terms, seats, lifecycle, settlement and evidence. */
export const contestDecider: Decider<ContestCommand, ContestEvent, ContestState> = { decide, evolve, initialState, fold: (state, events) => fold(events, state) }
