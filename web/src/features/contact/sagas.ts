import { formSaga } from '../../app/formSaga'
import { sendContactMessage } from './api'
import { contactSlice } from './slice'

export const contactSaga = formSaga(contactSlice, sendContactMessage, 'Thank you, your message has been sent')
