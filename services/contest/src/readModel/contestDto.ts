import type { ContestDto, ContestStatus, ContestType } from '@arena/contracts'
import type { Phase } from '../domain/state'
import type { ContestRow } from './contestsView'
import { inIndia } from './indiaTime'

const TYPE: Record<Phase, ContestType> = { none: 'Upcomming', upcoming: 'Upcomming', live: 'Live', ended: 'Past', settled: 'Past', cancelled: 'Past' }
const STATUS: Record<Phase, ContestStatus> = { none: 'Upcoming', upcoming: 'Upcoming', live: 'Running', ended: 'Ended', settled: 'Complete', cancelled: 'Cancelled' }

/** Where the gateway serves a stored logo. */
export const logoUrl = (file: string | null): string | null => (file ? `/api/contestLogo/${file}` : null)

/** A contest in the spec's field names, as `userId` sees it (joined or not, playing or not). */
export function contestDto(row: ContestRow, userId: string | undefined): ContestDto {
  const { state } = row
  const terms = state.terms!
  const start = inIndia(terms.startAt)
  const end = inIndia(terms.endAt)
  const player = userId === undefined ? undefined : state.players.get(userId)
  const pair = terms.pairs[0]!
  return {
    _id: state.contestId,
    contest_id: state.contestId,
    contestName: terms.contestName,
    contestType: TYPE[state.phase],
    startDate: start.date,
    startTime: start.dateTime,
    endDate: end.date,
    endTime: end.dateTime,
    startAt: terms.startAt,
    endAt: terms.endAt,
    entryFee: terms.entryFee,
    winningAmount: terms.winningAmount,
    virtualFund: terms.virtualFund,
    totalParticipat: state.players.size,
    numOfParticipation: state.players.size,
    max_particepate: terms.maxParticipants,
    currentStatus: player ? 'ACTIVE' : 'INACTIVE',
    playNow: player?.playing ? 'yes' : 'no',
    pairRealName: pair,
    pair_id: pair,
    pairs: [...terms.pairs],
    contestStatus: STATUS[state.phase],
    contestLogo: logoUrl(terms.contestLogo),
    levels: terms.levels,
    description: terms.description,
    // Only ever built for someone who may see the contest: its players and invitees hold the code anyway.
    ...(state.joinCode === undefined ? {} : { private: true, joinCode: state.joinCode }),
    ...(terms.sponsorName === undefined ? {} : { sponsorName: terms.sponsorName }),
  }
}
