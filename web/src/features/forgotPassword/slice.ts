import { createFormSlice, type FormState } from '../../app/formSlice'

export const forgotPasswordSlice = createFormSlice('forgotPassword')
export const { submitted: forgotPasswordSubmitted, reset: forgotPasswordReset } = forgotPasswordSlice.actions
export const forgotPasswordReducer = forgotPasswordSlice.reducer
export const selectForgotPassword = (state: { forgotPassword: FormState }) => state.forgotPassword
