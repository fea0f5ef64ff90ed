import type { ActionReducerMapBuilder } from '@reduxjs/toolkit'
import { loggedOut } from '../features/session/slice'

/**
 * A slice's extraReducers when all it does is forget: nothing of one account may show to whoever
 * signs in next on this tab, so logging out puts the slice back to its initial state.
 */
export const resetOnLogout =
  <S>(initial: S) =>
  (builder: ActionReducerMapBuilder<S>) => {
    builder.addCase(loggedOut, () => initial)
  }
