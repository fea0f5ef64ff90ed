import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { notificationPushEvents, type NotificationAddedPush, type NotificationDto, type NotificationsReadPush } from '@arena/contracts'
import { realtimeActionType } from '../../app/realtime'
import { loggedOut } from '../session/slice'

export interface NotificationsState {
  status: 'idle' | 'loading' | 'loaded' | 'failed'
  items: NotificationDto[]
  unread: number
  open: boolean
}

export const initialNotifications: NotificationsState = { status: 'idle', items: [], unread: 0, open: false }

/** Pushes as they enter the store (`realtime/<event>`). */
export const notificationAddedLive = createAction<NotificationAddedPush>(realtimeActionType(notificationPushEvents.added))
export const notificationsReadLive = createAction<NotificationsReadPush>(realtimeActionType(notificationPushEvents.read))

const markRead = (state: NotificationsState, ids: string[] | 'all') => {
  for (const item of state.items) if (ids === 'all' || ids.includes(item._id)) item.read = true
}

const slice = createSlice({
  name: 'notifications',
  initialState: initialNotifications,
  reducers: {
    notificationsRequested: state => {
      if (state.status !== 'loaded') state.status = 'loading'
    },
    notificationsLoaded: (state, action: PayloadAction<{ items: NotificationDto[]; unread: number }>) => {
      state.status = 'loaded'
      state.items = action.payload.items
      state.unread = action.payload.unread
    },
    notificationsFailed: state => {
      state.status = 'failed'
    },
    panelToggled: (state, action: PayloadAction<boolean | undefined>) => {
      state.open = action.payload ?? !state.open
    },
    /** Optimistic: the server's answer (or its push) brings the true count. */
    notificationRead: (state, action: PayloadAction<string>) => {
      const item = state.items.find(n => n._id === action.payload)
      if (item && !item.read) {
        item.read = true
        state.unread = Math.max(0, state.unread - 1)
      }
    },
    allNotificationsRead: state => {
      markRead(state, 'all')
      state.unread = 0
    },
    unreadCounted: (state, action: PayloadAction<number>) => {
      state.unread = action.payload
    },
  },
  extraReducers: builder => {
    builder.addCase(loggedOut, () => initialNotifications)
    builder.addCase(notificationAddedLive, (state, action) => {
      const { notification, unread } = action.payload ?? {}
      if (!notification || typeof notification._id !== 'string') return
      // A notification that grew (more orders cancelled at one contest's end) replaces itself.
      const at = state.items.findIndex(n => n._id === notification._id)
      if (at === -1) state.items.unshift(notification)
      else state.items[at] = notification
      if (typeof unread === 'number') state.unread = unread
    })
    builder.addCase(notificationsReadLive, (state, action) => {
      const { ids, unread } = action.payload ?? {}
      if (ids === 'all' || Array.isArray(ids)) markRead(state, ids)
      if (typeof unread === 'number') state.unread = unread
    })
  },
})

export const { notificationsRequested, notificationsLoaded, notificationsFailed, panelToggled, notificationRead, allNotificationsRead, unreadCounted } = slice.actions
export const notificationsReducer = slice.reducer

export const selectNotifications = (state: { notifications: NotificationsState }) => state.notifications
