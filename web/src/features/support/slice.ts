import { combineReducers } from '@reduxjs/toolkit'
import { adminSupportReducer } from './adminSlice'
import { playerSupportReducer } from './playerSlice'

/** Mounted at `support` in the root reducer: the player's screens and the admin queue. */
export const supportReducer = combineReducers({ player: playerSupportReducer, admin: adminSupportReducer })

export type SupportState = ReturnType<typeof supportReducer>
type WithSupport = { support: SupportState }

export const selectHelpForm = (state: WithSupport) => state.support.player.helpForm
export const selectHistory = (state: WithSupport) => state.support.player.history
export const selectUnread = (state: WithSupport) => state.support.player.unread
export const selectRoom = (state: WithSupport) => state.support.player.room
export const selectAdminSupport = (state: WithSupport) => state.support.admin
