import { combineReducers } from '@reduxjs/toolkit'
import { contestBannersReducer } from './bannersSlice'
import { contestClockReducer, serverNowOf } from './clockSlice'
import { contestDetailReducer } from './detailSlice'
import { contestLeaderboardReducer } from './leaderboardSlice'
import { contestListsReducer } from './listsSlice'
import type { ListType } from './model'
import { contestParticipateReducer } from './participateSlice'
import { prizeHoldsReducer } from './prizeHoldSlice'
import { contestPrivateReducer } from './privateSlice'

/** The contest feature's state, mounted at `contest` in the app store. */
export const contestReducer = combineReducers({
  lists: contestListsReducer,
  clock: contestClockReducer,
  detail: contestDetailReducer,
  leaderboard: contestLeaderboardReducer,
  participate: contestParticipateReducer,
  banners: contestBannersReducer,
  prizeHolds: prizeHoldsReducer,
  private: contestPrivateReducer,
})

export type ContestState = ReturnType<typeof contestReducer>
type WithContest = { contest: ContestState }

export const selectContestList = (state: WithContest, type: ListType) => state.contest.lists.lists[type]
export const selectContestLists = (state: WithContest) => state.contest.lists.lists
export const selectTotals = (state: WithContest) => state.contest.lists.totals
export const selectServerNow = (state: WithContest) => serverNowOf(state.contest.clock)
export const selectDetail = (state: WithContest) => state.contest.detail
export const selectGlobalLeaderboard = (state: WithContest) => state.contest.leaderboard.global
export const selectContestLeaderboard = (state: WithContest) => state.contest.leaderboard.contest
export const selectPrivate = (state: WithContest) => state.contest.private
export const selectParticipate = (state: WithContest) => state.contest.participate
export const selectBanners = (state: WithContest) => state.contest.banners
export const selectStarting = (state: WithContest, contestId: string) => state.contest.participate.starting[contestId] === true
