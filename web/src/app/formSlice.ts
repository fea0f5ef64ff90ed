import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** One form's round trip to the server: the values go out, a message or field errors come back. */
export interface FormState {
  status: 'idle' | 'sending' | 'sent' | 'failed'
  message: string | null
  errors: Record<string, string>
}

export const initialFormState: FormState = { status: 'idle', message: null, errors: {} }

/** The same four steps for every simple public form (contact, subscriber, forgot password). */
export function createFormSlice<Name extends string>(name: Name) {
  return createSlice({
    name,
    initialState: initialFormState,
    reducers: {
      submitted: (_state, _action: PayloadAction<Record<string, string>>) => ({ ...initialFormState, status: 'sending' as const }),
      succeeded: (_state, action: PayloadAction<string>) => ({ status: 'sent' as const, message: action.payload, errors: {} }),
      failed: (_state, action: PayloadAction<{ message: string; errors: Record<string, string> }>) => ({
        status: 'failed' as const,
        ...action.payload,
      }),
      reset: () => initialFormState,
    },
  })
}

export type FormSlice = ReturnType<typeof createFormSlice<string>>
