import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { resetOnLogout } from '../../../app/accountState'
import type { AdminUserRow, UserAction, UserPage } from './api'

export interface AdminUsersState {
  search: string
  page: number
  limit: number
  total: number
  items: AdminUserRow[]
  status: 'idle' | 'loading' | 'loaded' | 'failed'
  error: string | null
  /** Rows with a block, unblock or restore in flight, so their buttons wait. */
  pending: Record<string, UserAction>
}

export const initialAdminUsersState: AdminUsersState = { search: '', page: 1, limit: 10, total: 0, items: [], status: 'idle', error: null, pending: {} }

const slice = createSlice({
  name: 'adminUsers',
  initialState: initialAdminUsersState,
  reducers: {
    adminUsersRequested: (state, action: PayloadAction<{ search: string; page: number }>) => {
      state.search = action.payload.search
      state.page = action.payload.page
      state.status = 'loading'
      state.error = null
    },
    adminUsersLoaded: (state, action: PayloadAction<UserPage>) => {
      const { data, total, page, limit } = action.payload
      Object.assign(state, { items: data, total, page, limit, status: 'loaded', error: null })
    },
    adminUsersFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed'
      state.error = action.payload
    },
    adminUserActionRequested: (state, action: PayloadAction<{ id: string; action: UserAction }>) => {
      state.pending[action.payload.id] = action.payload.action
    },
    adminUserUpdated: (state, action: PayloadAction<AdminUserRow>) => {
      delete state.pending[action.payload._id]
      state.items = state.items.map(row => (row._id === action.payload._id ? action.payload : row))
    },
    adminUserActionFailed: (state, action: PayloadAction<string>) => {
      delete state.pending[action.payload]
    },
  },
  extraReducers: resetOnLogout(initialAdminUsersState),
})

export const { adminUsersRequested, adminUsersLoaded, adminUsersFailed, adminUserActionRequested, adminUserUpdated, adminUserActionFailed } =
  slice.actions
export const adminUsersReducer = slice.reducer
export const selectAdminUsers = (state: { adminUsers: AdminUsersState }) => state.adminUsers

/** What an admin can do to a row: a deleted account can only be restored. */
export function availableAction(row: AdminUserRow): UserAction {
  if (row.deletedAt) return 'restore'
  return row.userBlock === 'yes' ? 'unblock' : 'block'
}
