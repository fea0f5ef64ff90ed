import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { loggedOut } from '../../session/slice'

export interface Banner {
  file: string
}

export interface AdminBannersState {
  banners: Banner[]
  status: 'idle' | 'loading' | 'loaded' | 'failed'
  /** An upload or removal in flight, and its refusal shown under the file field. */
  saving: boolean
  error: string | null
}

export const initialAdminBannersState: AdminBannersState = { banners: [], status: 'idle', saving: false, error: null }

const slice = createSlice({
  name: 'adminBanners',
  initialState: initialAdminBannersState,
  reducers: {
    // A reload after a refused upload must keep the refusal on screen.
    bannersListRequested: state => { state.status = 'loading' },
    bannersListLoaded: (state, action: PayloadAction<Banner[]>) => { state.status = 'loaded'; state.banners = action.payload },
    bannersListFailed: (state, action: PayloadAction<string>) => { state.status = 'failed'; state.error = action.payload },
    bannerUploadRequested: (state, _action: PayloadAction<File>) => { state.saving = true; state.error = null },
    bannerRemoveRequested: (state, _action: PayloadAction<string>) => { state.saving = true; state.error = null },
    bannerSaved: state => { state.saving = false },
    bannerRefused: (state, action: PayloadAction<string>) => { state.saving = false; state.error = action.payload },
  },
  extraReducers: builder => builder.addCase(loggedOut, () => initialAdminBannersState),
})

export const {
  bannersListRequested, bannersListLoaded, bannersListFailed, bannerUploadRequested, bannerRemoveRequested, bannerSaved, bannerRefused,
} = slice.actions
export const adminBannersReducer = slice.reducer
export const selectAdminBanners = (state: { adminBanners: AdminBannersState }) => state.adminBanners
