import { formSaga } from '../../app/formSaga'
import { requestPasswordReset } from './api'
import { forgotPasswordSlice } from './slice'

export const forgotPasswordSaga = formSaga(forgotPasswordSlice, requestPasswordReset, 'Please check your email for the reset link')
