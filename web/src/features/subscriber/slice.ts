import { createFormSlice, type FormState } from '../../app/formSlice'

export const subscriberSlice = createFormSlice('subscriber')
export const { submitted: subscriberSubmitted, reset: subscriberReset } = subscriberSlice.actions
export const subscriberReducer = subscriberSlice.reducer
export const selectSubscriber = (state: { subscriber: FormState }) => state.subscriber
