import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { resetOnLogout } from '../../app/accountState'

/**
 * Per contest, the player's orders its end (or cancellation) cancelled, for the notice on the
 * contest's page: the exchange screen itself closes 3 s after Time Out.
 */
export interface EndNoticeState {
  byContest: Record<string, { ended: number; cancelled: number }>
}

const initialState: EndNoticeState = { byContest: {} }

const slice = createSlice({
  name: 'endNotice',
  initialState,
  reducers: {
    endNoticeRequested: (state, _action: PayloadAction<string>) => state,
    endNoticeLoaded: (state, action: PayloadAction<{ contestId: string; ended: number; cancelled: number }>) => {
      const { contestId, ...counts } = action.payload
      state.byContest[contestId] = counts
    },
  },
  extraReducers: resetOnLogout(initialState),
})

export const { endNoticeRequested, endNoticeLoaded } = slice.actions
export const endNoticeReducer = slice.reducer
export const selectEndNotice = (state: { endNotice: EndNoticeState }, contestId: string) => state.endNotice.byContest[contestId] ?? null

/** The sentence the player reads; null when the end cancelled nothing of theirs. */
export function endNoticeText(counts: { ended: number; cancelled: number } | null): string | null {
  if (!counts) return null
  const n = counts.ended + counts.cancelled
  if (n === 0) return null
  const why = counts.cancelled > 0 ? 'the contest was cancelled' : 'the contest ended'
  return `${n === 1 ? '1 open order of yours was' : `${n} open orders of yours were`} cancelled because ${why}: open orders never carry past the end, and their funds were released before the final ranking.`
}
