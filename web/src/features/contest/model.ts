import type { ContestDto } from '@arena/contracts'

/** Wire shapes from the shared contracts (types only: nothing of the contracts runs in the browser). */
export type { ContestDto, DashboardTotalsDto, LeaderboardRowDto, WalletBalanceDto } from '@arena/contracts'

/** The contest page's four tabs (spec section 2); the values are the `type` route parameter. */
export const LIST_TYPES = ['live', 'upcoming', 'past', 'my'] as const
export type ListType = (typeof LIST_TYPES)[number]

export const isListType = (value: unknown): value is ListType => LIST_TYPES.includes(value as ListType)

/** Where a card's buttons sit, which decides the button (spec section 4) and the reload after joining. */
export type Place = ListType | 'detail'

export const isJoined = (contest: Pick<ContestDto, 'currentStatus'>): boolean => contest.currentStatus === 'ACTIVE'

/** playNow is 'yes'/'no', and in one place of the spec an array whose first item is tested. */
export function isPlaying(playNow: unknown): boolean {
  const value: unknown = Array.isArray(playNow) ? playNow[0] : playNow
  return value === 'yes'
}

export type CardAction =
  | { kind: 'goingOn'; label: 'Going On' }
  | { kind: 'playNow'; label: 'Play Now' }
  | { kind: 'participate'; label: 'Participate Now' }
  | { kind: 'full'; label: 'Participation limit exceeded' }
  | { kind: 'alreadyParticipated'; label: 'Already Participated' }
  | { kind: 'none' }

/** The list a contest behaves as on its detail page, from the phase the server reports. */
export function placeOf(contest: Pick<ContestDto, 'contestType'>): ListType {
  if (contest.contestType === 'Live') return 'live'
  if (contest.contestType === 'Upcomming') return 'upcoming'
  return 'past'
}

/**
 * The card button of spec section 4. A joined player sees "Already Participated" on the
 * upcoming list and on their own list, "Going On" / "Play Now" elsewhere; anyone else may
 * join while seats are left. Nobody joins or plays a contest that is over.
 */
export function cardAction(
  contest: Pick<ContestDto, 'currentStatus' | 'playNow' | 'numOfParticipation' | 'max_particepate' | 'contestType'>,
  place: Place,
): CardAction {
  const list = place === 'detail' ? placeOf(contest) : place
  if (isJoined(contest)) {
    if (list === 'upcoming' || list === 'my') return { kind: 'alreadyParticipated', label: 'Already Participated' }
    if (list === 'past') return { kind: 'none' }
    return isPlaying(contest.playNow) ? { kind: 'goingOn', label: 'Going On' } : { kind: 'playNow', label: 'Play Now' }
  }
  if (list === 'past' || list === 'my') return { kind: 'none' }
  return Number(contest.numOfParticipation) !== Number(contest.max_particepate)
    ? { kind: 'participate', label: 'Participate Now' }
    : { kind: 'full', label: 'Participation limit exceeded' }
}

/** Where Play Now and Going On lead (spec section 2). */
export const exchangePath = (contest: Pick<ContestDto, 'contest_id' | 'pairRealName'>): string =>
  `/exchange/${encodeURIComponent(contest.contest_id)}/${encodeURIComponent(contest.pairRealName)}`

export const detailPath = (contestId: string): string => `/trading-contest/${encodeURIComponent(contestId)}`

/** Epoch ms of the contest's start and end; the UTC copies when present, else the +05:30 texts. */
export const startMs = (contest: Pick<ContestDto, 'startAt' | 'startTime'>): number => Date.parse(contest.startAt || contest.startTime)
export const endMs = (contest: Pick<ContestDto, 'endAt' | 'endTime'>): number => Date.parse(contest.endAt || contest.endTime)

/** What a card counts down to: live cards to the end ("Ends In"), upcoming ones to the start ("Starts In"). */
export function countdownOf(contest: ContestDto): { label: 'Ends In' | 'Starts In'; target: number } | null {
  const list = placeOf(contest)
  if (list === 'live') return { label: 'Ends In', target: endMs(contest) }
  if (list === 'upcoming') return { label: 'Starts In', target: startMs(contest) }
  return null
}

/** A contest is over for the Time Out overlay once its end has passed or the server says Complete. */
export const isOver = (contest: ContestDto, now: number): boolean => contest.contestStatus === 'Complete' || now >= endMs(contest)

/** Over already when it was opened: such a page shows results instead of timing out. */
export const wasOverOnOpen = (contest: ContestDto): boolean =>
  contest.contestStatus === 'Ended' || contest.contestStatus === 'Complete' || contest.contestStatus === 'Cancelled'
