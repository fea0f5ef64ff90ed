import type { PrizeHoldDto } from '@arena/contracts'
import type { ApiClient } from '../../app/api'
import type { ContestDto, DashboardTotalsDto, LeaderboardRowDto, ListType, WalletBalanceDto } from './model'

/** Every contest call of the player's screens (spec section 7); sagas get the client injected. */

export const fetchContests = (api: ApiClient, type: ListType) =>
  api.get<{ status: true; data: ContestDto[] }>(`contests?type=${encodeURIComponent(type)}`)

export const fetchTotals = (api: ApiClient) => api.get<{ status: true; data: DashboardTotalsDto }>('contests/totals')

/** GET api/prize-holds: the caller's prizes held for fair-play review (and how each review ended). */
export const fetchOwnPrizeHolds = (api: ApiClient) => api.get<{ status: true; data: PrizeHoldDto[] }>('prize-holds')

export const fetchServerTime = (api: ApiClient) => api.get<{ status: true; data: { serverTime: string } }>('server-time')

export const fetchContest = (api: ApiClient, id: string) =>
  api.post<{ status: true; data: { item: ContestDto; pair: { _id: string; pairRealName: string }[] } }>('contestByID-data', { _id: id })

export const fetchContestLeaderboard = (api: ApiClient, contestId: string) =>
  api.post<{ status: true; data: LeaderboardRowDto[] }>('leaderboard-data', { contestId })

export const fetchGlobalLeaderboard = (api: ApiClient) => api.post<{ status: true; data: LeaderboardRowDto[] }>('user-data', {})

/** Tells the server the player started playing (playNow becomes yes) before the exchange opens. */
export const postPlayNow = (api: ApiClient, contestId: string) => api.post<{ status: true }>('updatePlayNowCondition', { contest_id: contestId })

export interface ParticipateBody {
  contest_id: string
  entryFee: string
  virtualFund: string
  max_particepate: number
  cashWalletChecked: boolean
  winningWalletChecked: boolean
  rewardWalletChecked: boolean
}

export const postParticipate = (api: ApiClient, body: ParticipateBody) =>
  api.post<{ status: true; message?: string }>('participateCondition', body)

/** The once-only declaration (identity's player-declaration): birth date YYYY-MM-DD and state of residence. */
export const postDeclaration = (api: ApiClient, body: { dob: string; state: string }) =>
  api.post<{ status: true; message?: string }>('player-declaration', body)

export const fetchWalletBalance = (api: ApiClient) => api.get<{ status: true; data: WalletBalanceDto }>('wallet-balance')

/** Banners of the dashboard carousel; the answer is a list of `{ file }` under /bunner/. */
export const fetchBanners = (api: ApiClient) => api.post<unknown>('getBunner', {})

/** A private contest the player creates (issue 18); the answer carries its join code. */
export const postPrivateContest = (api: ApiClient, fields: object) =>
  api.post<{ status: true; data: ContestDto }>('private-contest-add', fields)

/** Opens a private contest by its code; a wrong code answers like an unknown contest. */
export const postJoinCode = (api: ApiClient, joinCode: string) => api.post<{ status: true; data: ContestDto }>('private-contest/join-code', { joinCode })

export const fetchMyPrivateContests = (api: ApiClient) => api.get<{ status: true; data: ContestDto[] }>('private-contests')
