import { Type, type Static } from '@sinclair/typebox'
import { DecimalString, defineMessage } from './schema'

/**
 * Contests: one stream per contest, `contest-<contestId>` (see `streams.contest`). Instants are
 * ISO-8601 UTC strings; the UI shows them in +05:30. Fees and prizes are INR decimal strings,
 * the virtual fund is USDT. Matching and the leaderboard fold these events to know when a
 * contest trades, which pairs it allows and who plays with which fund.
 */

const Instant = Type.String({ description: 'ISO-8601 instant, UTC' })
/** Trading symbols like BTCUSDT: the last 4 characters are the quote currency. */
const Symbol = Type.String({ pattern: '^[A-Z0-9]{5,20}$' })

export const ContestTerms = Type.Object({
  contestName: Type.String({ minLength: 1, maxLength: 100 }),
  contestLogo: Type.Union([Type.String(), Type.Null()]),
  startAt: Instant,
  endAt: Instant,
  entryFee: DecimalString,
  /** The prize pool (the spec's winningAmount). */
  winningAmount: DecimalString,
  virtualFund: DecimalString,
  maxParticipants: Type.Integer({ minimum: 1 }),
  /** Prize per rank, comma-separated, as the spec's `levels` (e.g. "500,300,200"). */
  levels: Type.String(),
  /** Tradable pairs; the first is the contest's default (`pairRealName`). */
  pairs: Type.Array(Symbol, { minItems: 1 }),
  /** Sanitised HTML rules shown in the Contest Rules modal. */
  description: Type.String(),
  /**
   * A sponsored contest: the sponsor whose budget funds the whole prize pool (`winningAmount`,
   * reserved on the `sponsor-<id>` stream when the contest is created), and its name for the
   * cards. Absent on an unsponsored contest; fixed once set.
   */
  sponsorId: Type.Optional(Type.String({ minLength: 1 })),
  sponsorName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
})
export type ContestTerms = Static<typeof ContestTerms>

export const ContestCreated = defineMessage('ContestCreated', Type.Intersect([
  Type.Object({
    contestId: Type.String(),
    createdBy: Type.String(),
    /**
     * Present on a private (invite-only) contest: the code that lets a player see and join it.
     * Set once at creation; an update keeps it. Consumers keep private contests out of public lists.
     */
    joinCode: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{8,16}$' })),
  }),
  ContestTerms,
]))
/** Admin edits before start; the full terms after the edit. */
export const ContestUpdated = defineMessage('ContestUpdated', Type.Intersect([
  Type.Object({ contestId: Type.String(), updatedBy: Type.String() }),
  ContestTerms,
]))
/** A player paid (or needed no fee) and holds a seat; matching opens their account with `virtualFund`. */
export const PlayerJoined = defineMessage('PlayerJoined', Type.Object({
  contestId: Type.String(),
  userId: Type.String(),
  virtualFund: DecimalString,
  entryFee: DecimalString,
  /** What the fee took from each wallet (INR), for a full refund if the contest is cancelled. */
  feeSplit: Type.Object({ reward: DecimalString, winning: DecimalString, cash: DecimalString }),
  seat: Type.Integer({ minimum: 1 }),
}))
/** The player pressed Play Now for the first time (the spec's playNow = yes). */
export const PlayerStartedPlaying = defineMessage('PlayerStartedPlaying', Type.Object({ contestId: Type.String(), userId: Type.String() }))
/** Trading has begun (scheduler, at startAt). */
export const ContestStarted = defineMessage('ContestStarted', Type.Object({ contestId: Type.String(), at: Instant }))
/**
 * Trading has ended (scheduler, at endAt): accounts freeze; settlement follows. Prices are not
 * events otherwise, so the end records the prices holdings are valued at: a projection rebuilt
 * after a restart ranks the contest exactly as it ended, whatever the feed says by then.
 */
export const ContestEnded = defineMessage('ContestEnded', Type.Object({
  contestId: Type.String(),
  at: Instant,
  /** The last market price of each pair at the end, by symbol (absent from events older than the field). */
  finalPrices: Type.Optional(Type.Record(Symbol, DecimalString, { additionalProperties: false })),
  /**
   * Pairs the feed had no price for when the contest was ended anyway (long past its end);
   * holdings in them are valued at their last fill price before this event. Absent when none.
   */
  unpricedPairs: Type.Optional(Type.Array(Symbol)),
}))
export const ContestCancelled = defineMessage('ContestCancelled', Type.Object({ contestId: Type.String(), reason: Type.String(), cancelledBy: Type.String() }))

export const RankedResult = Type.Object({
  userId: Type.String(),
  rank: Type.Integer({ minimum: 1 }),
  portfolioValue: DecimalString,
  gainPercent: DecimalString,
  orderCount: Type.Integer({ minimum: 0 }),
  filledTrades: Type.Integer({ minimum: 0 }),
  prize: DecimalString,
})
/** The final ranking and each prize, recorded so settlement can be replayed and explained. */
export const ContestSettled = defineMessage('ContestSettled', Type.Object({
  contestId: Type.String(),
  results: Type.Array(RankedResult),
  undistributed: DecimalString,
}))
/** One winner's prize sent to the wallet (wallet.CreditPrize); settlement resumes from these. */
export const PrizeAwarded = defineMessage('PrizeAwarded', Type.Object({ contestId: Type.String(), userId: Type.String(), rank: Type.Integer(), amount: DecimalString }))

export const contestEvents = [
  ContestCreated, ContestUpdated, PlayerJoined, PlayerStartedPlaying, ContestStarted, ContestEnded, ContestCancelled, ContestSettled, PrizeAwarded,
] as const
export type ContestEventType = (typeof contestEvents)[number]['type']

// ---- Added for the participation saga, cancellation refunds and settings (contest service) ----
// Consumers of `arena.contest.events` other than the contest service may ignore these types.

const Ticked = Type.Object({ cash: Type.Boolean(), winning: Type.Boolean(), reward: Type.Boolean() })
const Split = Type.Object({ reward: DecimalString, winning: DecimalString, cash: DecimalString })

/**
 * Step 1 of joining: a seat is taken while the fee is collected. `holdId` names the attempt; the
 * wallet command that collects the fee is derived from it, so a re-driven hold never pays twice.
 * Ends with PlayerJoined (paid) or SeatReleased (refused). `name` is the player's display name
 * for leaderboards (PlayerJoined has no name).
 */
export const SeatHeld = defineMessage('SeatHeld', Type.Object({
  contestId: Type.String(),
  userId: Type.String(),
  holdId: Type.String(),
  name: Type.String(),
  entryFee: DecimalString,
  ticked: Ticked,
}))
/** The hold ended without a seat: the wallet refused the fee (`code` is the wallet's refusal). */
export const SeatReleased = defineMessage('SeatReleased', Type.Object({
  contestId: Type.String(), userId: Type.String(), holdId: Type.String(), code: Type.String(), reason: Type.String(),
}))
/** A cancelled contest gave this player's fee back (wallet.RefundEntryFee), wallet by wallet. */
export const PlayerRefunded = defineMessage('PlayerRefunded', Type.Object({ contestId: Type.String(), userId: Type.String(), split: Split }))
/**
 * The contest's evidence bundle was sealed after settlement (docs/verifying-a-contest.md): the
 * sha256 of its last line, the head of the hash chain, and how many lines it has. The bundle is
 * rebuilt from the events byte for byte on every download, so it always ends in this hash.
 */
export const ContestEvidenceSealed = defineMessage('ContestEvidenceSealed', Type.Object({
  contestId: Type.String(),
  lastHash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  lines: Type.Integer({ minimum: 1 }),
}))
export const contestSagaEvents = [SeatHeld, SeatReleased, PlayerRefunded, ContestEvidenceSealed] as const

/**
 * A player entered a private contest's join code (or opened its link): from now on they see the
 * contest and may join it without the code again. Written once per player and contest.
 */
export const InviteCodeRedeemed = defineMessage('InviteCodeRedeemed', Type.Object({ contestId: Type.String(), userId: Type.String() }))
export const contestInviteEvents = [InviteCodeRedeemed] as const

/**
 * A sponsored contest's reservation is closed on the sponsor's stream (SponsorPoolReturned):
 * after settlement paid every prize, or after a cancellation. `returned` is what went back.
 */
export const SponsorPoolClosed = defineMessage('SponsorPoolClosed', Type.Object({ contestId: Type.String(), sponsorId: Type.String(), returned: DecimalString }))
export const contestSponsorEvents = [SponsorPoolClosed] as const

/** Contest-wide settings live in one stream of their own. */
export const contestSettingsStream = 'contest-settings'
/** States whose residents may not join paid contests; replaces the previous list (admin-configured). */
export const ExcludedStatesConfigured = defineMessage('ExcludedStatesConfigured', Type.Object({
  states: Type.Array(Type.String({ minLength: 1, maxLength: 60 })),
  configuredBy: Type.String(),
}))

// ---- HTTP and push shapes (spec sections 3, 4 and 7) ----

/** The spec's list names; 'Upcomming' is the spec's spelling. */
export type ContestType = 'Live' | 'Upcomming' | 'Past'
export type ContestStatus = 'Upcoming' | 'Running' | 'Ended' | 'Complete' | 'Cancelled'

/** A contest as cards, lists and the detail page read it (spec section 3, Contest). */
export interface ContestDto {
  _id: string
  contest_id: string
  contestName: string
  contestType: ContestType
  /** Calendar date and ISO date-time in +05:30 (India), e.g. 2026-03-01 and 2026-03-01T15:30:00+05:30. */
  startDate: string
  startTime: string
  endDate: string
  endTime: string
  /** The same instants in UTC, for countdowns against the server time. */
  startAt: string
  endAt: string
  entryFee: string
  winningAmount: string
  virtualFund: string
  totalParticipat: number
  numOfParticipation: number
  max_particepate: number
  /** 'ACTIVE' when the caller has joined. */
  currentStatus: 'ACTIVE' | 'INACTIVE'
  playNow: 'yes' | 'no'
  pairRealName: string
  pair_id: string
  pairs: string[]
  contestStatus: ContestStatus
  /** URL path of the logo, or null. */
  contestLogo: string | null
  levels: string
  /** Sanitised HTML rules. */
  description: string
  /** True for an invite-only contest; only those who hold its code (and admins) ever get it. */
  private?: boolean
  /** The join code of a private contest, for its creator, players and admins to share. */
  joinCode?: string
  /** A sponsored contest: who funds its prize pool ("Sponsored by <name>"). */
  sponsorName?: string
}

/** Countdown parts (spec section 3, Timer data); a past instant gives zeros. */
export interface ContestTimerDto {
  contestId: string
  endDays: number
  endHours: number
  endMinutes: number
  endSeconds: number
}

/** One leaderboard row (spec section 3, Leaderboard row). */
export interface LeaderboardRowDto {
  rank: number
  user_id: string
  name: string
  /** Gain or loss percent, 2 places. */
  per: string
  percent: string
  portfoliovalue: string
  bid_count: number
  order_count: number
  contest_virtualFund: string
  /** The prize at this rank: paid when settled, what it would be now while live. */
  winner_amount: string
}

/**
 * A leaderboard row as shown to someone outside the contest (not a player of it, not an admin):
 * the same figures and names, but no user ids, which would let anyone collect every player's id.
 */
export type PublicLeaderboardRowDto = Omit<LeaderboardRowDto, 'user_id'>

export const publicLeaderboardRow = ({ user_id: _userId, ...row }: LeaderboardRowDto): PublicLeaderboardRowDto => row

export interface DashboardTotalsDto {
  liveTotal: number
  upcomingtotal: number
  pastTotal: number
}

/** Realtime event names the contest service pushes: the spec's listen names (pastContestData, not the emit name pastContestList). */
export const contestPushEvents = {
  totals: 'dashboardTotalContest',
  live: 'liveContest',
  upcoming: 'upcomingContestList',
  past: 'pastContestData',
  mine: 'myContestList',
  liveDashboard: 'liveRecordDashboardData',
  upcomingDashboard: 'upcomingRecordData',
  serverTime: 'serverTime',
  serverTimeLive: 'serverTimeLive',
  serverTimeUpcoming: 'serverTimeUpcoming',
  /** Per contest, on topic `contest:<id>`. */
  timer: 'liveContestTimerById',
  timeOutLive: 'timeOutLiveContest',
  timeOutUpcoming: 'timeOutupcomingContest',
  flag: 'contestFlagData',
} as const
/** The websocket topic a contest's timer and flag go to. */
export const contestTopic = (contestId: string): string => `contest:${contestId}`
