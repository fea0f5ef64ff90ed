import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit'

export type ToastKind = 'success' | 'error' | 'info'

export interface Toast {
  id: string
  kind: ToastKind
  text: string
}

/** Spec section 9: toasts close on their own after 500 ms. */
export const TOAST_AUTO_CLOSE_MS = 500

const slice = createSlice({
  name: 'toast',
  initialState: [] as Toast[],
  reducers: {
    toastShown: {
      reducer: (state, action: PayloadAction<Toast>) => {
        state.push(action.payload)
      },
      prepare: (toast: { kind: ToastKind; text: string }) => ({ payload: { id: nanoid(), ...toast } }),
    },
    toastClosed: (state, action: PayloadAction<string>) => state.filter(toast => toast.id !== action.payload),
  },
})

export const { toastShown, toastClosed } = slice.actions
export const toastReducer = slice.reducer

export const selectToasts = (state: { toast: Toast[] }) => state.toast
