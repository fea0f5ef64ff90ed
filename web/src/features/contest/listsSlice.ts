import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { realtimeActionType } from '../../app/realtime'
import type { LoadStatus } from '../../app/requestState'
import { loggedOut } from '../session/slice'
import { LIST_TYPES, type ContestDto, type DashboardTotalsDto, type ListType } from './model'

export type { LoadStatus }

export interface ContestList {
  items: ContestDto[]
  status: LoadStatus
  error: string | null
}

export interface ListsState {
  lists: Record<ListType, ContestList>
  totals: { data: DashboardTotalsDto | null; status: LoadStatus; error: string | null }
}

const emptyList: ContestList = { items: [], status: 'idle', error: null }

export const initialListsState: ListsState = {
  lists: { live: emptyList, upcoming: emptyList, past: emptyList, my: emptyList },
  totals: { data: null, status: 'idle', error: null },
}

/** Contract event names (spec section 7) as store actions. */
export const pushes = {
  live: realtimeActionType('liveContest'),
  upcoming: realtimeActionType('upcomingContestList'),
  past: realtimeActionType('pastContestData'),
  my: realtimeActionType('myContestList'),
  totals: realtimeActionType('dashboardTotalContest'),
} as const

const isContest = (value: unknown): value is ContestDto =>
  typeof value === 'object' && value !== null && typeof (value as { contest_id?: unknown }).contest_id === 'string'

/**
 * The public lists are pushed to everyone with the caller's own fields at their defaults, so a
 * pushed contest keeps what this player already knew of it (joined, playing) from any list.
 */
export function keepOwnStatus(pushed: ContestDto[], lists: Record<ListType, ContestList>): ContestDto[] {
  const known = new Map<string, ContestDto>()
  for (const type of LIST_TYPES) for (const item of lists[type].items) if (item.currentStatus === 'ACTIVE') known.set(item.contest_id, item)
  return pushed.map(item => {
    const mine = known.get(item.contest_id)
    return mine && item.currentStatus !== 'ACTIVE' ? { ...item, currentStatus: mine.currentStatus, playNow: mine.playNow } : item
  })
}

const slice = createSlice({
  name: 'contestLists',
  initialState: initialListsState,
  reducers: {
    /** Loads (or reloads) a list; the items on screen stay until the answer replaces them. */
    listRequested: (state, action: PayloadAction<ListType>) => {
      const list = state.lists[action.payload]
      list.status = 'loading'
      list.error = null
    },
    listLoaded: (state, action: PayloadAction<{ type: ListType; items: ContestDto[] }>) => {
      state.lists[action.payload.type] = { items: action.payload.items, status: 'loaded', error: null }
    },
    listFailed: (state, action: PayloadAction<{ type: ListType; error: string }>) => {
      const list = state.lists[action.payload.type]
      list.status = 'failed'
      list.error = action.payload.error
    },
    totalsRequested: state => {
      state.totals.status = 'loading'
      state.totals.error = null
    },
    totalsLoaded: (state, action: PayloadAction<DashboardTotalsDto>) => {
      state.totals = { data: action.payload, status: 'loaded', error: null }
    },
    totalsFailed: (state, action: PayloadAction<string>) => {
      state.totals.status = 'failed'
      state.totals.error = action.payload
    },
  },
  extraReducers: builder => {
    builder.addCase(loggedOut, () => initialListsState)
    for (const type of LIST_TYPES) {
      builder.addCase(pushes[type], (state, action: { type: string; payload?: unknown }) => {
        if (!Array.isArray(action.payload)) return
        const items = action.payload.filter(isContest)
        state.lists[type] = { items: type === 'my' ? items : keepOwnStatus(items, state.lists), status: 'loaded', error: null }
      })
    }
    builder.addCase(pushes.totals, (state, action: { type: string; payload?: unknown }) => {
      const data = action.payload as Partial<DashboardTotalsDto> | undefined
      if (typeof data?.liveTotal !== 'number' || typeof data.upcomingtotal !== 'number' || typeof data.pastTotal !== 'number') return
      state.totals = { data: { liveTotal: data.liveTotal, upcomingtotal: data.upcomingtotal, pastTotal: data.pastTotal }, status: 'loaded', error: null }
    })
  },
})

export const { listRequested, listLoaded, listFailed, totalsRequested, totalsLoaded, totalsFailed } = slice.actions
export const contestListsReducer = slice.reducer
