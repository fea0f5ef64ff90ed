import { formSaga } from '../../app/formSaga'
import { subscribe } from './api'
import { subscriberSlice } from './slice'

export const subscriberSaga = formSaga(subscriberSlice, subscribe, 'Thank you, we will keep you updated')
