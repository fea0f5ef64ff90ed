import { createFormSlice, type FormState } from '../../app/formSlice'

/** /temp-login: email, password and mobile for accounts that have a password. */
export const tempLoginSlice = createFormSlice('tempLogin')
export const { submitted: tempLoginSubmitted, reset: tempLoginReset } = tempLoginSlice.actions
export const selectTempLogin = (state: { tempLogin: FormState }) => state.tempLogin

/** /password-reset/{userId}/{token}: the link from the forgot-password mail. */
export const passwordResetSlice = createFormSlice('passwordReset')
export const { submitted: passwordResetSubmitted, reset: passwordResetReset } = passwordResetSlice.actions
export const selectPasswordReset = (state: { passwordReset: FormState }) => state.passwordReset

/** /login/{_id}: the link from the email-verification mail. */
export const emailVerificationSlice = createFormSlice('emailVerification')
export const { submitted: emailVerificationSubmitted } = emailVerificationSlice.actions
export const selectEmailVerification = (state: { emailVerification: FormState }) => state.emailVerification
